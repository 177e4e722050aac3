/**
 * A search over the in-process index: the same candidates, filters, order, total and facets as the SQL
 * search (engines/sql, spec/facets.ts), from bitmaps. The text (or the vehicle) gives the candidates;
 * each filter on the part is a bitmap, intersected; the filters on offers are one test, run on the
 * offers of the parts that can pass it and whose offers do not all pass it; a facet counts the
 * candidates passing every filter but its own, as the SQL search's wider facet queries count.
 */
import type { FacetRows, PageRow } from '../sql/search.queries';
import type { SearchCriteria } from '../../spec/criteria';
import { FEATURED_STRIP_SIZE } from '@shared/schemas/search';
import { filtersOn } from '../../spec/filters';
import { partTypeFacet } from '../../spec/facets';
import { Bitmap, intersectAll } from './bitmaps';
import type { CatalogIndex } from './catalog-index';
import type { IntArray } from './columns';
import { INDEX_FILTERS, NO_OFFER_TEST, type OfferTest } from './filters';
import { countVendors, KEEP, passingParts, priceResults } from './offer-test';
import { sortSteps } from '../../spec/sort-keys';
import type { Named, Promotion } from './index-source';
import { featuredMatches, orderMatches, type Matches } from './order';
import { matchText, rankSlots, walkFor, type PositionWalk } from './text-match';
import type { CompiledQuery } from './ts-eval';

export interface IndexSearchInput {
  criteria: SearchCriteria;
  /** The compiled text query, when the search has text. */
  query: CompiledQuery | null;
  /** The text as one phrase, for the best-match boost (null: no boost). */
  phrase: CompiledQuery | null;
  promotions: Promotion[];
  categories: Named[];
  vendors: Named[];
}

export interface IndexSearchResult {
  page: PageRow[];
  featured: PageRow[];
  total: number;
  facets: FacetRows;
}

/** The parts of the vehicle's model or make when one is asked for (the text is matched within them). */
function vehicleSlots(index: CatalogIndex, c: SearchCriteria): Bitmap | null {
  if (c.modelId !== undefined) return index.slotsOfModel(c.modelId) ?? new Bitmap();
  if (c.makeId !== undefined) return index.slotsOfMake(c.makeId) ?? new Bitmap();
  return null;
}

/** Text and part-number hits: the live candidate slots, and the number hits' rank and exactness. */
function textCandidates(index: CatalogIndex, c: SearchCriteria, query: CompiledQuery, walk: PositionWalk) {
  const text = matchText(index, query, vehicleSlots(index, c), walk);
  if (!c.partNumber) return { slots: text, numbers: null };
  const numbers = index.numbers.search(c.partNumber);
  const hits = Uint32Array.from(numbers.keys());
  const slots = Bitmap.and(Bitmap.or(text, new Bitmap(hits)), index.alive);
  return { slots, numbers, textOnly: text };
}

/** A bitmap's slots as an array, made once per set within one search (facets often count the same set). */
type SlotArrays = (set: Bitmap) => Uint32Array;

function slotArrays(): SlotArrays {
  const made = new Map<Bitmap, Uint32Array>();
  return (set) => {
    let array = made.get(set);
    if (!array) made.set(set, (array = set.toUint32Array()));
    return array;
  };
}

/** Whether a set covers most of the catalog: its facets are then counted by bitmap counts. */
const isDense = (slots: Bitmap, slotCount: number) => slots.size * 2 > slotCount;

/**
 * Facet counts of the values of `column` (one entry per slot) over `slots`: by bitmap counts when the
 * set covers most of the catalog (word-wise ANDs of dense containers), else one pass reading the column.
 */
function countBy(index: CatalogIndex, slots: Bitmap, arrayOf: SlotArrays, column: IntArray, limit: number, sets: (value: number) => Bitmap | undefined, values: readonly number[]): Int32Array {
  const counts = new Int32Array(limit);
  if (isDense(slots, index.slotCount)) {
    for (const value of values) {
      const set = sets(value);
      if (set) counts[value] = slots.andCardinality(set);
    }
  } else {
    const array = arrayOf(slots);
    for (let i = 0; i < array.length; i++) counts[column[array[i]!]!]!++;
  }
  return counts;
}

/**
 * The category, brand and part-type counts of one sparse set in one pass (the usual case: no filter
 * on any of the three, so each counts the results). Each column is read at a site of its own, so each
 * load sees one kind of array.
 */
function countPartFacets(slots: Uint32Array, index: CatalogIndex): [Int32Array, Int32Array, Int32Array] {
  const [category, brand, partType] = [index.categoryId.data, index.brandId.data, index.partTypeCode.data];
  const counts: [Int32Array, Int32Array, Int32Array] = [new Int32Array(index.categoryIdLimit), new Int32Array(index.brands.length), new Int32Array(index.partTypeIds.length)];
  const [byCategory, byBrand, byPartType] = counts;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    byCategory[category[slot]!]!++;
    byBrand[brand[slot]!]!++;
    byPartType[partType[slot]!]!++;
  }
  return counts;
}

