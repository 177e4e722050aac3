/**
 * Freshness on every answer that lists offers: a listing whose price was last confirmed longer ago
 * than FRESHNESS_MAX_AGE_HOURS (48 h here) comes flagged `stale`, after every fresh offer, and the
 * part's lowest price is its cheapest fresh offer when it has one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import type { Listing, PartDetail, PartLookup } from '../../src/shared/schemas/parts';
import type { SearchResponse } from '../../src/shared/schemas/search';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

describe('stale listings', () => {
  let t: TestApp;
  let headers: { cookie: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    const category = await makeCategory(t.db, { name: 'Brakes', slug: 'brakes' });
    const [a, b, c] = [await makeVendor(t.db), await makeVendor(t.db), await makeVendor(t.db)];
    const rotor = await makePart(t.db, category.id, { slug: 'quokka-brake-rotor', name: 'Quokka Brake Rotor', partNumber: '34 11 6 000 001' });
    // The cheapest offer is stale: it must not be the best price while fresher ones exist.
    ids.staleCheap = (await makeListing(t.db, rotor.id, a.id, { priceCents: 9000, originalPriceCents: 12000, lastSeenAt: hoursAgo(72) })).id;
    ids.freshDear = (await makeListing(t.db, rotor.id, b.id, { priceCents: 11000, lastSeenAt: hoursAgo(47) })).id;
    ids.freshCheap = (await makeListing(t.db, rotor.id, c.id, { priceCents: 10000, originalPriceCents: 10500, lastSeenAt: hoursAgo(1) })).id;

    const pad = await makePart(t.db, category.id, { slug: 'quokka-brake-pad', name: 'Quokka Brake Pad', partNumber: '34 11 6 000 002' });
    ids.allStaleDear = (await makeListing(t.db, pad.id, a.id, { priceCents: 5000, lastSeenAt: hoursAgo(50) })).id;
    ids.allStaleCheap = (await makeListing(t.db, pad.id, b.id, { priceCents: 4000, lastSeenAt: hoursAgo(500) })).id;
    await refreshPartDerived(t.db, [rotor.id, pad.id]);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const summary = (listings: Listing[]) => listings.map((l) => [l.id, l.stale]);

  it('flags stale offers and lists them after fresh ones on the product page', async () => {
    const part = await get<PartDetail>('/api/parts/slug/quokka-brake-rotor');
    expect(summary(part.listings)).toEqual([
      [ids.freshCheap, false],
      [ids.freshDear, false],
      [ids.staleCheap, true],
    ]);
    expect(part.lowestPrice).toBe(100);
    // Its "was" $105 has no history behind it (first seen today): the claim is not shown.
    expect(part.listings[0]).toMatchObject({ originalPrice: 105, wasPriceSupported: false });
    expect(part.originalPrice).toBeNull();
    expect(part.listings[0]!.lastSeenAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('does the same for the part page vendors, looked up by number', async () => {
    const lookup = await get<PartLookup>(`/api/parts/find-by-number/${encodeURIComponent('34-11-6-000-001')}`);
    expect(summary(lookup.vendors)).toEqual([
      [ids.freshCheap, false],
      [ids.freshDear, false],
      [ids.staleCheap, true],
    ]);
    expect(lookup.part.lowestPrice).toBe(100);
  });

  it('does the same for search results, and falls back to the cheapest stale offer when none is fresh', async () => {
    const result = await get<SearchResponse>('/api/parts/search?q=quokka&sort=price_asc');
    const bySlug = new Map(result.parts.map((p) => [p.slug, p]));
    const rotor = bySlug.get('quokka-brake-rotor')!;
    expect(summary(rotor.listings)).toEqual([
      [ids.freshCheap, false],
      [ids.freshDear, false],
      [ids.staleCheap, true],
    ]);
    expect(rotor.lowestPrice).toBe(100);
    const pad = bySlug.get('quokka-brake-pad')!;
    expect(summary(pad.listings)).toEqual([
      [ids.allStaleCheap, true],
      [ids.allStaleDear, true],
    ]);
    expect(pad.lowestPrice).toBe(40);
  });
});
