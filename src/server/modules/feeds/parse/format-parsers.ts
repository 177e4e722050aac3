/**
 * Each feed format's parser, for a feed said to be in it (by the vendor's settings or the caller).
 * Keyed by the registry's ids (shared/schemas/feed-formats.ts): a Merchant format listed there without
 * a parser here, or a network's without its dialect in networks.ts, does not compile.
 *
 * A network's format is read by its dialect from a table or a JSON answer, and CJ's also from its XML
 * answer; content in a container the format never comes in is refused rather than guessed at.
 */
import { NETWORK_FORMATS, type FeedFormat, type MerchantFormat, type NetworkFormat } from '@shared/schemas/feed-formats';
import { contradictedFormat, readableContainer } from './container';
import type { Delimiter } from './delimited';
import { parseDelimitedFeed } from './delimited-feed';
import { parseJsonFeed } from './json-feed';
import type { RawItem } from './raw-item';
import { parseXmlFeed } from './xml-feed';

/** Reads a feed's text (its first chunk in `head`), telling the format once the content confirms it. */
export type FormatParser = (text: AsyncIterable<string>, head: string, onFormat: (format: FeedFormat) => void) => AsyncGenerator<RawItem>;

type XmlAnswerParser = (text: AsyncIterable<string>, onFormat: (format: FeedFormat) => void) => AsyncGenerator<RawItem>;

/** Merchant's CSV or TSV when said so: read with that delimiter, as Merchant attributes, whatever the content looks like. */
function merchantTable(delimiter: Delimiter): FormatParser {
  return (text) => parseDelimitedFeed(text, delimiter, { merchantOnly: true });
}

const merchantXml: FormatParser = async function* (text, head, onFormat) {
  const container = readableContainer(head);
  if (container.kind !== 'xml') throw contradictedFormat(container, 'xml');
  yield* parseXmlFeed(text, { expect: 'xml', onRoot: onFormat });
};

const MERCHANT_PARSERS: Record<MerchantFormat, FormatParser> = { xml: merchantXml, tsv: merchantTable('\t'), csv: merchantTable(',') };

/** The networks whose API answers also come as XML: CJ's product search (`<cj-api>`), read by the XML parser. */
const XML_ANSWERS: Partial<Record<NetworkFormat, XmlAnswerParser>> = {
  cj: (text, onFormat) => parseXmlFeed(text, { expect: 'cj', onRoot: onFormat }),
};

function networkParser(format: NetworkFormat): FormatParser {
  return async function* (text, head, onFormat) {
    const container = readableContainer(head);
    if (container.kind === 'json') {
      yield* parseJsonFeed(text, { network: format, onNetwork: onFormat });
    } else if (container.kind === 'table') {
      // A table read in a given network's format is that network's (or refused for lacking its columns).
      yield* parseDelimitedFeed(text, container.delimiter, { network: format, onNetwork: (network) => onFormat(network ?? format) });
    } else {
      const xml = XML_ANSWERS[format];
      if (!xml) throw contradictedFormat(container, format);
      yield* xml(text, onFormat);
    }
  };
}

// Built from the registry's full list of network ids, so every key is present.
const NETWORK_PARSERS = Object.fromEntries(NETWORK_FORMATS.map((format) => [format, networkParser(format)])) as Record<NetworkFormat, FormatParser>;

export const FORMAT_PARSERS: Record<FeedFormat, FormatParser> = { ...MERCHANT_PARSERS, ...NETWORK_PARSERS };
