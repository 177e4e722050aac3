/**
 * Google Merchant Center XML feeds, streamed: RSS 2.0 (`<rss><channel><item>`) and Atom 1.0
 * (`<feed><entry>`), with the item attributes in the `g:` namespace (http://base.google.com/ns/1.0)
 * or, for title, link and description, in the host format's own elements.
 *
 * The parser holds one item at a time; items are handed on as each chunk of text is parsed, so a
 * feed of any size is read in flat memory. Well-formedness errors (a truncated file, a stray `&`)
 * stop the run with the line they are on.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { FeedError } from '../feed-error';
import { cj, columnKey } from './networks';
import { attributeName, emptyItem, FieldText, MAX_ITEM_CHARS, type RawItem } from './raw-item';

export const GOOGLE_NS = 'http://base.google.com/ns/1.0';
const ATOM_NS = 'http://www.w3.org/2005/Atom';
/** Elements read as item attributes: Google's, and RSS's / Atom's own (title, link, description). */
const FIELD_NAMESPACES = new Set(['', ATOM_NS, GOOGLE_NS]);

/** Atom spells some RSS attributes differently; `id` is Atom's entry URI, not the item id. */
const ATOM_NAMES: Record<string, string> = { summary: 'description', content: 'description', id: 'atom_id' };

interface OpenField {
  name: string;
  fromGoogle: boolean;
  text: FieldText;
}

const withoutPosition = (message: string) => message.replace(/^\d+:\d+: /, '');

export interface XmlFeedOptions {
  /** Told the format once the root shows it: Merchant's RSS or Atom, or CJ's product search answer. */
  onRoot?: (format: 'xml' | 'cj') => void;
  /** Only this format is accepted (a vendor set to CJ whose url answers an RSS feed is misconfigured). */
  expect?: 'xml' | 'cj';
}

/**
 * CJ's product search answer (`<cj-api><products><product><ad-id>…`) is read by the same parser:
 * each `<product>` is an item whose child elements are the columns of the CJ dialect (networks.ts).
 */
export async function* parseXmlFeed(text: AsyncIterable<string>, options: XmlFeedOptions = {}): AsyncGenerator<RawItem> {
  const parser = new SaxesParser({ xmlns: true, position: true, additionalNamespaces: { g: GOOGLE_NS } });
  const ready: RawItem[] = [];
  let depth = 0;
  let rootSeen = false;
  let item: RawItem | null = null;
  let itemDepth = -1;
  let field: OpenField | null = null;
  let shipping: Record<string, string> | null = null;
  let shippingField: OpenField | null = null;
  let charsInItem = 0;
  let isCj = false;

  const setField = (target: RawItem, open: OpenField) => {
    // The g: element wins over RSS's or Atom's own element of the same name.
    if (!open.fromGoogle && target.fields.has(open.name)) return;
    target.fields.set(open.name, open.text.toString());
    if (open.text.overlong) target.overlong.set(open.name, open.text.length);
    else target.overlong.delete(open.name);
  };

  parser.on('error', (err) => {
    // Until the root shows a feed, the document may be anything (a page, another service's answer):
    // its content, names included, is not repeated in the run's report.
    if (!rootSeen) throw new FeedError('not a product feed: the document is not well-formed XML', parser.line);
    throw new FeedError(`the XML is not well-formed: ${withoutPosition(err.message)}`, parser.line);
  });

  parser.on('opentag', (tag: SaxesTagNS) => {
    depth++;
    if (!rootSeen) {
      rootSeen = true;
      const isRss = tag.local === 'rss' && tag.uri === '';
      const isAtom = tag.local === 'feed' && tag.uri === ATOM_NS;
      isCj = tag.local === 'cj-api' && tag.uri === '';
      if (!isRss && !isAtom && !isCj) {
        // The document's own root name is not quoted: it is not a feed, and its content stays out of the report.
        throw new FeedError('not a product feed: the root element is not <rss> (RSS 2.0), <feed> (Atom) or <cj-api> (CJ)', parser.line);
      }
      if (options.expect === 'cj' && !isCj) throw new FeedError('not a CJ product search answer: the root element is not <cj-api>', parser.line);
      if (options.expect === 'xml' && isCj) throw new FeedError('a CJ product search answer, not a Merchant feed: set the format to CJ or auto', parser.line);
      options.onRoot?.(isCj ? 'cj' : 'xml');
      return;
    }
    if (!item) {
      if (isCj ? tag.local === 'product' : (tag.local === 'item' && tag.uri === '') || (tag.local === 'entry' && tag.uri === ATOM_NS)) {
        item = emptyItem(parser.line);
        itemDepth = depth;
        charsInItem = 0;
      }
      return;
    }
    if (depth === itemDepth + 1) {
      if (!FIELD_NAMESPACES.has(tag.uri)) return; // another namespace's extension: unknown, ignored
      const fromGoogle = tag.uri === GOOGLE_NS;
      if (isCj) {
        field = { name: columnKey(tag.local), fromGoogle: false, text: new FieldText() };
        return;
      }
      const local = attributeName(tag.local);
      // Own keys only: an element named "constructor" must not find Object.prototype's members.
      const name = tag.uri === ATOM_NS && Object.hasOwn(ATOM_NAMES, local) ? ATOM_NAMES[local]! : local;
      if (name === 'shipping') {
        shipping = {};
        return;
      }
      if (name === 'link' && tag.uri === ATOM_NS) {
        // Atom: <link rel="alternate" href="..."/>; other relations (self, edit) are not the product page.
        const rel = tag.attributes.rel?.value ?? 'alternate';
        const href = tag.attributes.href?.value;
        if (rel !== 'alternate' || !href) return;
        field = { name, fromGoogle, text: new FieldText() };
        field.text.append(href);
        return;
      }
      field = { name, fromGoogle, text: new FieldText() };
      return;
    }
    if (depth === itemDepth + 2 && shipping) {
      shippingField = { name: attributeName(tag.local), fromGoogle: true, text: new FieldText() };
    }
  });

  const onText = (value: string) => {
    if (shippingField) shippingField.text.append(value);
    else if (field) field.text.append(value);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  parser.on('closetag', () => {
    if (item) {
      if (depth === itemDepth) {
        ready.push(isCj ? cj.toItem(item.fields, item.line) : item);
        item = null;
        itemDepth = -1;
      } else if (depth === itemDepth + 1) {
        if (field) setField(item, field);
        if (shipping) item.shipping.push(shipping);
        field = null;
        shipping = null;
      } else if (depth === itemDepth + 2 && shipping && shippingField) {
        shipping[shippingField.name] = shippingField.text.toString();
        shippingField = null;
      }
    }
    depth--;
  });

  for await (const chunk of text) {
    if (item) {
      charsInItem += chunk.length;
      if (charsInItem > MAX_ITEM_CHARS) {
        throw new FeedError(
          `the item starting here is larger than ${MAX_ITEM_CHARS / 1024 / 1024} MB (an unclosed tag or an unescaped "&"?)`,
          (item as RawItem).line,
        );
      }
    }
    parser.write(chunk);
    if (ready.length) yield* ready.splice(0);
  }
  if (!rootSeen) throw new FeedError('the feed is empty');
  try {
    parser.close();
  } catch (err) {
    if (err instanceof FeedError) {
      const detail = err.message.replace(/^line \d+: the XML is not well-formed: /, '');
      throw new FeedError(`the XML ends early: ${detail} (a truncated file, or an unescaped "&" before this?)`, parser.line);
    }
    throw err;
  }
  yield* ready.splice(0);
}
