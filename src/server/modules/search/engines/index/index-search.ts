/**
 * A search over the in-process index: the same candidates, filters, order, total and facets as the SQL
 * search (engines/sql, spec/facets.ts), computed in one pass over the matches.
 *
 * Per part it works out which filters it passes; a facet then counts the parts passing every filter but
 * its own, which is what the SQL search's wider facet queries count.
 */
import type { FacetRows, PageRow } from '../sql/search.queries';
import type { SearchCriteria } from '../sql/search.sql';
import { FEATURED_STRIP_SIZE } from '@shared/schemas/search';
import type { SearchFacetName } from '@shared/rules/search-filters';
import { NULL_INT, OFFER_IN_STOCK, OFFER_STALE, type CatalogIndex } from './catalog-index';
import { filtersOn, SEARCH_FILTER_ENGINES, type OfferTest, type PartTest } from '../../spec/filters';
import type { Named, Promotion } from './index-source';
import { featuredMatches, orderMatches, type Matches } from './order';
import { matchText } from './text-match';
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

interface Candidates {
  slots: ArrayLike<number>;
  ranks: Float64Array | null;
  exact: Int8Array | null;
}

/** The text part of the search: slots with rank and exact-number flag. */
function textCandidates(index: CatalogIndex, input: IndexSearchInput, query: CompiledQuery): Candidates {
  const c = input.criteria;
  const named = c.namedBrands?.length ? new Set(c.namedBrands) : null;
  const namedBrands = named ? Uint8Array.from(index.brands, (brand) => (named.has(brand) ? 1 : 0)) : null;
  // A part outside the vehicle's fits fails the vehicle filter, which no facet counts: not worth ranking.
  const text = matchText(index, query, c.sort === 'best_match', input.phrase, namedBrands, vehicleCandidates(index, c)?.slots ?? null);
  if (!c.partNumber) return { slots: text.slots, ranks: text.ranks, exact: null };
  // Part-number searches add exact and near-miss number hits; a part found several ways keeps its best.
  const bySlot = index.numbers.search(c.partNumber);
  text.slots.forEach((slot, i) => {
    const seen = bySlot.get(slot);
    bySlot.set(slot, seen ? { rank: Math.max(seen.rank, text.ranks[i]!), exact: seen.exact } : { rank: text.ranks[i]!, exact: 0 });
  });
  return {
    slots: Int32Array.from(bySlot.keys()),
    ranks: Float64Array.from(bySlot.values(), (v) => v.rank),
    exact: Int8Array.from(bySlot.values(), (v) => v.exact),
  };
}

/** Without text: the parts of the vehicle's model or make when one is asked for, else every part. */
function vehicleCandidates(index: CatalogIndex, c: SearchCriteria): Candidates | null {
  if (c.modelId !== undefined) return { slots: index.slotsOfModel(c.modelId), ranks: null, exact: null };
  if (c.makeId !== undefined) return { slots: index.slotsOfMake(c.makeId), ranks: null, exact: null };
  return null;
}

function sortedFacet(counts: Int32Array, names: Named[]): FacetRows['categories'] {
  return names
    .map((named, order) => ({ ...named, order, count: named.id < counts.length ? counts[named.id]! : 0 }))
    .filter((f) => f.count > 0)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map(({ id, name, count }) => ({ id, name, count }));
}

/** The criteria's filters compiled to tests over the index's columns, split by what they test. */
function compileFilters(index: CatalogIndex, c: SearchCriteria) {
  const part: PartTest[] = [];
  const partFacets: (SearchFacetName | null)[] = [];
  const offer: OfferTest[] = [];
  let vendorTest = -1;
  for (const filter of filtersOn(c)) {
    const test = SEARCH_FILTER_ENGINES[filter.name].indexTest(c, index);
    if (test.level === 'part') {
      part.push(test);
      partFacets.push(filter.facet);
    } else {
      if (filter.facet === 'vendors') vendorTest = offer.length;
      offer.push(test);
    }
  }
  return { part, partFacets, offer, vendorTest };
}

