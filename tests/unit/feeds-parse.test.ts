import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FeedError } from '../../src/server/modules/feeds/feed-error';
import { decodeText, detectEncoding } from '../../src/server/modules/feeds/parse/decode';
import { DelimitedReader, type DelimitedRecord } from '../../src/server/modules/feeds/parse/delimited';
import { MAX_FIELD_CHARS, type RawItem } from '../../src/server/modules/feeds/parse/raw-item';
import { detectFormat, readFeed } from '../../src/server/modules/feeds/parse/read-feed';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../fixtures/feeds', name));

/** The bytes in chunks of `size` (1 = every byte on its own: records and characters split anywhere). */
async function* chunks(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function readAll(bytes: Uint8Array | string, size = 64 * 1024, format?: 'xml' | 'tsv' | 'csv'): Promise<RawItem[]> {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  const items: RawItem[] = [];
  for await (const item of readFeed(chunks(buffer, size), { format })) items.push(item);
  return items;
}

async function failure(work: Promise<unknown>): Promise<FeedError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FeedError);
  return err as FeedError;
}

const fields = (item: RawItem) => Object.fromEntries(item.fields);

describe('Google Merchant XML (RSS 2.0)', () => {
  it('reads every item with g: and RSS attributes, shipping entries and line numbers', async () => {
    const items = await readAll(fixture('merchant-rss.xml'));
    expect(items.map((i) => i.fields.get('id'))).toEqual(['PL-1001', 'PL-1002', 'PL-1003', 'PL-1004', 'PL-1005', 'PL-1006', 'PL-1007']);
    const first = items[0]!;
    expect(first.line).toBe(9);
    expect(fields(first)).toMatchObject({
      title: 'MANN-FILTER HU 816 X Oil Filter',
      description: 'Genuine quality oil filter <b>with gasket</b> & O-rings.',
      link: 'https://autohaus-parts.example/p/hu816x',
      image_link: 'https://autohaus-parts.example/img/hu816x.jpg',
      price: '12.99 USD',
      availability: 'in_stock',
      condition: 'new',
      brand: 'MANN-FILTER',
      gtin: '4006381333931',
      mpn: 'HU816X',
      product_type: 'Auto Parts > Engine > Oil Filters',
      color: 'black',
    });
    // Another namespace's extension is not a Merchant Center attribute.
    expect(first.fields.has('warehouse_bin')).toBe(false);
    expect(first.shipping).toEqual([
      { country: 'US', service: 'Standard', price: '4.95 USD', min_handling_time: '0', max_handling_time: '1', min_transit_time: '2', max_transit_time: '5' },
      { country: 'US', service: 'Next Day Air', price: '24.95 USD' },
      { country: 'CA', service: 'Standard', price: '9.99 CAD' },
    ]);
    expect(fields(items[1]!)).toMatchObject({ title: 'Brembo Front Brake Pad Set', custom_label_0: '34 11 6 794 917, clearance' });
  });

  it('gives the same items whatever the chunk boundaries', async () => {
    const whole = await readAll(fixture('merchant-rss.xml'));
    const byteByByte = await readAll(fixture('merchant-rss.xml'), 1);
    expect(byteByByte).toEqual(whole);
  });

  it('accepts an undeclared g: prefix', async () => {
    const items = await readAll('<rss version="2.0"><channel><item><g:id>A</g:id><g:price>1.00 USD</g:price></item></channel></rss>');
    expect(fields(items[0]!)).toEqual({ id: 'A', price: '1.00 USD' });
  });

  it('keeps only the first 64 KiB of a huge value but counts its full length', async () => {
    const title = 'x'.repeat(10 * 1024 * 1024);
    const items = await readAll(`<rss><channel><item><g:id>BIG</g:id><title>${title}</title></item></channel></rss>`);
    expect(items[0]!.fields.get('title')).toHaveLength(MAX_FIELD_CHARS);
    expect(items[0]!.overlong.get('title')).toBe(10 * 1024 * 1024);
  });
});

describe('Google Merchant XML (Atom)', () => {
  it('reads entries: g:id over the Atom id, the alternate link, summary as description', async () => {
    const items = await readAll(fixture('merchant-atom.xml'));
    expect(items).toHaveLength(2);
    expect(fields(items[0]!)).toMatchObject({
      id: 'AT-1',
      atom_id: 'tag:autohaus-parts.example,2026:AT-1',
      title: 'MANN-FILTER HU 816 X Oil Filter',
      link: 'https://autohaus-parts.example/p/at-1',
      description: 'Oil filter with gasket.',
      price: '11.75 USD',
      mpn: 'HU816X',
    });
    expect(items[0]!.shipping).toEqual([{ country: 'US', service: 'Ground', price: '5.00 USD', min_transit_time: '3', max_transit_time: '4' }]);
    expect(fields(items[1]!)).toMatchObject({ id: 'AT-2', link: 'https://autohaus-parts.example/p/at-2' });
  });
});

