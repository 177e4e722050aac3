/**
 * The product feed formats Pitlane reads, once: their ids (stored on a vendor and a run, accepted by
 * the API's enum and the command line's --format), what the console and the command line show, and
 * how a network's format is recognized. The server's parsers are a record keyed by these ids, so a
 * format listed here without a parser does not compile; the console's choices, the command line's
 * usage, the parsers' messages and the vendor simulator's feeds are all read from this list.
 *
 * Google Merchant Center's own formats come first; an affiliate network's format is recognized from
 * its columns (a table's header, an API answer's item keys), each network asked in this order. A table
 * no network claims is Merchant's (TSV when tab-separated, else CSV); markup is Merchant's RSS or
 * Atom unless its root is CJ's.
 */

/** A column name as a network's detection compares it: lower case, letters and digits only ("AW Deep Link" → "awdeeplink"). */
export type ColumnKeys = ReadonlySet<string>;

interface FormatSpecBase {
  id: string;
  /** What the console's vendor form offers it as. */
  label: string;
  /** One line on what the format is. */
  description: string;
}

/** One of Google Merchant Center's formats: told from the content's container (markup, a table's delimiter). */
export interface MerchantFormatSpec extends FormatSpecBase {
  family: 'merchant';
}

/** An affiliate network's format, mapped onto Merchant's attributes by its dialect. */
export interface NetworkFormatSpec extends FormatSpecBase {
  family: 'network';
  /** How the parsers' messages name the network ("not an Awin feed"). */
  name: string;
  article: 'a' | 'an';
  /** What the network sends, as named in the hint for content in no known format: a feed (a table), an API answer. */
  sends: { feed?: string; answer?: string };
  /** Whether records with these column keys are in this network's format. */
  detect(columns: ColumnKeys): boolean;
}

export type FeedFormatSpec = MerchantFormatSpec | NetworkFormatSpec;

/** The formats, in detection order. */
export const FEED_FORMAT_SPECS = [
  {
    id: 'xml',
    family: 'merchant',
    label: 'Google Merchant XML',
    description: 'Google Merchant Center RSS 2.0 or Atom 1.0, attributes in the g: namespace',
  },
  {
    id: 'tsv',
    family: 'merchant',
    label: 'Google Merchant TSV',
    description: 'Google Merchant Center tab-separated text: a header row of attribute names, one item per row',
  },
  {
    id: 'csv',
    family: 'merchant',
    label: 'CSV (Merchant attributes)',
    description: 'comma- (or pipe-) separated table with a header row of Merchant attribute names',
  },
  {
    id: 'awin',
    family: 'network',
    label: 'Awin',
    name: 'Awin',
    article: 'an',
    sends: { feed: 'Awin' },
    description: 'Awin product feed: CSV or TSV, often gzip-compressed',
    detect: (columns) => columns.has('awproductid') || columns.has('awdeeplink'),
  },
  {
    id: 'avantlink',
    family: 'network',
    label: 'AvantLink',
    name: 'AvantLink',
    article: 'an',
    sends: { feed: 'AvantLink', answer: 'AvantLink' },
    description: 'AvantLink datafeed (pipe- or tab-separated) or ProductSearch answer (JSON)',
    detect: (columns) => columns.has('strproductsku') || columns.has('strbuyurl') || (columns.has('buylink') && columns.has('sku')),
  },
  {
    id: 'cj',
    family: 'network',
    label: 'CJ',
    name: 'CJ',
    article: 'a',
    sends: { feed: 'CJ', answer: 'CJ' },
    description: 'CJ product feed (CSV) or product search answer (XML or JSON)',
    detect: (columns) =>
      columns.has('buyurl') && ['adid', 'manufacturername', 'manufacturersku', 'advertiserid', 'programname', 'catalogid'].some((c) => columns.has(c)),
  },
  {
    id: 'ebay',
    family: 'network',
    label: 'eBay Browse answer',
    name: 'eBay',
    article: 'an',
    sends: { answer: 'eBay Browse' },
    description: 'eBay Browse API item_summary/search answer (JSON)',
    detect: (columns) => columns.has('itemid') && (columns.has('itemweburl') || columns.has('itemaffiliateweburl')),
  },
] as const satisfies readonly FeedFormatSpec[];

type Spec = (typeof FEED_FORMAT_SPECS)[number];
export type FeedFormat = Spec['id'];
export type NetworkFormat = Extract<Spec, { family: 'network' }>['id'];
export type MerchantFormat = Extract<Spec, { family: 'merchant' }>['id'];

const isNetworkSpec = (spec: Spec): spec is Extract<Spec, { family: 'network' }> => spec.family === 'network';
const isMerchantSpec = (spec: Spec): spec is Extract<Spec, { family: 'merchant' }> => spec.family === 'merchant';

export const FEED_FORMATS: readonly FeedFormat[] = FEED_FORMAT_SPECS.map((spec) => spec.id);
/** The affiliate networks' formats, in detection order. */
export const NETWORK_FORMATS: readonly NetworkFormat[] = FEED_FORMAT_SPECS.filter(isNetworkSpec).map((spec) => spec.id);
export const MERCHANT_FORMATS: readonly MerchantFormat[] = FEED_FORMAT_SPECS.filter(isMerchantSpec).map((spec) => spec.id);
/** The networks' entries, in detection order. */
export const NETWORK_FORMAT_SPECS: readonly (NetworkFormatSpec & { id: NetworkFormat })[] = FEED_FORMAT_SPECS.filter(isNetworkSpec);

export function networkFormatSpec(format: NetworkFormat): NetworkFormatSpec {
  return NETWORK_FORMAT_SPECS.find((spec) => spec.id === format)!;
}

/** "an Awin", "a CJ": the network as the parsers' messages name it. */
export function networkWithArticle(format: NetworkFormat): string {
  const spec = networkFormatSpec(format);
  return `${spec.article} ${spec.name}`;
}

/** The networks' names for what they send of one kind, in detection order: "Awin, AvantLink, CJ". */
export function networksSending(kind: keyof NetworkFormatSpec['sends']): string {
  return NETWORK_FORMAT_SPECS.flatMap((spec) => spec.sends[kind] ?? []).join(', ');
}