export function searchIndex(index: CatalogIndex, input: IndexSearchInput): IndexSearchResult {
  const c = input.criteria;
  const candidates = input.query ? textCandidates(index, input, input.query) : vehicleCandidates(index, c);
  // Null: no narrowing, every slot is a candidate.
  const count = candidates ? candidates.slots.length : index.slotCount;
  const filters = compileFilters(index, c);
  const partTests = filters.part;
  const offerTests = filters.offer;
  // The vendor filter's place among the offer tests (-1: off): the vendor facet counts without it.
  const vendorTest = filters.vendorTest;

  const alive = index.alive.data;
  const categoryId = index.categoryId.data;
  const brandId = index.brandId.data;
  const bestTotal = index.bestTotal.data;
  const fastest = index.fastest.data;
  const offerStart = index.offerStart.data;
  const offerCount = index.offerCount.data;
  const offerVendor = index.offerVendor.data;
  const offerTotal = index.offerTotal.data;
  const offerFlags = index.offerFlags.data;
  const offerRank = index.offerRank.data;
  const vendorStart = index.vendorStart.data;
  const vendorCount = index.vendorCount.data;
  const vendors = index.vendors.data;

  const matches: Matches = { ...index.scratch(count), length: 0 };
  const categoryCounts = new Int32Array(index.categoryIdLimit);
  const brandCounts = new Int32Array(index.brands.length);
  const vendorCounts = new Int32Array(index.vendorIdLimit);
  // Counts each vendor once per part: the slot last counted for each vendor id.
  const vendorSeen = new Int32Array(index.vendorIdLimit).fill(-1);
  const countVendor = (vendor: number, slot: number) => {
    if (vendorSeen[vendor] === slot) return;
    vendorSeen[vendor] = slot;
    vendorCounts[vendor]!++;
  };
  /** Which offer test offer `o` fails: -1 none, -2 more than one, else the test's place. */
  const offerMiss = (o: number): number => {
    let miss = -1;
    for (let k = 0; k < offerTests.length; k++) {
      if (offerTests[k]!.passes(o)) continue;
      if (miss >= 0) return -2;
      miss = k;
    }
    return miss;
  };

  for (let i = 0; i < count; i++) {
    const slot = candidates ? candidates.slots[i]! : i;
    if (!alive[slot]) continue;
    // The part's own filters: a part failing one can still count in that filter's facet, no more.
    let partMiss = -1;
    let partFails = 0;
    for (let k = 0; k < partTests.length && partFails < 2; k++) {
      if (partTests[k]!.passes(slot)) continue;
      partFails++;
      partMiss = k;
    }
    if (partFails > 1) continue;
    const missedFacet = partFails === 1 ? filters.partFacets[partMiss]! : null;
    if (partFails === 1 && missedFacet === null) continue; // counted by no facet

    // Offers: those passing every offer filter set the part's price (their best in-stock total) and
    // speed; those passing all but the vendor filter feed the vendor facet.
    let price = bestTotal[slot]!;
    let speed = fastest[slot]!;
    let anyAll = true;
    let everyOfferPasses = true;
    // An offer test no offer of the part can pass, by the part's summary (-2: more than one).
    let hopeless = -1;
    for (let k = 0; k < offerTests.length && hopeless !== -2; k++) {
      if (!offerTests[k]!.somePasses(slot)) hopeless = hopeless === -1 ? k : -2;
    }
    if (hopeless !== -1) anyAll = everyOfferPasses = false;
    else for (let k = 0; k < offerTests.length && everyOfferPasses; k++) everyOfferPasses = offerTests[k]!.everyPasses(slot);
    const countsVendors = partFails === 0 && (hopeless === -1 || hopeless === vendorTest);
    const oStart = offerStart[slot]!;
    const oEnd = oStart + offerCount[slot]!;

    if (everyOfferPasses) {
      // Every offer passes: the part's own cheapest and fastest stand, and all its vendors count.
      if (countsVendors) for (let v = vendorStart[slot]!, end = v + vendorCount[slot]!; v < end; v++) vendorCounts[vendors[v]!]!++;
    } else if (partFails === 1) {
      // Outside one facet's filter only that facet counts it: one passing offer settles that.
      anyAll = false;
      for (let o = oStart; o < oEnd && !anyAll && hopeless === -1; o++) anyAll = offerMiss(o) === -1;
    } else if (hopeless !== -1) {
      // No offer passes them all; those failing only the vendor filter still feed the vendor facet.
      if (countsVendors) for (let o = oStart; o < oEnd; o++) if (offerMiss(o) === vendorTest) countVendor(offerVendor[o]!, slot);
    } else {
      // The best in-stock total of the passing offers: a stale offer's only when none is fresh.
      let freshPrice = NULL_INT;
      let stalePrice = NULL_INT;
      speed = NULL_INT;
      anyAll = false;
      for (let o = oStart; o < oEnd; o++) {
        const miss = offerMiss(o);
        if (miss === vendorTest && miss !== -1) countVendor(offerVendor[o]!, slot);
        if (miss !== -1) continue;
        countVendor(offerVendor[o]!, slot);
        anyAll = true;
        const total = offerTotal[o]!;
        const flags = offerFlags[o]!;
        if ((flags & OFFER_IN_STOCK) !== 0) {
          if ((flags & OFFER_STALE) === 0) {
            if (freshPrice === NULL_INT || total < freshPrice) freshPrice = total;
          } else if (stalePrice === NULL_INT || total < stalePrice) stalePrice = total;
        }
        if (speed === NULL_INT || offerRank[o]! < speed) speed = offerRank[o]!;
      }
      price = freshPrice !== NULL_INT ? freshPrice : stalePrice;
    }

    if (anyAll && (partFails === 0 || missedFacet === 'categories')) categoryCounts[categoryId[slot]!]!++;
    if (anyAll && (partFails === 0 || missedFacet === 'brands')) brandCounts[brandId[slot]!]!++;
    if (partFails > 0 || !anyAll) continue;

    const n = matches.length++;
    matches.slots[n] = slot;
    matches.price[n] = price;
    matches.fastest[n] = speed;
    // Every key is written: the arrays are reused from search to search.
    matches.rank[n] = candidates?.ranks ? candidates.ranks[i]! : 0;
    matches.exact[n] = candidates?.exact ? candidates.exact[i]! : 0;
  }

  const brands = [...brandCounts]
    .flatMap((count, id) => (count > 0 ? [{ name: index.brands[id]!, order: index.brandOrder[id]!, count }] : []))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map(({ name, count }) => ({ name, count }));

  const page = orderMatches(index, matches, c, input.promotions);
  return {
    page,
    featured: featuredMatches(index, matches, c, input.promotions, page, FEATURED_STRIP_SIZE),
    total: matches.length,
    facets: { categories: sortedFacet(categoryCounts, input.categories), vendors: sortedFacet(vendorCounts, input.vendors), brands },
  };
}
