import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { interchangeNumbers, listingPriceHistory, listings, parts } from '../../src/server/db/schema';
import type { ListingOffer } from '../../src/server/modules/listings/listing-offer';
import { upsertOffers } from '../../src/server/modules/listings/listings.service';
import { createTestDatabase } from '../support/database';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

const offer = (values: Partial<ListingOffer> & Pick<ListingOffer, 'vendorSku' | 'partNumber'>): ListingOffer => ({
  partName: 'Oil Filter',
  priceCents: 1299,
  productUrl: `https://shop.example/p/${values.vendorSku}`,
  ...values,
});

describe('upsertOffers', () => {
  let database: DatabaseHandle;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const category = await makeCategory(db);
    const filter = await makePart(db, category.id, { name: 'Oil Filter', partNumber: '11 42 7 953 129' });
    const pads = await makePart(db, category.id, { name: 'Brake Pads', partNumber: '34 11 6 794 917' });
    const other = await makePart(db, category.id, { name: 'Spark Plug', partNumber: '12 12 0 037 244' });
    await db.insert(interchangeNumbers).values([
      { partId: pads.id, number: 'P 06 038', numberNormalized: 'P06038', kind: 'aftermarket', brand: 'Brembo' },
      { partId: filter.id, number: '11 42 7 541 827', numberNormalized: '11427541827', kind: 'superseded' },
    ]);
    const vendor = await makeVendor(db);
    const otherVendor = await makeVendor(db);
    Object.assign(ids, { filter: filter.id, pads: pads.id, other: other.id, vendor: vendor.id, otherVendor: otherVendor.id });
  });
  afterAll(() => database.close());

  const historyOf = async (listingId: number) =>
    database.db.select().from(listingPriceHistory).where(eq(listingPriceHistory.listingId, listingId));
  const listingOf = async (listingId: number) =>
    (await database.db.select().from(listings).where(eq(listings.id, listingId)))[0]!;

  it('inserts matched offers by own, superseded or aftermarket number; a new listing has no history row yet', async () => {
    const result = await upsertOffers(database.db, ids.vendor!, [
      offer({ vendorSku: 'A-1', partNumber: '11-42-7-953-129', priceCents: 1299, originalPriceCents: 1599, hasFreeShipping: true }),
      offer({ vendorSku: 'A-2', partNumber: 'p06038', partName: 'Brembo pads', priceCents: 5999, shippingCostCents: 895 }),
      offer({ vendorSku: 'A-3', partNumber: 'UNKNOWN-1', otherNumbers: ['11 42 7 541 827'], priceCents: 1399 }),
    ]);
    expect(result.unmatched).toEqual([]);
    expect(result.matched.map((m) => [m.offer.vendorSku, m.partId, m.inserted, m.priceChanged])).toEqual([
      ['A-1', ids.filter, true, true],
      ['A-2', ids.pads, true, true],
      ['A-3', ids.filter, true, true],
    ]);
    expect(result.touchedPartIds.sort()).toEqual([ids.filter, ids.pads].sort());

    const first = await listingOf(result.matched[0]!.listingId);
    expect(first).toMatchObject({
      vendorId: ids.vendor,
      vendorSku: 'A-1',
      priceCents: 1299,
      originalPriceCents: 1599,
      hasFreeShipping: true,
      shippingCostCents: 0,
      source: 'live',
      url: 'https://shop.example/p/A-1',
    });
    expect(await historyOf(first.id)).toHaveLength(0);

    // Derived columns were refreshed for the touched parts.
    const [filterPart] = await database.db.select().from(parts).where(eq(parts.id, ids.filter!));
    expect(filterPart!.lowestPriceCents).toBe(1299);
    expect(filterPart!.listingCount).toBe(2);
  });

  it('matches by the first number that names a part; the brand decides only between parts of one number', async () => {
    const db = database.db;
    const category = await makeCategory(db);
    const meyle = await makePart(db, category.id, { brand: 'Meyle', partNumber: 'MY 100 200' });
    const febi = await makePart(db, category.id, { brand: 'FEBI Bilstein', partNumber: 'FB 300 400' });
    await db.insert(interchangeNumbers).values([
      { partId: meyle.id, number: 'X 555 01', numberNormalized: 'X55501', kind: 'aftermarket' },
      { partId: febi.id, number: 'X 555 01', numberNormalized: 'X55501', kind: 'aftermarket' },
    ]);
    const result = await upsertOffers(db, ids.vendor!, [
      // One number, two parts: the offer's brand ("Febi-Bilstein" = "FEBI Bilstein") picks one.
      offer({ vendorSku: 'M-1', partNumber: 'X-555-01', brand: 'Febi-Bilstein' }),
      offer({ vendorSku: 'M-2', partNumber: 'X 555 01', brand: 'meyle' }),
      // The first number finds Meyle's part: a later number naming a part of the offer's brand loses.
      offer({ vendorSku: 'M-3', partNumber: 'MY100200', otherNumbers: ['FB 300 400'], brand: 'Febi Bilstein' }),
      // The first number names nothing: the next one decides.
      offer({ vendorSku: 'M-4', partNumber: 'NOPE-404', otherNumbers: ['UNKNOWN-2', 'fb-300-400'], brand: 'Meyle' }),
    ]);
    expect(result.matched.map((m) => [m.offer.vendorSku, m.partId])).toEqual([
      ['M-1', febi.id],
      ['M-2', meyle.id],
      ['M-3', meyle.id],
      ['M-4', febi.id],
    ]);
  });

  it('stores text exactly, whatever characters it holds', async () => {
    const title = 'Pads "Sport", {front} \\ rear; NULL Ölfilter 🚗 \'quoted\'';
    const url = 'https://shop.example/p/a,b{c}?q="x"&r=\\';
    const result = await upsertOffers(database.db, ids.vendor!, [
      offer({ vendorSku: 'Q "1", {2}', partNumber: '34 11 6 794 917', partName: title, productUrl: url, brand: null }),
    ]);
    const stored = await listingOf(result.matched[0]!.listingId);
    expect(stored).toMatchObject({ vendorSku: 'Q "1", {2}', title, url, partId: ids.pads });
  });

  it('updates in place and appends history only when the price changed', async () => {
    const before = await upsertOffers(database.db, ids.vendor!, [offer({ vendorSku: 'B-1', partNumber: '12120037244', priceCents: 900 })]);
    const listingId = before.matched[0]!.listingId;
    const firstSeen = (await listingOf(listingId)).lastSeenAt;

    await new Promise((resolve) => setTimeout(resolve, 5));
    const same = await upsertOffers(database.db, ids.vendor!, [
      offer({ vendorSku: 'B-1', partNumber: '12120037244', priceCents: 900, stockQuantity: 3 }),
    ]);
    expect(same.matched[0]).toMatchObject({ listingId, inserted: false, priceChanged: false });
    expect(await historyOf(listingId)).toHaveLength(0);
    const afterSame = await listingOf(listingId);
    expect(afterSame.stockQuantity).toBe(3);
    expect(afterSame.lastSeenAt.getTime()).toBeGreaterThan(firstSeen.getTime());

    const cheaper = await upsertOffers(database.db, ids.vendor!, [offer({ vendorSku: 'B-1', partNumber: '12120037244', priceCents: 850 })]);
    expect(cheaper.matched[0]).toMatchObject({ listingId, inserted: false, priceChanged: true });
    const history = await historyOf(listingId);
    expect(history.map((h) => h.priceCents).sort()).toEqual([850, 900]);
    expect((await listingOf(listingId)).priceCents).toBe(850);
  });

  it('returns unmatched and invalid offers without storing them', async () => {
    const unknown = offer({ vendorSku: 'C-1', partNumber: 'NO-SUCH-PART' });
    const noPrice = offer({ vendorSku: 'C-2', partNumber: '12120037244', priceCents: 0 });
    const script = offer({ vendorSku: 'C-3', partNumber: '12120037244', productUrl: 'javascript:alert(1)' });
    const result = await upsertOffers(database.db, ids.vendor!, [unknown, noPrice, script]);
    expect(result.matched).toEqual([]);
    expect(result.unmatched).toEqual([unknown]);
    expect(result.rejected.map((r) => r.offer.vendorSku)).toEqual(['C-2', 'C-3']);
    const stored = await database.db.select().from(listings).where(eq(listings.vendorSku, 'C-1'));
    expect(stored).toEqual([]);
  });

  it('keeps one listing per vendor and sku: the last offer of a batch wins, other vendors are separate', async () => {
    const result = await upsertOffers(database.db, ids.vendor!, [
      offer({ vendorSku: 'D-1', partNumber: '12120037244', priceCents: 1000 }),
      offer({ vendorSku: 'D-1', partNumber: '12120037244', priceCents: 1100 }),
    ]);
    expect(result.matched).toHaveLength(1);
    expect((await listingOf(result.matched[0]!.listingId)).priceCents).toBe(1100);

    const elsewhere = await upsertOffers(database.db, ids.otherVendor!, [offer({ vendorSku: 'D-1', partNumber: '12120037244', priceCents: 1200 })]);
    expect(elsewhere.matched[0]!.listingId).not.toBe(result.matched[0]!.listingId);
  });

  it('keeps a known item on its part when its number no longer matches, and updates demo listings in place', async () => {
    const existing = await makeListing(database.db, ids.other!, ids.otherVendor!, { vendorSku: 'E-1', priceCents: 2000 });
    const result = await upsertOffers(database.db, ids.otherVendor!, [offer({ vendorSku: 'E-1', partNumber: 'RENAMED-BY-VENDOR', priceCents: 1900 })]);
    expect(result.matched[0]).toMatchObject({ listingId: existing.id, partId: ids.other, inserted: false, priceChanged: true });
    expect((await listingOf(existing.id)).source).toBe('live');
  });

  it('moves an item to the part its number now matches and refreshes both parts', async () => {
    const moved = await upsertOffers(database.db, ids.otherVendor!, [offer({ vendorSku: 'E-1', partNumber: '11427953129', priceCents: 1900 })]);
    expect(moved.matched[0]!.partId).toBe(ids.filter);
    expect(moved.touchedPartIds.sort()).toEqual([ids.filter, ids.other].sort());
  });

  it('handles batches larger than one statement', async () => {
    const many = Array.from({ length: 1205 }, (_, i) => offer({ vendorSku: `F-${i}`, partNumber: i % 2 ? '12120037244' : 'NOPE', priceCents: 100 + i }));
    const result = await upsertOffers(database.db, ids.vendor!, many, { refreshDerived: false });
    expect(result.matched).toHaveLength(602);
    expect(result.unmatched).toHaveLength(603);
  });
});
