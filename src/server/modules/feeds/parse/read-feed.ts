/**
 * From bytes to raw items: decode, recognize the format (unless given), and parse — all streaming.
 */
import type { FeedFormat } from '@shared/schemas/feeds';
import { FeedError } from '../feed-error';
import { decodeText } from './decode';
import { parseDelimitedFeed } from './delimited-feed';
import type { RawItem } from './raw-item';
import { parseXmlFeed } from './xml-feed';

/** The format of a feed from its first text: markup is XML; a header with tabs is TSV, with commas CSV. */
export function detectFormat(head: string): FeedFormat {
  const start = head.replace(/^[\s\uFEFF]+/, '');
  if (start.startsWith('<')) return 'xml';
  const firstLine = start.split(/\r?\n|\r/, 1)[0] ?? '';
  if (firstLine.includes('\t')) return 'tsv';
  if (firstLine.includes(',')) return 'csv';
  throw new FeedError('unrecognized feed format: expected Google Merchant Center XML, or TSV/CSV with a header row', 1);
}

/** Text chunks with the first non-blank one available before iteration starts. */
async function peekText(text: AsyncIterable<string>): Promise<{ head: string; rest: AsyncIterable<string> }> {
  const iterator = text[Symbol.asyncIterator]();
  let head = '';
  while (head.trim() === '') {
    const next = await iterator.next();
    if (next.done) break;
    head += next.value;
  }
  async function* rest() {
    if (head) yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, rest: rest() };
}

export interface ReadFeedOptions {
  format?: FeedFormat;
  /** Told the format once it is known (given or detected). */
  onFormat?: (format: FeedFormat) => void;
}

export async function* readFeed(bytes: AsyncIterable<Uint8Array>, options: ReadFeedOptions = {}): AsyncGenerator<RawItem> {
  const { head, rest } = await peekText(decodeText(bytes));
  if (head.trim() === '') throw new FeedError('the feed is empty');
  const format = options.format ?? detectFormat(head);
  options.onFormat?.(format);
  // An error page served with status 200 is the usual "feed" of a broken export url.
  if (format === 'xml' && /^[\s\uFEFF]*(<\?xml[^>]*>\s*)?(<!doctype html|<html)/i.test(head)) {
    throw new FeedError('not a product feed: the document is an HTML page', 1);
  }
  if (format === 'xml') yield* parseXmlFeed(rest);
  else yield* parseDelimitedFeed(rest, format === 'tsv' ? '\t' : ',');
}
