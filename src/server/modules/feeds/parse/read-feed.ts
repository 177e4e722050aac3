/**
 * From bytes to raw items: decode, recognize the format (unless given), and parse — all streaming.
 */
import { NETWORK_FORMATS, type FeedFormat, type NetworkFormat } from '@shared/schemas/feeds';
import { FeedError } from '../feed-error';
import { decodeText } from './decode';
import type { Delimiter } from './delimited';
import { parseDelimitedFeed } from './delimited-feed';
import { parseJsonFeed } from './json-feed';
import type { RawItem } from './raw-item';
import { parseXmlFeed } from './xml-feed';

/** The container a feed's first text shows: markup, JSON, or a table and its delimiter. */
export type Container = { kind: 'xml' } | { kind: 'json' } | { kind: 'table'; delimiter: Delimiter };

/** The container of a feed from its first text: markup is XML, `{` or `[` JSON; a header with tabs is TSV, with pipes or commas a table of those. */
export function detectContainer(head: string): Container {
  const start = head.replace(/^[\s\uFEFF]+/, '');
  if (start.startsWith('<')) return { kind: 'xml' };
  if (start.startsWith('{') || start.startsWith('[')) return { kind: 'json' };
  const firstLine = start.split(/\r?\n|\r/, 1)[0] ?? '';
  if (firstLine.includes('\t')) return { kind: 'table', delimiter: '\t' };
  const pipes = firstLine.split('|').length - 1;
  const commas = firstLine.split(',').length - 1;
  if (pipes > 0 && pipes >= commas) return { kind: 'table', delimiter: '|' };
  if (commas > 0) return { kind: 'table', delimiter: ',' };
  throw new FeedError(
    'unrecognized feed format: expected Google Merchant Center XML, TSV/CSV with a header row, an affiliate network\'s feed (Awin, AvantLink, CJ) or API answer (eBay Browse, AvantLink, CJ)',
    1,
  );
}

/** The format of a Merchant feed from its first text (the networks' are told from their columns). */
export function detectFormat(head: string): FeedFormat {
  const container = detectContainer(head);
  if (container.kind === 'xml') return 'xml';
  if (container.kind === 'table') return container.delimiter === '\t' ? 'tsv' : 'csv';
  throw new FeedError('unrecognized feed format: JSON is read as an affiliate network\'s API answer', 1);
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
  /** Given by the vendor's configuration or the caller; detected from the content when absent. */
  format?: FeedFormat;
  /** Told the format once it is known (given, or detected from the root, the header or the items). */
  onFormat?: (format: FeedFormat) => void;
}

const isNetwork = (format: FeedFormat | undefined): format is NetworkFormat => (NETWORK_FORMATS as readonly string[]).includes(format ?? '');

export async function* readFeed(bytes: AsyncIterable<Uint8Array>, options: ReadFeedOptions = {}): AsyncGenerator<RawItem> {
  const { head, rest } = await peekText(decodeText(bytes));
  if (head.trim() === '') throw new FeedError('the feed is empty');
  const given = options.format;
  if (given) options.onFormat?.(given);
  // Merchant's CSV or TSV when said so: read with that delimiter, as Merchant attributes.
  if (given === 'csv' || given === 'tsv') {
    yield* parseDelimitedFeed(rest, given === 'tsv' ? '\t' : ',', { merchantOnly: true });
    return;
  }
  const container = detectContainer(head);
  // An error page served with status 200 is the usual "feed" of a broken export url.
  if (container.kind === 'xml' && /^[\s\uFEFF]*(<\?xml[^>]*>\s*)?(<!doctype html|<html)/i.test(head)) {
    throw new FeedError('not a product feed: the document is an HTML page', 1);
  }
  if (container.kind === 'xml') {
    if (given && given !== 'xml' && given !== 'cj') throw new FeedError(`the feed is XML, not ${given.toUpperCase()}: set the vendor's format to auto`, 1);
    yield* parseXmlFeed(rest, { expect: given === 'xml' || given === 'cj' ? given : undefined, onRoot: (format) => options.onFormat?.(format) });
    return;
  }
  if (container.kind === 'json') {
    if (given && !isNetwork(given)) throw new FeedError(`the feed is JSON, not ${given.toUpperCase()}: set the vendor's format to auto`, 1);
    yield* parseJsonFeed(rest, { network: given, onNetwork: (format) => options.onFormat?.(format) });
    return;
  }
  const merchant: FeedFormat = container.delimiter === '\t' ? 'tsv' : 'csv';
  if (given === 'xml') throw new FeedError('the feed is a table, not XML: set the vendor\'s format to auto', 1);
  yield* parseDelimitedFeed(rest, container.delimiter, {
    network: isNetwork(given) ? given : undefined,
    onNetwork: (network) => options.onFormat?.(network ?? merchant),
  });
}
