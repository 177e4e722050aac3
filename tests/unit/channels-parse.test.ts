/**
 * The affiliate networks' formats, from a recorded-shape fixture each: recognized from the content,
 * every field we read mapped, bad rows rejected with their line (their position, for JSON answers).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FeedFormat } from '../../src/shared/schemas/feeds';
import { FeedError } from '../../src/server/modules/feeds/feed-error';
import type { FeedOffer, MappedItem } from '../../src/server/modules/feeds/map/feed-offer';
import { mapItem } from '../../src/server/modules/feeds/map/map-item';
import { ebayCondition } from '../../src/server/modules/feeds/parse/networks';
import { readFeed } from '../../src/server/modules/feeds/parse/read-feed';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../fixtures/channels', name));

async function* chunks(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function read(bytes: Uint8Array | string, options: { format?: FeedFormat; size?: number } = {}) {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  let format: FeedFormat | null = null;
  const mapped: MappedItem[] = [];
  for await (const raw of readFeed(chunks(buffer, options.size ?? 64 * 1024), { format: options.format, onFormat: (f) => (format = f) })) {
    mapped.push(mapItem(raw, { shippingPolicy: null, now: Date.parse('2026-11-26T12:00:00Z') }));
  }
  const offers = new Map<string, FeedOffer>();
  for (const m of mapped) if (m.ok) offers.set(m.offer.vendorSku, m.offer);
  const rejected = mapped.flatMap((m) => (m.ok ? [] : [{ line: m.line, itemId: m.itemId, reason: m.reason }]));
  return { format: format as FeedFormat | null, offers, rejected };
}

async function failure(work: Promise<unknown>): Promise<FeedError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FeedError);
  return err as FeedError;
}

describe('Awin product feed (CSV)', () => {
  it('is recognized from its columns and every field we read is mapped', async () => {
    // Small chunks: records split anywhere still parse the same.
    const { format, offers, rejected } = await read(fixture('awin.csv'), { size: 7 });
    expect(format).toBe('awin');
    const filter = offers.get('EU-HU816X')!;
    expect(filter).toMatchObject({
      line: 2,
      partName: 'Mann-Filter Oil Filter HU 816 X, BMW N54/N55',
      productUrl: 'https://www.eurotuned.example/p/hu816x',
      trackingUrl: 'https://www.awin1.com/pclick.php?p=38816372051&a=123456&m=17433',
      // search_price is paid; rrp_price above it is the regular price.
      priceCents: 1249,
      originalPriceCents: 1499,
      shippingCostCents: 595,
      inStock: true,
      stockQuantity: 24,
      brand: 'Mann-Filter',
      mpn: 'HU 816 X',
      gtin: null,
      imageLink: 'https://www.eurotuned.example/img/hu816x.jpg',
      productType: 'Engine > Oil Filters',
      condition: 'new',
    });
    const pads = offers.get('EU-P06038')!;
    expect(pads).toMatchObject({ priceCents: 8900, originalPriceCents: null, shippingCostCents: 0, hasFreeShipping: true, inStock: false, gtin: '8020584060384' });
    // No merchant_product_id: Awin's own id; no merchant_deep_link: the page the tracking link leads to (ued).
    const plug = offers.get('38816372056')!;
    expect(plug).toMatchObject({ productUrl: 'https://www.eurotuned.example/p/plug', gtin: '4047024318601', inStock: true, stockQuantity: 3 });
    expect(plug.trackingUrl).toContain('awin1.com/cread.php');
    expect(rejected).toEqual([
      { line: 5, itemId: 'EU-GBP', reason: 'price currency GBP is not USD' },
      { line: 6, itemId: 'EU-NOPRICE', reason: 'price is missing' },
    ]);
  });

  it('reads the same feed as TSV, and a header without Awin ids is not taken for Awin', async () => {
    const tsv = fixture('awin.csv')
      .toString()
      .split('\n')
      .map((line) => {
        // Re-delimit: commas inside quoted values stay commas.
        const cells: string[] = [];
        let cell = '';
        let quoted = false;
        for (const c of line) {
          if (c === '"') quoted = !quoted;
          else if (c === ',' && !quoted) {
            cells.push(cell);
            cell = '';
          } else cell += c;
        }
        cells.push(cell);
        return cells.join('\t');
      })
      .join('\n');
    const { format, offers } = await read(tsv);
    expect(format).toBe('awin');
    expect(offers.get('EU-HU816X')?.priceCents).toBe(1249);

    const err = await failure(read('product_name,search_price,currency\nFilter,12.00,USD\n', { format: 'awin' }));
    expect(err.message).toMatch(/line 1: not an Awin feed: the header has no merchantproductid or awproductid/);
  });
});

describe('AvantLink', () => {
  it('maps the ProductSearch answer (JSON), sale price and the page inside the buy url', async () => {
    const { format, offers, rejected } = await read(fixture('avantlink.json'));
    expect(format).toBe('avantlink');
    expect(offers.get('PIP-HU816X')).toMatchObject({
      partName: 'MANN Oil Filter HU816X',
      brand: 'MANN-FILTER',
      mpn: 'HU816X',
      priceCents: 1195,
      originalPriceCents: 1395,
      productUrl: 'https://www.pip.example/products/hu816x',
      imageLink: 'https://img.pip.example/l/hu816x.jpg',
      productType: 'Oil Filters',
      inStock: true,
    });
    expect(offers.get('PIP-HU816X')!.trackingUrl).toMatch(/^https:\/\/www\.avantlink\.com\/click\.php\?p=77120031/);
    expect(offers.get('PIP-P06038')).toMatchObject({ priceCents: 9250, originalPriceCents: null });
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ line: 3, itemId: 'PIP-BROKEN' });
    expect(rejected[0]!.reason).toMatch(/^price "not a price" is not an amount/);
  });

  it('reads the pipe-delimited datafeed with its own column names', async () => {
    const feed = [
      'SKU|Manufacturer Id|Brand Name|Product Name|Retail Price|Sale Price|Buy Link|Image URL|Category',
      'AL-1|HU 816 X|Mann-Filter|Oil filter|14.00|12.00|https://www.avantlink.com/click.php?tt=df&url=https%3A%2F%2Fshop.example%2Fa|https://shop.example/a.jpg|Filters',
      'AL-2|P 06 038|Brembo|Pads|90.00||https://www.avantlink.com/click.php?tt=df&url=https%3A%2F%2Fshop.example%2Fb||Brakes',
      'AL-3|X|Y|No link|5.00||||',
    ].join('\n');
    const { format, offers, rejected } = await read(feed);
    expect(format).toBe('avantlink');
    expect(offers.get('AL-1')).toMatchObject({ mpn: 'HU 816 X', priceCents: 1200, originalPriceCents: 1400, productUrl: 'https://shop.example/a' });
    expect(offers.get('AL-2')).toMatchObject({ priceCents: 9000, productUrl: 'https://shop.example/b' });
    expect(rejected).toEqual([{ line: 4, itemId: 'AL-3', reason: 'link is missing' }]);
  });
});

describe('CJ', () => {
  it('maps the product search answer (XML): lowest of price and sale price, retail price as the regular one', async () => {
    const { format, offers, rejected } = await read(fixture('cj.xml'), { size: 11 });
    expect(format).toBe('cj');
    expect(offers.get('BAS-HU816X')).toMatchObject({
      line: 4,
      partName: 'MANN-FILTER HU 816 X Oil Filter',
      brand: 'Mann-Filter',
      mpn: 'HU 816 X',
      priceCents: 1275,
      originalPriceCents: 1650,
      productUrl: 'https://www.bavarian.example/item/BAS-HU816X',
      imageLink: 'https://www.bavarian.example/img/BAS-HU816X.jpg',
      inStock: true,
    });
    expect(offers.get('BAS-HU816X')!.trackingUrl).toMatch(/^https:\/\/www\.jdoqocy\.com\/click-8877665-12890345/);
    expect(offers.get('BAS-P06038')).toMatchObject({ priceCents: 9500, inStock: false });
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ line: 38, itemId: 'BAS-BAD' });
    expect(rejected[0]!.reason).toMatch(/link is missing|tracking link/);
  });

  it('reads the CSV product feed by its upper-case columns', async () => {
    const feed = [
      'PROGRAM_NAME,CATALOG_NAME,NAME,SKU,MANUFACTURER,MANUFACTURERID,CURRENCY,PRICE,SALEPRICE,RETAILPRICE,BUYURL,IMAGEURL,INSTOCK,STANDARDSHIPPINGCOST,UPC',
      'Bavarian,Main,Oil filter,CJ-1,Mann-Filter,HU 816 X,USD,15.00,13.00,,https://www.anrdoezrs.net/click-1-2?url=https%3A%2F%2Fb.example%2F1,,yes,6.50,0885909950805',
      'Bavarian,Main,Pads,CJ-2,Brembo,P 06 038,USD,abc,,,https://www.anrdoezrs.net/click-1-2?url=https%3A%2F%2Fb.example%2F2,,maybe,,',
    ].join('\r\n');
    const { format, offers, rejected } = await read(feed);
    expect(format).toBe('cj');
    expect(offers.get('CJ-1')).toMatchObject({ priceCents: 1300, originalPriceCents: 1500, shippingCostCents: 650, gtin: '0885909950805', productUrl: 'https://b.example/1' });
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ line: 3, itemId: 'CJ-2' });
  });
});

describe('eBay Browse item_summary/search', () => {
  it('maps item id, title, price, the cheapest shipping, both urls and the condition', async () => {
    const { format, offers, rejected } = await read(fixture('ebay.json'));
    expect(format).toBe('ebay');
    expect(offers.get('v1|325511223344|0')).toMatchObject({
      partName: 'MANN HU816X Oil Filter for BMW 335i N54 N55',
      priceCents: 1099,
      shippingCostCents: 450,
      productUrl: 'https://www.ebay.com/itm/325511223344',
      trackingUrl: 'https://www.ebay.com/itm/325511223344?mkevt=1&mkcid=1&mkrid=711-53200-19255-0&campid=5338765432&toolid=10001',
      condition: 'new',
      imageLink: 'https://i.ebayimg.example/images/g/abc/s-l225.jpg',
      inStock: true,
    });
    // Used items are read (the run sends them to the review queue); euros are refused.
    expect(offers.get('v1|325511223345|0')?.condition).toBe('used');
    expect(rejected).toEqual([{ line: 3, itemId: 'v1|325511223346|0', reason: 'price currency EUR is not USD' }]);
  });

  it('tells conditions by id, then by text', () => {
    expect(ebayCondition('1000', 'New')).toBe('new');
    expect(ebayCondition('1500', 'New other')).toBe('used');
    expect(ebayCondition('2500', 'Seller refurbished')).toBe('refurbished');
    expect(ebayCondition(undefined, 'Certified - Refurbished')).toBe('refurbished');
    expect(ebayCondition(undefined, undefined)).toBe('new');
  });
});

describe('formats that are not what they say', () => {
  it('refuses JSON that is not an answer, and a forced format the content contradicts', async () => {
    expect((await failure(read('{"error":"Invalid API key"}'))).message).toMatch(/not a product feed: the JSON has no list of items/);
    expect((await failure(read('{"items": [1, 2'))).message).toMatch(/not well-formed JSON/);
    expect((await failure(read(fixture('cj.xml'), { format: 'awin' }))).message).toMatch(/the feed is XML, not AWIN/);
    expect((await failure(read(fixture('ebay.json'), { format: 'csv' }))).message).toMatch(/no "id" column/);
    expect((await failure(read(fixture('ebay.json'), { format: 'avantlink' }))).message).toMatch(/not an AvantLink answer/);
  });

  it('still reads a Merchant CSV as Merchant', async () => {
    const { format, offers } = await read('id,title,link,price,availability,mpn\nM-1,Filter,https://s.example/1,12.00 USD,in stock,HU 816 X\n');
    expect(format).toBe('csv');
    expect(offers.get('M-1')?.trackingUrl).toBeNull();
  });
});
