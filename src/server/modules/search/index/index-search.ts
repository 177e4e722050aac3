/**
 * A search over the in-process index: the same candidates, filters, order, total and facets as the SQL
 * search (search.sql.ts, search.queries.ts, search.facets.ts), computed in one pass over the matches.
 *
 * Per part it works out which filters it passes; a facet then counts the parts passing every filter but
 * its own, which is what the SQL search's wider facet queries count.
 */
import type { FacetRows, PageRow } from '../search.queries';
import type { SearchCriteria } from '../search.sql';
import { FEATURED_STRIP_SIZE } from '@shared/schemas/search';
import { NULL_INT, OFFER_FILTER_BITS, OFFER_IN_STOCK, OFFER_STALE, type CatalogIndex } from './catalog-index';
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
  const text = matchText(index, query, c.sort === 'best_match', input.phrase, namedBrands);
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

export function searchIndex(index: CatalogIndex, input: IndexSearchInput): IndexSearchResult {
  const c = input.criteria;
  const candidates = input.query ? textCandidates(index, input, input.query) : vehicleCandidates(index, c);
  // Null: no narrowing, every slot is a candidate.
  const count = candidates ? candidates.slots.length : index.slotCount;

  const brandFilter = c.brands?.length ? new Set(c.brands.map((b) => b.toLowerCase())) : null;
  const brandPasses = brandFilter ? Uint8Array.from(index.brandLower, (lower) => (brandFilter.has(lower) ? 1 : 0)) : null;
  const vendorFilter = c.vendorIds?.length ? new Set(c.vendorIds) : null;
  const vendorPasses = new Uint8Array(index.vendorIdLimit);
  for (const id of c.vendorIds ?? []) if (id < vendorPasses.length) vendorPasses[id] = 1;
  // Criteria as locals: the loop below runs once per candidate part, up to the whole catalog.
  const wantCategory = c.categoryId ?? -1;
  const wantMake = c.makeId ?? -1;
  const wantModel = c.modelId ?? -1;
  const wantYear = c.year ?? -1;
  const flagMask = (c.offerFilters ?? []).reduce((mask, name) => mask | OFFER_FILTER_BITS[name], 0);
  const minPrice = c.minPriceCents ?? -Infinity;
  const maxPrice = c.maxPriceCents ?? Infinity;

  const otherOfferFilters = c.minPriceCents !== undefined || c.maxPriceCents !== undefined || flagMask !== 0;
  const offerFilters = otherOfferFilters || vendorFilter !== null;
  const vehicle = c.makeId !== undefined || c.modelId !== undefined || c.year !== undefined;

  const alive = index.alive.data;
  const categoryId = index.categoryId.data;
  const brandId = index.brandId.data;
  const bestTotal = index.bestTotal.data;
  const cheapestOffer = index.cheapestOffer.data;
  const dearestOffer = index.dearestOffer.data;
  const someOfferFlags = index.someOfferFlags.data;
  const everyOfferFlags = index.everyOfferFlags.data;
  const fastest = index.fastest.data;
  const offerStart = index.offerStart.data;
  const offerCount = index.offerCount.data;
  const offerPrice = index.offerPrice.data;
  const offerVendor = index.offerVendor.data;
  const offerTotal = index.offerTotal.data;
  const offerFlags = index.offerFlags.data;
  const offerRank = index.offerRank.data;
  const vendorStart = index.vendorStart.data;
  const vendorCount = index.vendorCount.data;
  const vendors = index.vendors.data;
  const fitStart = index.fitStart.data;
  const fitCount = index.fitCount.data;
  const fitModel = index.fitModel.data;
  const fitMake = index.fitMake.data;
  const fitFrom = index.fitFrom.data;
  const fitTo = index.fitTo.data;

  const matches: Matches = { ...index.scratch(count), length: 0 };
  const categoryCounts = new Int32Array(index.categoryIdLimit);
  const brandCounts = new Int32Array(index.brands.length);
  const vendorCounts = new Int32Array(index.vendorIdLimit);
  // Counts each vendor once per part: the slot last counted for each vendor id.
  const vendorSeen = new Int32Array(index.vendorIdLimit).fill(-1);

  for (let i = 0; i < count; i++) {
    const slot = candidates ? candidates.slots[i]! : i;
    if (!alive[slot]) continue;
    if (vehicle) {
      let fits = false;
      for (let f = fitStart[slot]!, end = f + fitCount[slot]!; f < end && !fits; f++) {
        fits =
          (wantMake < 0 || fitMake[f] === wantMake) &&
          (wantModel < 0 || fitModel[f] === wantModel) &&
          (wantYear < 0 || (fitFrom[f]! <= wantYear && wantYear <= fitTo[f]!));
      }
      if (!fits) continue;
    }
    const categoryOk = wantCategory < 0 || categoryId[slot] === wantCategory;
    const brandOk = brandPasses === null || brandPasses[brandId[slot]!] === 1;
    if (!categoryOk && !brandOk) continue; // counted by no facet

    // Offers: those passing every offer filter set the part's price (their best in-stock total) and
    // speed; those passing all but the vendor filter feed the vendor facet.
    let price = bestTotal[slot]!;
    let speed = fastest[slot]!;
    let anyAll = true;
    let anyOther = true;
    let everyOfferPasses = !offerFilters;
    const oStart = offerStart[slot]!;
    const oEnd = oStart + offerCount[slot]!;
    if (offerFilters) {
      const low = cheapestOffer[slot]!;
      const high = dearestOffer[slot]!;
      if (high < minPrice || low > maxPrice || (someOfferFlags[slot]! & flagMask) !== flagMask) {
        anyAll = anyOther = false;
      } else if (!vendorFilter && low >= minPrice && high <= maxPrice && (everyOfferFlags[slot]! & flagMask) === flagMask) {
        // Filters every offer passes keep them all: the part's own cheapest and fastest stand.
        everyOfferPasses = true;
      } else if (!categoryOk) {
        // Outside the category only the category facet counts it: one passing offer settles that.
        anyAll = anyOther = false;
        for (let o = oStart; o < oEnd && !anyAll; o++) {
          const p = offerPrice[o]!;
          anyAll = p >= minPrice && p <= maxPrice && (offerFlags[o]! & flagMask) === flagMask && (!vendorFilter || vendorPasses[offerVendor[o]!] === 1);
        }
      } else {
        // The best in-stock total of the passing offers: a stale offer's only when none is fresh.
        let freshPrice = NULL_INT;
        let stalePrice = NULL_INT;
        speed = NULL_INT;
        anyAll = anyOther = false;
        for (let o = oStart; o < oEnd; o++) {
          const p = offerPrice[o]!;
          const flags = offerFlags[o]!;
          if (p < minPrice || p > maxPrice || (flags & flagMask) !== flagMask) continue;
          anyOther = true;
          if (vendorFilter && vendorPasses[offerVendor[o]!] !== 1) continue;
          anyAll = true;
          const total = offerTotal[o]!;
          if ((flags & OFFER_IN_STOCK) !== 0) {
            if ((flags & OFFER_STALE) === 0) {
              if (freshPrice === NULL_INT || total < freshPrice) freshPrice = total;
            } else if (stalePrice === NULL_INT || total < stalePrice) stalePrice = total;
          }
          if (speed === NULL_INT || offerRank[o]! < speed) speed = offerRank[o]!;
        }
        price = freshPrice !== NULL_INT ? freshPrice : stalePrice;
      }
    }

    if (brandOk && anyAll) categoryCounts[categoryId[slot]!]!++;
    if (categoryOk && anyAll) brandCounts[brandId[slot]!]!++;
    if (categoryOk && brandOk && anyOther) {
      if (otherOfferFilters && !everyOfferPasses) {
        for (let o = oStart; o < oEnd; o++) {
          const p = offerPrice[o]!;
          if (p < minPrice || p > maxPrice || (offerFlags[o]! & flagMask) !== flagMask) continue;
          const vendor = offerVendor[o]!;
          if (vendorSeen[vendor] === slot) continue;
          vendorSeen[vendor] = slot;
          vendorCounts[vendor]!++;
        }
      } else {
        // Every offer counts: the part's distinct vendors, no de-duplication needed.
        for (let v = vendorStart[slot]!, end = v + vendorCount[slot]!; v < end; v++) vendorCounts[vendors[v]!]!++;
      }
    }
    if (!categoryOk || !brandOk || !anyAll) continue;

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