describe('broken XML stops the run with the line', () => {
  it('a truncated file', async () => {
    const text = fixture('merchant-rss.xml').toString('utf8');
    const cut = text.slice(0, text.indexOf('<g:id>PL-1004'));
    const err = await failure(readAll(cut));
    expect(err.message).toMatch(/the XML ends early: unclosed tag: item \(a truncated file/);
    expect(err.line).toBeGreaterThan(50);
  });

  it('an entity XML does not define, and a stray ampersand', async () => {
    const err = await failure(readAll('<rss>\n<channel>\n<item><title>Nuts&nbsp;bolts</title></item></channel></rss>'));
    expect(err.message).toBe('line 3: the XML is not well-formed: undefined entity.');
    const stray = await failure(readAll('<rss>\n<channel>\n<item><title>Nuts & bolts</title></item></channel></rss>'));
    expect(stray.message).toMatch(/the XML ends early: .*unescaped "&"/);
  });

  it('a runaway item (an ampersand that swallows the rest of a large feed) stops at 32 MB', async () => {
    const filler = '<title>x</title>'.repeat(3 * 1024 * 1024);
    const err = await failure(readAll(`<rss><channel>\n<item><g:id>A</g:id><title>a & b</title>${filler}</item></channel></rss>`));
    expect(err.message).toMatch(/^line 2: the item starting here is larger than 32 MB/);
  });

  it('a document that is not a feed (an HTML error page)', async () => {
    const err = await failure(readAll('<html><body>Down for maintenance</body></html>'));
    expect(err.message).toMatch(/not a product feed: the document is an HTML page/);
  });

  it('an XML document that is not a feed: its root name and content stay out of the message', async () => {
    const other = await failure(readAll('<?xml version="1.0"?>\n<internalSecrets><key>s3cr3t</key></internalSecrets>'));
    expect(other.message).toBe('line 2: not a product feed: the root element is not <rss> (RSS 2.0), <feed> (Atom) or <cj-api> (CJ)');
    const broken = await failure(readAll('<?xml version="1.0"?>\nleaked-token-123 <x/>'));
    expect(broken.message).toBe('line 2: not a product feed: the document is not well-formed XML');
    for (const message of [other.message, broken.message]) expect(message).not.toMatch(/internalSecrets|s3cr3t|leaked-token/);
  });

  it('an empty file', async () => {
    expect((await failure(readAll(''))).message).toMatch(/the feed is empty/);
    expect((await failure(readAll('   \n  '))).message).toMatch(/the feed is empty/);
  });
});

describe('TSV and CSV', () => {
  it('reads a TSV with Google attribute names and the short shipping form', async () => {
    const items = await readAll(fixture('merchant.tsv'));
    expect(items).toHaveLength(3);
    expect(items[0]!.line).toBe(2);
    expect(fields(items[0]!)).toMatchObject({ id: 'TS-1', price: '13.10 USD', gtin: '4006381333931', color: 'black' });
    expect(items[0]!.shipping).toEqual([
      { country: 'US', service: 'Standard', price: '4.95 USD', min_handling_time: '0', max_handling_time: '1', min_transit_time: '2', max_transit_time: '5' },
      { country: 'US', service: 'Overnight', price: '29.00 USD' },
    ]);
    expect(fields(items[1]!)).toMatchObject({ id: 'TS-2', custom_label_0: '34116794917', sale_price: '80.00 USD' });
  });

  it('reads a CSV with quoted values, doubled quotes, line breaks and a named shipping order', async () => {
    const items = await readAll(fixture('merchant.csv'));
    expect(items.map((i) => i.line)).toEqual([2, 4]);
    expect(fields(items[0]!)).toMatchObject({
      id: 'CS-1',
      title: 'MANN-FILTER HU 816 X Oil Filter, 1 pc',
      description: 'Filter with "premium" gasket\nand two O-rings',
      price: '1,012.50 USD',
      unknown_column: 'ignored',
    });
    expect(items[0]!.shipping).toEqual([
      { country: 'US', service: 'Same Day Courier', price: '15.00 USD', min_transit_time: '0', max_transit_time: '0' },
      { country: 'US', service: 'Ground', price: '0.00 USD', min_transit_time: '3', max_transit_time: '6' },
    ]);
    expect(fields(items[1]!)).toMatchObject({ id: 'CS-2', custom_label_1: 'P06038; 34 11 6 794 917' });
  });

  it('gives the same records whatever the chunk boundaries (CRLF included)', async () => {
    const crlf = fixture('merchant.csv').toString('utf8').replace(/\n/g, '\r\n');
    expect(await readAll(crlf, 1)).toEqual(await readAll(crlf));
    expect((await readAll(crlf)).map((i) => i.line)).toEqual([2, 4]);
  });

  it('marks a row with more columns than the header', async () => {
    const items = await readAll(fixture('bad-rows.tsv'));
    expect(items.find((i) => i.fields.get('id') === 'BR-6')!.problem).toMatch(/7 columns but the header has 6/);
  });

  it('refuses a first line that is not a header, and an unclosed quote', async () => {
    expect((await failure(readAll('A-1,Oil filter,12.00 USD\n'))).message).toMatch(/line 1: the first line is not a header .* no "id" column/);
    const err = await failure(readAll('id,title,link,price,availability\nA,"never closed\nB,x\n'));
    expect(err.message).toMatch(/line 2: a quoted field is never closed/);
  });

  it('refuses a table without the columns every item needs, quoting none of its content', async () => {
    const err = await failure(readAll('id,name,password\n1,admin,hunter2-secret\n'));
    expect(err.message).toBe('line 1: not a product feed: the header has no title, link, price, availability column (a feed needs id, title, link, price, availability)');
    expect(err.message).not.toMatch(/name|password|admin|hunter2/);
  });
});

describe('DelimitedReader', () => {
  const parse = (text: string, delimiter: '\t' | ',' = ',') => {
    const records: DelimitedRecord[] = [];
    const reader = new DelimitedReader(delimiter, (r) => records.push(r));
    reader.push(text);
    reader.end();
    return records.map((r) => [r.line, ...r.fields.map(String)]);
  };

  it('handles empty fields, a missing final line end, blank lines and CR-only line ends', () => {
    expect(parse('a,,c\n\nd,e')).toEqual([
      [1, 'a', '', 'c'],
      [3, 'd', 'e'],
    ]);
    expect(parse('a\rb\r\nc')).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
    ]);
  });

  it('keeps a quote inside an unquoted value and text after a closing quote', () => {
    expect(parse('12" wheel,"a"b')).toEqual([[1, '12" wheel', 'a"b']]);
  });
});

