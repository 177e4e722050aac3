import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';

export interface DevOutboxOptions {
  /** Where the outbox sender writes (DATA_DIR/outbox). */
  dir: string;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const EML_NAME = /^[A-Za-z0-9._-]+\.eml$/;

/** A header of a raw message (unfolded), as written: enough to list mails, not a MIME parser. */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

async function outboxFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => EML_NAME.test(name)).sort().reverse();
  } catch {
    return [];
  }
}

/**
 * Development without SMTP_URL: the mails the site would have sent, newest first, at /dev/outbox,
 * each readable as the raw message at /dev/outbox/<file>. Registered only in development, behind the
 * gate like every page.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<DevOutboxOptions> = async (app, { dir }) => {
  app.get('/dev/outbox', async (_request, reply) => {
    const files = await outboxFiles(dir);
    const rows = await Promise.all(
      files.map(async (name) => {
        const raw = await readFile(path.join(dir, name), 'utf8');
        return `<tr><td>${escapeHtml(header(raw, 'Date'))}</td><td>${escapeHtml(header(raw, 'To'))}</td><td><a href="/dev/outbox/${encodeURIComponent(name)}">${escapeHtml(header(raw, 'Subject') || name)}</a></td></tr>`;
      }),
    );
    const body = rows.length ? `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows.join('')}</tbody></table>` : '<p>No mail yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title></head><body><main><h1>Outbox (development)</h1><p>Mails written to ${escapeHtml(dir)} instead of being sent (no SMTP_URL).</p>${body}</main></body></html>`);
  });

  app.get('/dev/outbox/:file', { schema: { params: z.object({ file: z.string().max(200) }) } }, async (request, reply) => {
    const { file } = request.params;
    if (!EML_NAME.test(file)) throw new HttpError(404, 'No such mail');
    const raw = await readFile(path.join(dir, file), 'utf8').catch(() => null);
    if (raw === null) throw new HttpError(404, 'No such mail');
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(raw);
  });
};
