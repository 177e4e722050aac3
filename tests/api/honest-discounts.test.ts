/**
 * Honest discounts and deal labels as the API sends them: a vendor's "was" price comes with the
 * server's decision to show it (held on 7 of the vendor's last 30 days) and its 30-day low, on the
 * part page and on search cards alike; search cards carry the same deal labels as the part's price
 * history; and the price history's figures are all best totals (item + shipping).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { listingPriceHistory } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

interface ApiListing {
  vendorId: number;
  price: number;
  originalPrice: number | null;
  wasPriceSupported: boolean;
  lowest30DayPrice: number | null;
}
interface ApiPart {
  id: number;
  slug: string;
  originalPrice: number | null;
  listings: ApiListing[];
  dealLabels?: unknown;
}

describe('honest discounts and deal labels', () => {
  let t: TestApp;
  let headers: { cookie: string };
  const ids = { honest: 0, puffed: 0, young: 0, shop: 0, other: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    const category = await makeCategory(t.db);
    const shop = await makeVendor(t.db, { name: 'Rotor Shop' });
    const other = await makeVendor(t.db, { name: 'Other Shop' });
    const honest = await makePart(t.db, category.id, { name: 'Honest Rotor', slug: 'honest-rotor' });
    const puffed = await makePart(t.db, category.id, { name: 'Puffed Rotor', slug: 'puffed-rotor' });
    const young = await makePart(t.db, category.id, { name: 'Young Rotor', slug: 'young-rotor' });
    Object.assign(ids, { honest: honest.id, puffed: puffed.id, young: young.id, shop: shop.id, other: other.id });

    // $100 for weeks, now $80 "was $100": supported (held on 27 of the last 30 days).
    const real = await makeListing(t.db, honest.id, shop.id, { priceCents: 8000, originalPriceCents: 10000, shippingCostCents: 0, firstSeenAt: daysAgo(40) });
    await t.db.insert(listingPriceHistory).values([
      { listingId: real.id, priceCents: 10000, recordedAt: daysAgo(40) },
      { listingId: real.id, priceCents: 8000, recordedAt: daysAgo(3) },
    ]);
    // A cheaper item price but dearer shipping: $85 + $10 = $95 total, every day.
    await makeListing(t.db, honest.id, other.id, { priceCents: 8500, shippingCostCents: 1000, firstSeenAt: daysAgo(40) });
    // Always $80, claiming "was $120": never held, so unsupported.
    await makeListing(t.db, puffed.id, shop.id, { priceCents: 8000, originalPriceCents: 12000, shippingCostCents: 0, firstSeenAt: daysAgo(40) });
    // Five days of history: too little for labels.
    await makeListing(t.db, young.id, shop.id, { priceCents: 5000, shippingCostCents: 0, firstSeenAt: daysAgo(5) });
    await refreshPartDerived(t.db);
  });
  afterAll(() => t.close());

  const part = async (slug: string) => (await t.app.inject({ url: `/api/parts/slug/${slug}`, headers })).json<ApiPart>();
  const search = async (q: string) => {
    const response = await t.app.inject({ url: `/api/parts/search?q=${encodeURIComponent(q)}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ parts: ApiPart[] }>().parts;
  };
  const history = async (partId: number) => (await t.app.inject({ url: `/api/parts/${partId}/price-history`, headers })).json();
  const shopListing = (p: ApiPart) => p.listings.find((l) => l.vendorId === ids.shop)!;

  it('a supported "was" price: shown, with the vendor\'s 30-day low, on the part page and its listing', async () => {
    const honest = await part('honest-rotor');
    expect(shopListing(honest)).toMatchObject({ price: 80, originalPrice: 100, wasPriceSupported: true, lowest30DayPrice: 80 });
    expect(honest.originalPrice).toBe(100);
    const other = honest.listings.find((l) => l.vendorId === ids.other)!;
    expect(other).toMatchObject({ originalPrice: null, wasPriceSupported: false, lowest30DayPrice: null });
  });

  it('an unsupported "was" price: the claim is kept but not to be shown, and the part has no original price', async () => {
    const puffed = await part('puffed-rotor');
    expect(shopListing(puffed)).toMatchObject({ price: 80, originalPrice: 120, wasPriceSupported: false, lowest30DayPrice: null });
    expect(puffed.originalPrice).toBeNull();
  });

  it('search cards carry the same display decision', async () => {
    const results = await search('rotor');
    const byId = new Map(results.map((p) => [p.id, p]));
    expect(shopListing(byId.get(ids.honest)!)).toMatchObject({ wasPriceSupported: true, lowest30DayPrice: 80 });
    expect(byId.get(ids.honest)!.originalPrice).toBe(100);
    expect(shopListing(byId.get(ids.puffed)!)).toMatchObject({ wasPriceSupported: false });
    expect(byId.get(ids.puffed)!.originalPrice).toBeNull();
  });

  it('search cards carry the deal labels of the part page, from best totals, none with under 14 days', async () => {
    const results = await search('rotor');
    const byId = new Map(results.map((p) => [p.id, p]));
    // $95 total on 38 days, $80 on the last 3: the median total is $95, today the lowest.
    expect(byId.get(ids.honest)!.dealLabels).toEqual({ lowestIn90Days: true, typicalPrice: 95, weekRisePercent: null });
    for (const id of [ids.honest, ids.puffed, ids.young]) {
      expect(byId.get(id)!.dealLabels, `part ${id}`).toEqual((await history(id)).dealLabels);
    }
    expect(byId.get(ids.young)!.dealLabels).toEqual({ lowestIn90Days: false, typicalPrice: null, weekRisePercent: null });
  });

  it('the price history is best totals throughout: days, low and today', async () => {
    const answer = await history(ids.honest);
    // Ten days ago: the $85 item cost $95 with its shipping, less than the $100 one; not $85.
    expect(answer.days.at(-11).lowest).toBe(95);
    expect(answer.days.at(-1).lowest).toBe(80);
    expect(answer.current).toBe(80);
    expect(answer.lowestEver).toBe(80);
  });
});
