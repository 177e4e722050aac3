import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * A site path written in the answer's prose ("contact our support team at /contact", "the full guide
 * is at /guides/bmw-oil-change"). It must start a word, so "E90/E92" or "12 months / 7,500 miles"
 * stay text, and trailing punctuation stays outside the link.
 */
const SITE_PATH = /(?<=^|[\s(])\/[a-z0-9](?:[a-z0-9/-]*[a-z0-9])?(?=$|[\s.,;:!?)])/gi;

/** `titles`: link texts by path, so a guide's link reads as the guide's title rather than its path. */
function withLinks(text: string, titles: ReadonlyMap<string, string>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SITE_PATH)) {
    nodes.push(text.slice(last, match.index));
    nodes.push(
      <Link key={match.index} href={match[0]} className="font-medium text-brand underline-offset-4 hover:underline">
        {titles.get(match[0]) ?? match[0]}
      </Link>,
    );
    last = match.index + match[0].length;
  }
  nodes.push(text.slice(last));
  return nodes;
}

const NO_TITLES: ReadonlyMap<string, string> = new Map();

/**
 * The answer's prose: paragraphs are separated by blank lines, site paths become links, named by
 * `titles` where it knows the path (the answer's guides) and by the path itself otherwise.
 */
export function AnswerText({ text, titles = NO_TITLES }: { text: string; titles?: ReadonlyMap<string, string> }) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <div className="space-y-3 text-sm leading-relaxed text-foreground sm:text-base">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{withLinks(paragraph, titles)}</p>
      ))}
    </div>
  );
}
