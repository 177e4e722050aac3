/**
 * The HTTP JSON connector against the vendor simulator over real HTTP on loopback: both dialects'
 * field mappings, failures (503, garbage, hanging), and the simulator's own contract (feed, prices).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError } from '../../src/server/modules/pricing/connectors/types';
import { connectorConfigSchema, parseConnectorConfig } from '../../src/server/modules/pricing/connectors/config';
import { createHttpJsonConnector, fillUrlTemplate } from '../../src/server/modules/pricing/connectors/http-json';
import { mapItem } from '../../src/server/modules/pricing/connectors/field-mapping';
import { demoConnectorConfig } from '../../src/demo/demo-connectors';
import { catalogFromRows, PROFILES, startVendorSimulator, type VendorSimulator } from '../../src/vendor-sim';
import type { HttpJsonConnectorConfig } from '../../src/server/modules/pricing/connectors/config';
import { allowListEntry } from '../../src/server/http/address-policy';
import { createSafeFetcher, type SafeFetcher } from '../../src/server/http/safe-fetch';

/** Snapshot rows as CATALOG_SNAPSHOT_SQL returns them. */
function row(vendorSlug: string, sku: string, values: Record<string, unknown> = {}) {
  return {
    vendor_slug: vendorSlug,
    vendor_name: vendorSlug.toUpperCase(),
    website: `https://${vendorSlug}.example`,
    shipping_policy: { freeShippingThresholdCents: 10000, standardShippingCents: 995, standardDays: [2, 5], expressDays: null },
    vendor_sku: sku,
    url: `https://${vendorSlug}.example/p/${sku}`,
    in_store: false,
    has_same_day_shipping: true,
    has_next_day_delivery: false,
    has_free_shipping: false,
    shipping_cost_cents: 995,
    delivery_days_min: 2,
    delivery_days_max: 5,
    base_price_cents: 2999,
    base_original_price_cents: null,
    name: 'Oil Filter',
    brand: 'Mann',
    part_number: '11 42 7 953 129',
    description: 'Oil filter & seal',
    category: 'Engine',
    oem_numbers: ['11 42 7 541 827'],
    fitments: [{ make: 'BMW', makeSlug: 'bmw', model: '3 Series', modelSlug: '3-series-e90', yearFrom: 2006, yearTo: 2011 }],
    ...values,
  };
}

const catalog = catalogFromRows(
  ['items-shop', 'products-shop', 'hang-shop', 'garbage-shop', 'down-shop'].flatMap((slug) => [
    row(slug, `${slug}-1`),
    row(slug, `${slug}-2`, {
      name: 'Front Brake Pad Set',
      brand: 'Brembo',
      part_number: 'P 06 038',
      oem_numbers: [],
      base_price_cents: 15999,
      base_original_price_cents: 19999,
      fitments: [{ make: 'Porsche', makeSlug: 'porsche', model: '911', modelSlug: '911-997', yearFrom: 2005, yearTo: 2012 }],
    }),
  ]),
);