/** The named values with a count, most first, then in the names' own order. */
function sortedFacet(counts: Int32Array, names: Named[]): FacetRows['categories'] {
  const counted: { id: number; name: string; count: number; order: number }[] = [];
  names.forEach(({ id, name }, order) => {
    if (id < counts.length && counts[id]! > 0) counted.push({ id, name, count: counts[id]!, order });
  });
  return counted.sort((a, b) => b.count - a.count || a.order - b.order).map(({ id, name, count }) => ({ id, name, count }));
}

export function searchIndex(index: CatalogIndex, input: IndexSearchInput): IndexSearchResult {
  const c = input.criteria;
  // One walk over the text's positions serves the phrase check and the ranking.
  const walk = input.query ? walkFor(index, input.query, input.phrase) : null;
  const text = input.query ? textCandidates(index, c, input.query, walk!) : null;
  // The candidates before any filter: the text's, else the vehicle's parts, else the whole catalog.
  const base = text ? text.slots : Bitmap.and(vehicleSlots(index, c) ?? index.alive, index.alive);

  // Filters on the part: one bitmap each. A facet's own filter is left out of what it counts.
  const part = new Map<string, Bitmap>();
  let offerTest: OfferTest = NO_OFFER_TEST;
  const offerCandidates: (Bitmap | null)[] = [];
  let vendorFilterOn = false;
  let vendorAt = -1;
  for (const filter of filtersOn(c)) {
    const engine = INDEX_FILTERS[filter.name];
    if (engine.level === 'part') part.set(filter.name, engine.slots(c, index));
    else {
      offerTest = engine.narrow(c, index, offerTest);
      if (filter.name === 'vendor') {
        vendorFilterOn = true;
        vendorAt = offerCandidates.length;
      }
      offerCandidates.push(engine.candidates(c, index));
    }
  }
  const withPart = (leaveOut: string | null) => intersectAll([base, ...[...part].filter(([name]) => name !== leaveOut).map(([, set]) => set)])!;
  const all = withPart(null);
  const withoutCategory = part.has('category') ? withPart('category') : all;
  const withoutBrand = part.has('brand') ? withPart('brand') : all;
  const withoutPartType = part.has('partType') ? withPart('partType') : all;

  // Filters on offers: the parts where an offer passes them all, with the price and speed those offers give.
  const offerFiltersOn = offerCandidates.length > 0;
  const price = index.scratch('price', index.slotCount, (n) => new Int32Array(n));
  const speed = index.scratch('speed', index.slotCount, (n) => new Int32Array(n));
  let passing: Bitmap | null = null;
  const vendorCounts = new Int32Array(index.vendorIdLimit);
  // The offers' price and speed matter only to an order that reads them.
  const ordersByOffers = sortSteps(c).some((step) => step.key === 'price' || step.key === 'fastest');
  const pricesRead = offerFiltersOn && ordersByOffers;
  if (offerFiltersOn) {
    // Every part that any count needs: outside the category, the brand or the part-type filter, a part
    // still counts in that facet; the vendor facet leaves out only its own filter, so a vendor filter's
    // bitmap cannot narrow it.
    const needed = intersectAll([Bitmap.orMany([withoutCategory, withoutBrand, withoutPartType]), ...(vendorFilterOn ? offerCandidates.filter((_, k) => k !== vendorAt) : offerCandidates)])!;
    passing = passingParts(index, needed, offerTest);
    countVendors(index, Bitmap.and(needed, all), offerTest, vendorCounts);
  }
  const results = passing ? Bitmap.and(all, passing) : all;
  const arrayOf = slotArrays();
  if (!offerFiltersOn) countVendorsByBitmap(index, results, vendorCounts);
  // What a facet counts: the results, unless its own filter is on (then the parts outside it too).
  const countedFor = (without: Bitmap) => (without === all ? results : passing ? Bitmap.and(without, passing) : without);
  if (pricesRead) priceResults(index, results, offerTest, price, speed);

  const [categorySet, brandSet, partTypeSet] = [countedFor(withoutCategory), countedFor(withoutBrand), countedFor(withoutPartType)];
  const [categoryCounts, brandCounts, partTypeCounts] =
    categorySet === brandSet && brandSet === partTypeSet && !isDense(categorySet, index.slotCount)
      ? countPartFacets(arrayOf(categorySet), index)
      : [
          countBy(index, categorySet, arrayOf, index.categoryId.data, index.categoryIdLimit, (id) => index.byCategory.get(id), [...index.byCategory.keys()]),
          countBy(index, brandSet, arrayOf, index.brandId.data, index.brands.length, (id) => index.byBrand[id], index.brands.map((_, id) => id)),
          countBy(index, partTypeSet, arrayOf, index.partTypeCode.data, index.partTypeIds.length, (code) => index.byPartType.get(code), [...index.byPartType.keys()]),
        ];
  const partTypes: { id: string; count: number }[] = [];
  for (let code = 1; code < partTypeCounts.length; code++) {
    if (partTypeCounts[code]! > 0) partTypes.push({ id: index.partTypeIds[code]!, count: partTypeCounts[code]! });
  }

  // The matches with their sort keys, in slot order.
  const slots = arrayOf(results);
  const n = slots.length;
  const matches: Matches = {
    slots: index.scratch('slots', n, (k) => new Int32Array(k)),
    price: index.scratch('matchPrice', n, (k) => new Int32Array(k)),
    fastest: index.scratch('matchFastest', n, (k) => new Int32Array(k)),
    rank: index.scratch('rank', n, (k) => new Float64Array(k)),
    exact: index.scratch('exact', n, (k) => new Int8Array(k)),
    length: n,
    ranked: false,
    anyExact: false,
  };
  fillMatches(index, slots, ordersByOffers, pricesRead ? { price, speed } : null, matches);
  if (text && walk) scoreMatches(index, input, text, walk, slots, matches);

  const brands = [...brandCounts]
    .flatMap((count, id) => (count > 0 ? [{ name: index.brands[id]!, order: index.brandOrder[id]!, count }] : []))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map(({ name, count }) => ({ name, count }));

  const page = orderMatches(index, matches, c, input.promotions);
  return {
    page,
    featured: featuredMatches(index, matches, c, input.promotions, page, FEATURED_STRIP_SIZE),
    total: n,
    facets: {
      categories: sortedFacet(categoryCounts, input.categories),
      vendors: sortedFacet(vendorCounts, input.vendors),
      brands,
      partTypes: partTypeFacet(partTypes),
    },
  };
}

