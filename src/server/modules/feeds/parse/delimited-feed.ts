/**
 * Google Merchant Center TSV and CSV feeds: a header row of attribute names, one item per row.
 * Header names are matched loosely ("Image Link", "g:image_link", "image_link"); columns Pitlane does
 * not know are ignored. Shipping follows Google's text form, "country:region:service:price", several
 * entries separated by commas; a header such as `shipping(country:service:price:min_transit_time)`
 * names the parts and their order.
 */
import { networkWithArticle, type NetworkFormat } from '@shared/schemas/feed-formats';
import { FeedError } from '../feed-error';
import { DelimitedReader, type DelimitedRecord, type Delimiter } from './delimited';
import { columnKey, detectNetwork, missingColumns, NETWORK_DIALECTS, type NetworkDialect } from './networks';
import { attributeName, emptyItem, type RawItem } from './raw-item';

const DEFAULT_SHIPPING_PARTS = [
  'country',
  'region',
  'service',
  'price',
  'min_handling_time',
  'max_handling_time',
  'min_transit_time',
  'max_transit_time',
];

interface Column {
  name: string;
  /** For a shipping column: the sub-attributes of each colon-separated entry, in order. */
  shippingParts?: string[];
}

/** The attributes every usable item has (see map/map-item.ts). */
const REQUIRED_COLUMNS = ['id', 'title', 'link', 'price', 'availability'] as const;

export function parseHeader(record: DelimitedRecord): Column[] {
  const columns = record.fields.map((field): Column => {
    const raw = field.toString().replace(/^\uFEFF/, '');
    const grouped = /^\s*([^()]+?)\s*\(([^)]*)\)\s*$/.exec(raw);
    const name = attributeName(grouped ? grouped[1]! : raw);
    if (name !== 'shipping') return { name };
    const parts = grouped ? grouped[2]!.split(':').map(attributeName) : DEFAULT_SHIPPING_PARTS;
    return { name, shippingParts: parts };
  });
  if (!columns.some((c) => c.name === 'id')) {
    throw new FeedError(
      'the first line is not a header of Google Merchant Center attributes: it has no "id" column (expected id, title, link, price...)',
      record.line,
    );
  }
  // Without these no row can be used; a table lacking them is not a product feed, and none of its
  // values are quoted in rejections.
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.some((c) => c.name === name));
  if (missing.length > 0) {
    throw new FeedError(`not a product feed: the header has no ${missing.join(', ')} column (a feed needs ${REQUIRED_COLUMNS.join(', ')})`, record.line);
  }
  return columns;
}

function shippingEntries(value: string, parts: string[]): Record<string, string>[] {
  return value
    .split(',')
    .filter((entry) => entry.trim() !== '')
    .map((entry) => {
      const values = entry.split(':');
      const shipping: Record<string, string> = {};
      parts.forEach((part, index) => {
        const text = values[index]?.trim();
        if (text) shipping[part] = text;
      });
      return shipping;
    });
}

export function toRawItem(columns: Column[], record: DelimitedRecord): RawItem {
  const item = emptyItem(record.line);
  if (record.fields.length > columns.length) {
    item.problem = `the row has ${record.fields.length} columns but the header has ${columns.length} (an unquoted delimiter in a value?)`;
  }
  columns.forEach((column, index) => {
    const field = record.fields[index];
    if (!field || field.length === 0) return;
    if (column.shippingParts) {
      item.shipping.push(...shippingEntries(field.toString(), column.shippingParts));
      return;
    }
    if (item.fields.has(column.name)) return;
    item.fields.set(column.name, field.toString());
    if (field.overlong) item.overlong.set(column.name, field.length);
  });
  return item;
}

/** A network's table: the columns it reads, by position, and the dialect that makes items of them. */
interface NetworkTable {
  network: NetworkDialect;
  /** Per column: its key when the dialect reads it, else null. */
  keys: (string | null)[];
}

function networkTable(record: DelimitedRecord, forced: NetworkDialect | null): NetworkTable | null {
  const all = record.fields.map((field) => columnKey(field.toString().replace(/^\uFEFF/, '')));
  const present = new Set(all);
  const network = forced ?? detectNetwork(present);
  if (!network) return null;
  const missing = missingColumns(network, present);
  if (missing) {
    throw new FeedError(`not ${networkWithArticle(network.format)} feed: the header has no ${missing} column`, record.line);
  }
  const everything = network.columns.size === 0;
  return { network, keys: all.map((key) => (everything || network.columns.has(key) ? key : null)) };
}

function networkItem(table: NetworkTable, record: DelimitedRecord): RawItem {
  const values = new Map<string, string>();
  table.keys.forEach((key, index) => {
    const field = record.fields[index];
    if (key !== null && field && field.length > 0 && !values.has(key)) values.set(key, field.toString());
  });
  const item = table.network.toItem(values, record.line);
  if (record.fields.length > table.keys.length) {
    item.problem = `the row has ${record.fields.length} columns but the header has ${table.keys.length} (an unquoted delimiter in a value?)`;
  }
  return item;
}

export interface DelimitedFeedOptions {
  /** A network's format, when the vendor says so; else recognized from the header (Merchant when none). */
  network?: NetworkFormat;
  /** Told the format once the header shows it. */
  onNetwork?: (network: NetworkFormat | null) => void;
  /** Read as Merchant attributes whatever the columns (the vendor or the caller said CSV/TSV). */
  merchantOnly?: boolean;
}

export async function* parseDelimitedFeed(text: AsyncIterable<string>, delimiter: Delimiter, options: DelimitedFeedOptions = {}): AsyncGenerator<RawItem> {
  let columns: Column[] | null = null;
  let table: NetworkTable | null = null;
  let started = false;
  const ready: RawItem[] = [];
  const reader = new DelimitedReader(delimiter, (record) => {
    if (!started) {
      started = true;
      table = options.merchantOnly ? null : networkTable(record, options.network ? NETWORK_DIALECTS[options.network] : null);
      options.onNetwork?.(table ? (table as NetworkTable).network.format : null);
      if (!table) columns = parseHeader(record);
    } else if (table) ready.push(networkItem(table, record));
    else ready.push(toRawItem(columns!, record));
  });
  for await (const chunk of text) {
    reader.push(chunk);
    if (ready.length) yield* ready.splice(0);
  }
  reader.end();
  if (!started) throw new FeedError('the feed is empty');
  yield* ready.splice(0);
}