describe('HTTP JSON connector against the simulator', () => {
  let sim: VendorSimulator;
  let fetcher: SafeFetcher;
  const connectorFor = (slug: string, index: number, timeoutMs = 2000) => {
    const config = demoConnectorConfig(slug, index, sim.baseUrl) as HttpJsonConnectorConfig;
    return createHttpJsonConnector({ ...config, timeoutMs }, fetcher);
  };
  const within = (ms: number) => AbortSignal.timeout(ms);

  beforeAll(async () => {
    sim = await startVendorSimulator({
      catalog,
      profiles: {
        'items-shop': { latencyMs: [5, 15], errorRate: 0, hangRate: 0, malformedRate: 0 },
        'products-shop': { latencyMs: [5, 15], errorRate: 0, hangRate: 0, malformedRate: 0 },
        'hang-shop': PROFILES.hanging,
        'garbage-shop': PROFILES.garbage,
        'down-shop': PROFILES.down,
      },
    });
    fetcher = createSafeFetcher({ allowedHosts: [allowListEntry(sim.baseUrl)] });
  });
  afterAll(async () => {
    await fetcher.close();
    await sim.close();
  });

  it('maps the "items" dialect by part number, OEM number or words', async () => {
    const connector = connectorFor('items-shop', 0);
    const [byNumber] = await connector.search({ partNumber: '11-42-7-953-129' }, within(2000));
    expect(byNumber).toMatchObject({
      vendorSku: 'items-shop-1',
      partName: 'Oil Filter',
      partNumber: '11 42 7 953 129',
      brand: 'Mann',
      otherNumbers: ['11 42 7 541 827'],
      shippingCostCents: 995,
      hasFreeShipping: false,
      hasSameDayShipping: true,
      hasNextDayDelivery: false,
      deliveryDaysMin: 2,
      deliveryDaysMax: 5,
      estimatedDelivery: '2-5 business days',
      productUrl: 'https://items-shop.example/p/items-shop-1',
    });
    // The vendor's own variation: within -5 % .. +4 % of the catalog price, ending in 9.
    expect(byNumber!.priceCents).toBeGreaterThanOrEqual(2849);
    expect(byNumber!.priceCents).toBeLessThanOrEqual(3119);
    expect(byNumber!.priceCents % 10).toBe(9);

    expect(await connector.search({ partNumber: '11427541827' }, within(2000))).toHaveLength(1);
    const byWords = await connector.search({ text: 'brake pads', vehicle: { make: 'Porsche', year: 2008 } }, within(2000));
    expect(byWords.map((o) => o.vendorSku)).toEqual(['items-shop-2']);
    expect(await connector.search({ text: 'brake pads', vehicle: { make: 'BMW' } }, within(2000))).toEqual([]);
  });

  it('maps the "products" dialect (prices as text, flags as a list)', async () => {
    const [pads] = await connectorFor('products-shop', 1).search({ partNumber: 'P06038' }, within(2000));
    expect(pads).toMatchObject({ vendorSku: 'products-shop-2', partName: 'Front Brake Pad Set', brand: 'Brembo', hasFreeShipping: true, shippingCostCents: 0 });
    expect(pads!.originalPriceCents! / pads!.priceCents).toBeCloseTo(19999 / 15999, 1);
    expect(pads!.inStock).toBe((pads!.stockQuantity ?? 0) > 0);
  });

  it('reaches a vendor on loopback only when it is allow-listed', async () => {
    const strict = createSafeFetcher();
    try {
      const config = demoConnectorConfig('items-shop', 0, sim.baseUrl) as HttpJsonConnectorConfig;
      const refused = createHttpJsonConnector(config, strict).search({ partNumber: 'HU816X' }, within(2000));
      await expect(refused).rejects.toThrow(ConnectorError);
      await expect(refused).rejects.toThrow(/^refused address$/);
    } finally {
      await strict.close();
    }
  });

  it('reports an HTTP error and a garbage answer as connector errors', async () => {
    await expect(connectorFor('down-shop', 0).search({ partNumber: 'P06038' }, within(2000))).rejects.toThrow(/HTTP 503/);
    for (let i = 0; i < 6; i++) {
      const attempt = connectorFor('garbage-shop', i % 2).search({ partNumber: 'P06038' }, within(2000));
      await expect(attempt).rejects.toBeInstanceOf(ConnectorError);
      await expect(attempt).rejects.toThrow(/malformed answer/);
    }
  });

  it('gives up on a hanging vendor when its signal aborts', async () => {
    const started = performance.now();
    await expect(connectorFor('hang-shop', 0).search({ partNumber: 'P06038' }, within(150))).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(sim.searchCount('hang-shop')).toBeGreaterThan(0);
  });

  it('serves a Google Merchant Center feed per vendor', async () => {
    const response = await fetch(`${sim.baseUrl}/v/products-shop/feed.xml`);
    expect(response.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain('<g:id>products-shop-2</g:id>');
    expect(xml).toMatch(/<g:price>\d+\.\d{2} USD<\/g:price>/);
    expect(xml).toMatch(/<g:sale_price>\d+\.\d{2} USD<\/g:sale_price>/);
    expect(xml).toMatch(/<g:availability>(in_stock|out_of_stock)<\/g:availability>/);
    expect(xml).toContain('<g:mpn>P 06 038</g:mpn>');
    expect(xml).toContain('<g:custom_label_0>11 42 7 541 827</g:custom_label_0>');
    expect(xml).toContain('<description>Oil filter &amp; seal</description>');
    expect(xml).toMatch(/<g:shipping><g:country>US<\/g:country><g:service>Standard<\/g:service><g:price>\d+\.\d{2} USD<\/g:price><\/g:shipping>/);
  });

  it('prices the same item the same way in a search and in the feed', async () => {
    const [offer] = await connectorFor('items-shop', 0).search({ partNumber: '11427953129' }, within(2000));
    const xml = await (await fetch(`${sim.baseUrl}/v/items-shop/feed.xml`)).text();
    const item = xml.split('<item>').find((chunk) => chunk.includes('<g:id>items-shop-1</g:id>'))!;
    expect(item).toContain(`<g:price>${(offer!.priceCents / 100).toFixed(2)} USD</g:price>`);
  });

  it('listens on loopback only', async () => {
    await expect(startVendorSimulator({ catalog, host: '0.0.0.0' as '127.0.0.1' })).rejects.toThrow(/loopback only/);
    expect(new URL(sim.baseUrl).hostname).toBe('127.0.0.1');
  });
});

describe('connector configuration and field mapping', () => {
  it('fills the url template with encoded values, empty when not given', () => {
    const url = fillUrlTemplate('http://x/s?pn={partNumber}&q={text}&make={make}&year={year}', {
      text: 'brake pads & rotors',
      vehicle: { make: 'Mercedes-Benz', year: 2015 },
    });
    expect(url).toBe('http://x/s?pn=&q=brake%20pads%20%26%20rotors&make=Mercedes-Benz&year=2015');
  });

  it('reports a bad config in one line instead of throwing', () => {
    expect(parseConnectorConfig({ kind: 'smoke-signals' })).toEqual({ problem: expect.stringMatching(/^connector misconfigured: kind/) });
    expect(parseConnectorConfig({ kind: 'feed' })).toMatchObject({ config: { kind: 'feed', maxConcurrency: 4 } });
    expect(connectorConfigSchema.safeParse(demoConnectorConfig('a', 0, 'http://127.0.0.1:1')).success).toBe(true);
  });

  it('coerces vendor types and drops items without the essentials', () => {
    const fields = { sku: 'id', partName: 'name', partNumber: 'pn', price: 'p', productUrl: 'u', inStock: 'stock', originalPrice: 'was' };
    expect(mapItem({ id: 7, name: ' Pads ', pn: 'X1', p: '$1,299.50', u: '/p/7', stock: 'out of stock', was: '1499.5 USD' }, fields, 'https://shop.example/api')).toMatchObject({
      vendorSku: '7',
      partName: 'Pads',
      priceCents: 129950,
      originalPriceCents: 149950,
      inStock: false,
      productUrl: 'https://shop.example/p/7',
    });
    expect(mapItem({ id: 7, name: 'Pads', pn: 'X1', p: 'N/A', u: '/p/7' }, fields, 'https://shop.example')).toBeNull();
    expect(mapItem({ id: 7, name: 'Pads', pn: 'X1', p: 10, u: 'javascript:alert(1)' }, fields, 'https://shop.example')).toBeNull();
    expect(mapItem('nonsense', fields, 'https://shop.example')).toBeNull();
  });
});
