/**
 * How each search filter (spec/filters.ts) applies in the in-process index. A filter on the part is a
 * bitmap of the slots that pass it; a filter on offers adds its condition to one offer test that all
 * offer filters share (a part passes when one of its offers passes them all) and names the bitmap of
 * parts that can pass it at all. Typed by the filter names: a filter added to the list does not
 * compile until it says how it applies here.
 */
import type { SearchFilterName } from '@shared/rules/search-filters';
import { OFFER_FLAGS } from '@shared/rules/offer-flags';
import type { OfferFilterName } from '@shared/rules/offer-filters';
import type { SearchCriteria } from '../../spec/criteria';
import { Bitmap, emptyBitmap } from './bitmaps';
import type { CatalogIndex } from './catalog-index';
import { keptForVersion } from './version-cache';

/** The offer filters of a search as one test on an offer (see `offerPasses`). */
export interface OfferTest {
  /** OFFER_FLAGS bits an offer must all have. */
  mask: number;
  /** Item price bounds (cents). */
  min: number;
  max: number;
  /** 1 for each vendor id a vendor filter keeps; null without one. */
  vendors: Uint8Array | null;
}

export const NO_OFFER_TEST: OfferTest = { mask: 0, min: -Infinity, max: Infinity, vendors: null };

type IndexFilter =
  | { level: 'part'; slots(c: SearchCriteria, index: CatalogIndex): Bitmap }
  | {
      level: 'offer';
      /** The test with this filter's condition added. */
      narrow(c: SearchCriteria, index: CatalogIndex, test: OfferTest): OfferTest;
      /** Parts with an offer passing this filter alone (null: no bitmap says; the part's columns do). */
      candidates(c: SearchCriteria, index: CatalogIndex): Bitmap | null;
    };

function offerFlagFilter(name: OfferFilterName): IndexFilter {
  const bit = OFFER_FLAGS[name];
  return {
    level: 'offer',
    narrow: (_c, _index, test) => ({ ...test, mask: test.mask | bit }),
    candidates: (_c, index) => index.slotsWithFlag(bit) ?? emptyBitmap(),
  };
}

/** Slots of `from` with a fitment matching every given part of the vehicle. */
function fittingSlots(index: CatalogIndex, from: Bitmap, make: number, model: number, year: number): Bitmap {
  const [start, count] = [index.fitStart.data, index.fitCount.data];
  const [fitMake, fitModel, fitFrom, fitTo] = [index.fitMake.data, index.fitModel.data, index.fitFrom.data, index.fitTo.data];
  const slots = from.toUint32Array();
  const kept = new Uint32Array(slots.length);
  let n = 0;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    for (let f = start[slot]!, end = f + count[slot]!; f < end; f++) {
      if ((make < 0 || fitMake[f] === make) && (model < 0 || fitModel[f] === model) && (year < 0 || (fitFrom[f]! <= year && year <= fitTo[f]!))) {
        kept[n++] = slot;
        break;
      }
    }
  }
  return new Bitmap(kept.subarray(0, n));
}

export const INDEX_FILTERS: Record<SearchFilterName, IndexFilter> = {
  category: { level: 'part', slots: (c, index) => index.byCategory.get(c.categoryId!) ?? emptyBitmap() },
  vehicle: {
    level: 'part',
    slots(c, index) {
      const [make, model, year] = [c.makeId ?? -1, c.modelId ?? -1, c.year ?? -1];
      const base = (model >= 0 ? index.slotsOfModel(model) : make >= 0 ? index.slotsOfMake(make) : index.fittedSlots) ?? emptyBitmap();
      // One fitment must match all that is asked: a model alone (or a make alone) is its bitmap.
      const asked = [make, model, year].filter((v) => v >= 0).length;
      if (asked === 1 && year < 0) return base;
      return keptForVersion(index, `vehicle:${make}|${model}|${year}`, () => fittingSlots(index, base, make, model, year));
    },
  },
  brand: {
    level: 'part',
    slots(c, index) {
      const wanted = new Set(c.brands!.map((b) => b.toLowerCase()));
      const sets = index.brandLower.flatMap((lower, id) => (wanted.has(lower) ? [index.byBrand[id]!] : []));
      return sets.length === 0 ? emptyBitmap() : sets.length === 1 ? sets[0]! : Bitmap.orMany(sets);
    },
  },
  partType: {
    level: 'part',
    slots(c, index) {
      const sets = c.partTypeFilter!.flatMap((type) => index.byPartType.get(index.partTypeCodeOf(type)) ?? []);
      return sets.length === 0 ? emptyBitmap() : sets.length === 1 ? sets[0]! : Bitmap.orMany(sets);
    },
  },
  price: {
    level: 'offer',
    narrow: (c, _index, test) => ({ ...test, min: c.minPriceCents ?? -Infinity, max: c.maxPriceCents ?? Infinity }),
    candidates: () => null,
  },
  vendor: {
    level: 'offer',
    narrow(c, index, test) {
      const vendors = new Uint8Array(index.vendorIdLimit);
      for (const id of c.vendorIds!) if (id < vendors.length) vendors[id] = 1;
      return { ...test, vendors };
    },
    candidates(c, index) {
      const sets = c.vendorIds!.flatMap((id) => index.byVendor.get(id) ?? []);
      return sets.length === 0 ? emptyBitmap() : Bitmap.orMany(sets);
    },
  },
  hasFreeShipping: offerFlagFilter('hasFreeShipping'),
  hasSameDayShipping: offerFlagFilter('hasSameDayShipping'),
  hasNextDayDelivery: offerFlagFilter('hasNextDayDelivery'),
  inStock: offerFlagFilter('inStock'),
};
