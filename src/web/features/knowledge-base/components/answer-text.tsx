import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * A site path written in the answer's prose ("contact our support team at /contact", "the full guide
 * is at /guides/bmw-oil-change"). It must start a word, so "E90/E92" or "12 months / 7,500 miles"
 * stay text, and trailing punctuation stays outside the link.
 */
const SITE_PATH = /(?<=^|[\s(])\/[a-z0-9](?:[a-z0-9/-]*[a-z0-9])?(?=$|[\s.,;:!?)])/gi;

function withLinks(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SITE_PATH)) {
    nodes.push(text.slice(last, match.index));
    nodes.push(
      <Link key={match.index} href={match[0]} className="font-medium text-brand underline-offset-4 hover:underline">
        {match[0]}
      </Link>,
    );
    last = match.index + match[0].length;
  }
  nodes.push(text.slice(last));
  return nodes;
}

/** The answer's prose: paragraphs are separated by blank lines, site paths become links. */
export function AnswerText({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <div className="space-y-3 text-sm leading-relaxed text-foreground sm:text-base">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{withLinks(paragraph)}</p>
      ))}
    </div>
  );
}
