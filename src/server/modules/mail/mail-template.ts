/**
 * One template, two bodies: a mail is written once as blocks (paragraphs, links, a fine-print
 * footer) and rendered both as plain text and as simple HTML, so the two never say different things.
 */
export type MailBlock =
  | { kind: 'text'; text: string }
  | { kind: 'link'; label: string; href: string }
  | { kind: 'fine'; text: string; link?: { label: string; href: string } };

export interface MailContent {
  subject: string;
  heading: string;
  blocks: MailBlock[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'link':
      return `${block.label}: ${block.href}`;
    case 'fine':
      return block.link ? `${block.text} ${block.link.label}: ${block.link.href}` : block.text;
  }
}

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'link':
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.href)}" style="color:#b91c1c;font-weight:bold">${escapeHtml(block.label)}</a></p>`;
    case 'fine': {
      const link = block.link ? ` <a href="${escapeHtml(block.link.href)}" style="color:#555">${escapeHtml(block.link.label)}</a>` : '';
      return `<p style="margin:0 0 8px;font-size:12px;color:#555">${escapeHtml(block.text)}${link}</p>`;
    }
  }
}

export function renderMail(content: MailContent): RenderedMail {
  const main = content.blocks.filter((b) => b.kind !== 'fine');
  const fine = content.blocks.filter((b) => b.kind === 'fine');
  const text = [content.heading, '', ...main.flatMap((b) => [textBlock(b), '']), ...(fine.length ? ['--', ...fine.map(textBlock)] : [])]
    .join('\n')
    .trimEnd();
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`,
    ...main.map(htmlBlock),
    fine.length ? `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px">${fine.map(htmlBlock).join('')}` : '',
    '</body></html>',
  ].join('\n');
  return { subject: content.subject, text: `${text}\n`, html };
}
