import { describe, expect, it } from 'vitest';
import { CatalogIndex, NULL_INT, type SearchRow } from '../../src/server/modules/search/engines/index/catalog-index';
import { orderMatches, type Matches } from '../../src/server/modules/search/engines/index/order';
import { NULLABLE_KEYS, sortSteps, type SortKey } from '../../src/server/modules/search/spec/sort-keys';
import type { SearchCriteria } from '../../src/server/modules/search/spec/criteria';
import type { SearchSort } from '@shared/schemas/search';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state % below;
  };
}

const PARTS = 3000;
const pick = random(42);

function row(partId: number): SearchRow {
  return {
    part_id: partId,
    category_id: 1,
    part_type: pick(3) === 0 ? 'brake-pads' : 'brake-wear-sensors',
    brand: 'Bosch',
    // Few distinct ratings and review counts: many ties for the order to settle by the next keys.
    rating: (pick(6) * 0.5 + 2).toFixed(1),
    review_count: pick(4) * 10,
    lowest_price_cents: null,
    best_total_cents: null,
    fastest_delivery_days: null,
    offer_price_cents: [],
    offer_vendor_ids: [],
    offer_total_cents: [],
    offer_flags: [],
    offer_delivery_ranks: [],
    fit_model_ids: [],
    fit_make_ids: [],
    fit_year_from: [],
    fit_year_to: [],
    popularity: 0,
    vector: "'pad':1",
    number: `N${partId}`,
    interchange: [],
  };
}

function catalog(): CatalogIndex {
  const index = new CatalogIndex(0.3);
  index.setBrands([{ brand: 'Bosch', lower: 'bosch' }]);
  // Part ids out of slot order, so the tie-break by id is not the slot order.
  for (let i = 0; i < PARTS; i++) index.upsert(row(((i * 7919) % PARTS) + 1));
  index.freeze();
  return index;
}

function matches(): Matches {
  const m: Matches = {
    slots: new Int32Array(PARTS),
    price: new Int32Array(PARTS),
    fastest: new Int32Array(PARTS),
    rank: new Float64Array(PARTS),
    exact: new Int8Array(PARTS),
    length: PARTS,
    ranked: true,
    anyExact: true,
  };
  for (let i = 0; i < PARTS; i++) {
    m.slots[i] = i;
    // Prices and delivery ranks with nulls (nothing in stock) and repeats; ranks with repeats.
    m.price[i] = pick(5) === 0 ? NULL_INT : 1000 + pick(40) * 25;
    m.fastest[i] = pick(4) === 0 ? NULL_INT : pick(5);
    m.rank[i] = Math.fround(pick(30) / 17);
    m.exact[i] = pick(50) === 0 ? 2 : pick(50) === 0 ? 1 : 0;
  }
  return m;
}

/** The order spelled out: every step in turn, nulls last either way, by a full sort of every match. */
function fullOrder(index: CatalogIndex, m: Matches, c: SearchCriteria): number[] {
  const asked = new Set((c.partTypes ?? []).map((type) => index.partTypeCodeOf(type)));
  const value = (key: SortKey, i: number): number => {
    const slot = m.slots[i]!;
    switch (key) {
      case 'intent':
        return asked.has(index.partTypeCode.data[slot]!) ? 1 : 0;
      case 'exact':
        return m.exact[i]!;
      case 'rank':
        return m.rank[i]!;
      case 'price':
        return m.price[i]!;
      case 'fastest':
        return m.fastest[i]!;
      case 'rating':
        return index.rating10.data[slot]!;
      case 'reviews':
        return index.reviewCount.data[slot]!;
      case 'partId':
        return index.partId.data[slot]!;
    }
  };
  const order = Array.from({ length: m.length }, (_, i) => i);
  order.sort((a, b) => {
    for (const { key, descending } of sortSteps(c)) {
      const [x, y] = [value(key, a), value(key, b)];
      if (x === y) continue;
      if (NULLABLE_KEYS.has(key) && (x === NULL_INT || y === NULL_INT)) return x === NULL_INT ? 1 : -1;
      return (x < y ? -1 : 1) * (descending ? -1 : 1);
    }
    return 0;
  });
  return order.map((i) => index.partId.data[m.slots[i]!]!);
}

const criteria = (sort: SearchSort, offset: number, partTypes?: string[]): SearchCriteria =>
  ({ sort, offset, limit: 24, partTypes, offerFilters: [] }) as unknown as SearchCriteria;

describe('the order of an index search page', () => {
  const index = catalog();
  const m = matches();
  const sorts: SearchSort[] = ['best_match', 'price_asc', 'price_desc', 'highest_rated', 'fastest_shipping'];

  for (const sort of sorts) {
    for (const partTypes of [undefined, ['brake-pads']]) {
      it(`is the full sort's page for ${sort}${partTypes ? ' with a part type named' : ''}, on the first page and a later one`, () => {
        const expected = fullOrder(index, m, criteria(sort, 0, partTypes));
        for (const offset of [0, 48, PARTS - 10]) {
          const page = orderMatches(index, m, criteria(sort, offset, partTypes), []).map((row) => row.id);
          expect(page).toEqual(expected.slice(offset, offset + 24));
        }
      });
    }
  }

  it('orders matches without text or number hits (ranks and exactness all 0, not read) as the full sort does', () => {
    const unranked: Matches = { ...m, rank: new Float64Array(PARTS), exact: new Int8Array(PARTS), ranked: false, anyExact: false };
    const expected = fullOrder(index, unranked, criteria('best_match', 0));
    expect(orderMatches(index, unranked, criteria('best_match', 0), []).map((row) => row.id)).toEqual(expected.slice(0, 24));
  });

  it('takes a handful of matches in the same order', () => {
    const few: Matches = { ...m, length: 10 };
    const expected = fullOrder(index, few, criteria('price_asc', 0));
    expect(orderMatches(index, few, criteria('price_asc', 0), []).map((row) => row.id)).toEqual(expected.slice(0, 10));
  });
});
