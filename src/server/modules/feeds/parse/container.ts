/**
 * The container a feed's first text shows — markup, JSON, or a table and its delimiter — before any
 * format's parser reads it.
 */
import { networksSending } from '@shared/schemas/feed-formats';
import { FeedError } from '../feed-error';
import type { Delimiter } from './delimited';

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
    `unrecognized feed format: expected Google Merchant Center XML, TSV/CSV with a header row, an affiliate network's feed (${networksSending('feed')}) or API answer (${networksSending('answer')})`,
    1,
  );
}

/** The container of a feed that may be read: an error page served with status 200 (the usual "feed" of a broken export url) is refused. */
export function readableContainer(head: string): Container {
  const container = detectContainer(head);
  if (container.kind === 'xml' && /^[\s\uFEFF]*(<\?xml[^>]*>\s*)?(<!doctype html|<html)/i.test(head)) {
    throw new FeedError('not a product feed: the document is an HTML page', 1);
  }
  return container;
}

const CONTAINER_WORDS: Record<Container['kind'], string> = { xml: 'XML', json: 'JSON', table: 'a table' };

/** A vendor's format the content contradicts: "the feed is XML, not AWIN". */
export function contradictedFormat(container: Container, format: string): FeedError {
  return new FeedError(`the feed is ${CONTAINER_WORDS[container.kind]}, not ${format.toUpperCase()}: set the vendor's format to auto`, 1);
}
