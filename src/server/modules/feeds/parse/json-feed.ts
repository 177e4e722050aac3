/**
 * The networks' API answers in JSON: an eBay Browse `item_summary/search` answer
 * (`{itemSummaries: [...]}`), an AvantLink ProductSearch answer (a list of products), or a CJ
 * product search answer in JSON (`{data: {products: {resultList: [...]}}}`). Such answers are pages
 * of at most a few hundred items, so the text is parsed whole — within MAX_JSON_CHARS; large
 * catalogs come as the networks' CSV/TSV feeds, which stream.
 *
 * A rejected item's "line" is its position in the answer's list (1-based): JSON gives no lines.
 */
import { networksSending, networkWithArticle, type NetworkFormat } from '@shared/schemas/feed-formats';
import { FeedError } from '../feed-error';
import { detectNetwork, flattenJson, missingColumns, NETWORK_DIALECTS, type NetworkDialect } from './networks';
import type { RawItem } from './raw-item';

/** Largest JSON answer read (characters): an API page, not a catalog. */
export const MAX_JSON_CHARS = 64 * 1024 * 1024;

/** Where an answer keeps its list of items. */
function itemsOf(json: unknown): unknown[] | null {
  if (Array.isArray(json)) return json;
  if (json === null || typeof json !== 'object') return null;
  const object = json as Record<string, unknown>;
  for (const name of ['itemSummaries', 'products', 'items', 'Products']) if (Array.isArray(object[name])) return object[name] as unknown[];
  const data = object.data as Record<string, unknown> | undefined;
  const products = data?.products as Record<string, unknown> | undefined;
  if (Array.isArray(products?.resultList)) return products.resultList as unknown[];
  // eBay answers a search that found nothing without the list.
  if ('total' in object && ('href' in object || 'limit' in object)) return [];
  return null;
}

function lineOf(text: string, message: string): number {
  const position = Number(/position (\d+)/.exec(message)?.[1]);
  if (!Number.isFinite(position)) return 1;
  let line = 1;
  for (let i = 0; i < position && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

export interface JsonFeedOptions {
  network?: NetworkFormat;
  onNetwork?: (network: NetworkFormat) => void;
}

export async function* parseJsonFeed(text: AsyncIterable<string>, options: JsonFeedOptions = {}): AsyncGenerator<RawItem> {
  let whole = '';
  for await (const chunk of text) {
    whole += chunk;
    if (whole.length > MAX_JSON_CHARS) {
      throw new FeedError(`the JSON answer is larger than ${MAX_JSON_CHARS / 1024 / 1024} MB: ask the network for its CSV/TSV feed instead`);
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(whole);
  } catch (err) {
    // The document's content is not quoted: until it proves to be an answer, it may be anything.
    throw new FeedError('not a product feed: the document is not well-formed JSON', lineOf(whole, (err as Error).message));
  }
  const items = itemsOf(json);
  if (!items) throw new FeedError('not a product feed: the JSON has no list of items (itemSummaries, products or a top-level list)', 1);
  if (items.length === 0) throw new FeedError('the feed is empty');

  const records = items.map((entry) => flattenJson(entry));
  const columns = new Set<string>();
  for (const record of records.slice(0, 20)) for (const key of record.keys()) columns.add(key);
  const network: NetworkDialect | null = options.network ? NETWORK_DIALECTS[options.network] : detectNetwork(columns);
  if (!network) throw new FeedError(`not a product feed: the JSON items are not in a format Pitlane knows (${networksSending('answer')})`, 1);
  const missing = missingColumns(network, columns);
  if (missing) throw new FeedError(`not ${networkWithArticle(network.format)} answer: its items have no ${missing}`, 1);
  options.onNetwork?.(network.format);
  for (const [index, record] of records.entries()) yield network.toItem(record, index + 1);
}