describe('encodings', () => {
  const latin1Feed = Buffer.concat([
    Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?>\n<rss><channel><item><g:id>L1</g:id><title>Bremsbel'),
    Buffer.from([0xe4]), // "ä" in Latin-1
    Buffer.from('ge</title></item></channel></rss>'),
  ]);

  it('decodes a feed that declares ISO-8859-1', async () => {
    const items = await readAll(latin1Feed);
    expect(items[0]!.fields.get('title')).toBe('Bremsbeläge');
  });

  it('refuses Latin-1 bytes in a feed that claims (or defaults to) UTF-8, naming the line', async () => {
    const mislabeled = Buffer.from(latin1Feed.toString('latin1').replace('ISO-8859-1', 'UTF-8'), 'latin1');
    const err = await failure(readAll(mislabeled));
    expect(err.message).toBe('line 2: the feed is not valid UTF-8: save it as UTF-8 or declare its encoding');
    const tsv = Buffer.concat([Buffer.from('id\ttitle\nA\tok\nB\tBremsbel'), Buffer.from([0xe4]), Buffer.from('ge\n')]);
    expect((await failure(readAll(tsv, 5))).message).toMatch(/^line 3: the feed is not valid UTF-8/);
  });

  it('reads UTF-8 and UTF-16 with a byte order mark', async () => {
    const text = 'id\ttitle\tlink\tprice\tavailability\nA\tBremsbeläge\n';
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect((await readAll(utf8))[0]!.fields.get('title')).toBe('Bremsbeläge');
    expect((await readAll(utf16, 3))[0]!.fields.get('title')).toBe('Bremsbeläge');
  });

  it('refuses UTF-16 without a byte order mark and unsupported declared encodings', async () => {
    expect(() => detectEncoding(Buffer.from('id\ttitle\n', 'utf16le'))).toThrow(/UTF-16 without a byte order mark/);
    expect(() => detectEncoding(Buffer.from('<?xml version="1.0" encoding="Shift_JIS"?><rss/>'))).toThrow(
      /^line 1: the feed declares an encoding other than UTF-8, UTF-16 or ISO-8859-1; use UTF-8$/,
    );
  });

  it('decodes characters split across chunks', async () => {
    const parts: string[] = [];
    for await (const text of decodeText(chunks(Buffer.from('Bremsbeläge ✓'), 1))) parts.push(text);
    expect(parts.join('')).toBe('Bremsbeläge ✓');
  });
});

describe('format detection', () => {
  it('recognizes XML, TSV and CSV from the first text', () => {
    expect(detectFormat('\n  <?xml version="1.0"?>')).toBe('xml');
    expect(detectFormat('id\ttitle\tprice\n')).toBe('tsv');
    expect(detectFormat('id,title,price\r\n')).toBe('csv');
    expect(() => detectFormat('just some words\n')).toThrow(/unrecognized feed format/);
  });
});