/**
 * The matches' slots and sort keys: rank and exactness start at 0; price and speed, read only for an
 * order by them, are those of the offers that passed for parts whose offers were read (`read`), the
 * part's own for the others.
 */
function fillMatches(index: CatalogIndex, slots: Uint32Array, ordersByOffers: boolean, read: { price: Int32Array; speed: Int32Array } | null, m: Matches): void {
  const n = slots.length;
  const [slotOf, price, fastest] = [m.slots, m.price, m.fastest];
  m.slots.set(slots);
  m.rank.fill(0, 0, n);
  m.exact.fill(0, 0, n);
  if (!ordersByOffers) return;
  const [bestTotal, ownFastest] = [index.bestTotal.data, index.fastest.data];
  if (!read) {
    for (let i = 0; i < n; i++) {
      price[i] = bestTotal[slotOf[i]!]!;
      fastest[i] = ownFastest[slotOf[i]!]!;
    }
    return;
  }
  for (let i = 0; i < n; i++) {
    const slot = slotOf[i]!;
    const kept = read.price[slot] === KEEP;
    price[i] = kept ? bestTotal[slot]! : read.price[slot]!;
    fastest[i] = kept ? ownFastest[slot]! : read.speed[slot]!;
  }
}

/** The vendor facet when every offer of a part counts: parts per vendor, by bitmap counts. */
function countVendorsByBitmap(index: CatalogIndex, slots: Bitmap, counts: Int32Array): void {
  for (const [vendor, set] of index.byVendor) counts[vendor] = slots.andCardinality(set);
}

/** Best match's rank (text and part-number hits) and the exact-number flag of each match. */
function scoreMatches(index: CatalogIndex, input: IndexSearchInput, text: ReturnType<typeof textCandidates>, walk: PositionWalk, slots: Uint32Array, m: Matches): void {
  const c = input.criteria;
  const numbers = text.numbers;
  // Ranks are written only by best match's ranking and by number hits.
  m.ranked = c.sort === 'best_match' || numbers !== null;
  let numbersOnly: Set<number> | null = null;
  if (numbers) {
    numbersOnly = new Set();
    for (const slot of numbers.keys()) if (!text.textOnly!.has(slot)) numbersOnly.add(slot);
  }
  if (c.sort === 'best_match') {
    const named = c.namedBrands?.length ? new Set(c.namedBrands) : null;
    const namedBrands = named ? Uint8Array.from(index.brands, (brand) => (named.has(brand) ? 1 : 0)) : null;
    rankSlots(index, walk, input.query!, input.phrase, namedBrands, slots, numbersOnly, m.rank);
  }
  if (!numbers) return;
  // A part found several ways keeps its best rank; an exact number hit its exactness.
  for (let i = 0; i < slots.length; i++) {
    const hit = numbers.get(slots[i]!);
    if (!hit) {
      if (m.rank[i] === -Infinity) m.rank[i] = 0;
      continue;
    }
    m.rank[i] = c.sort === 'best_match' ? Math.max(m.rank[i]!, hit.rank) : hit.rank;
    m.exact[i] = hit.exact;
    if (hit.exact > 0) m.anyExact = true;
  }
}
