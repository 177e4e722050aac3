/**
 * From bytes to raw items: decode, recognize the format (unless given), and parse — all streaming.
 */
import type { FeedFormat, MerchantFormat } from '@shared/schemas/feed-formats';
import { FeedError } from '../feed-error';
import { detectContainer, readableContainer } from './container';
import { decodeText } from './decode';
import type { Delimiter } from './delimited';
import { parseDelimitedFeed } from './delimited-feed';
import { FORMAT_PARSERS } from './format-parsers';
import { parseJsonFeed } from './json-feed';
import type { RawItem } from './raw-item';
import { parseXmlFeed } from './xml-feed';

/** A table no network claims is Merchant's: TSV when tab-separated, else CSV (commas or pipes). */
const merchantTableFormat = (delimiter: Delimiter): MerchantFormat => (delimiter === '\t' ? 'tsv' : 'csv');

/** The format of a Merchant feed from its first text (the networks' are told from their columns). */
export function detectFormat(head: string): FeedFormat {
  const container = detectContainer(head);
  if (container.kind === 'xml') return 'xml';
  if (container.kind === 'table') return merchantTableFormat(container.delimiter);
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

export async function* readFeed(bytes: AsyncIterable<Uint8Array>, options: ReadFeedOptions = {}): AsyncGenerator<RawItem> {
  const { head, rest } = await peekText(decodeText(bytes));
  if (head.trim() === '') throw new FeedError('the feed is empty');
  const onFormat = (format: FeedFormat) => options.onFormat?.(format);
  const given = options.format;
  if (given) {
    onFormat(given);
    yield* FORMAT_PARSERS[given](rest, head, onFormat);
    return;
  }
  const container = readableContainer(head);
  if (container.kind === 'xml') {
    yield* parseXmlFeed(rest, { onRoot: onFormat });
  } else if (container.kind === 'json') {
    yield* parseJsonFeed(rest, { onNetwork: onFormat });
  } else {
    yield* parseDelimitedFeed(rest, container.delimiter, { onNetwork: (network) => onFormat(network ?? merchantTableFormat(container.delimiter)) });
  }
}
