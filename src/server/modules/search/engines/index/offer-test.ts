/**
 * The filters on offers (price, vendor, the offer flags) in the index: a part passes when one of its
 * offers passes them all. Three things are asked of them, each only over the parts that need it:
 *
 * - which parts pass, over every part a facet counts (`passingParts`): decided by the part's own
 *   columns where they can (its cheapest and dearest offer, the flags every offer has, its vendors),
 *   by its offers otherwise; a test asked over most of the catalog is worked out over all of it once and
 *   kept until the index changes;
 * - the vendor facet, among the parts of the results before the offer filters (`countVendors`): each
 *   vendor with an offer passing every offer filter but the vendor filter, once per part; by bitmap
 *   counts when one flag alone is asked for;
 * - each result's price and speed from its passing offers (`priceResults`), only when the order reads
 *   them (the price and delivery sorts).
 */
import { BestInStockTotal } from '../../../../db/best-total';
import { Bitmap } from './bitmaps';
import { NULL_INT, type CatalogIndex } from './catalog-index';
import type { OfferTest } from './filters';
import { keptForVersion } from './version-cache';

/** In the per-slot price array: "no offer of this part was read, its own price stands". */
export const KEEP = -1;

/** A test asking only for one offer flag: the flag's bitmap says which parts pass. */
function singleFlag(test: OfferTest): number | null {
  const { mask, min, max, vendors } = test;
  return vendors === null && min === -Infinity && max === Infinity && mask !== 0 && (mask & (mask - 1)) === 0 ? mask : null;
}

/** Whether every offer of `slot` passes `test`, by the part's own columns. */
function everyOfferPasses(index: CatalogIndex, slot: number, test: OfferTest): boolean {
  if ((index.everyOfferFlags.data[slot]! & test.mask) !== test.mask) return false;
  if (index.cheapestOffer.data[slot]! < test.min || index.dearestOffer.data[slot]! > test.max) return false;
  const wanted = test.vendors;
  if (wanted === null) return true;
  const [vendorStart, vendorCount, vendors] = [index.vendorStart.data, index.vendorCount.data, index.vendors.data];
  for (let v = vendorStart[slot]!, last = v + vendorCount[slot]!; v < last; v++) if (wanted[vendors[v]!] !== 1) return false;
  return true;
}

/** The slots of `slots` with an offer passing `test`. */
function walkPassing(index: CatalogIndex, slots: Uint32Array, test: OfferTest): Bitmap {
  const [offerStart, offerCount, offerFlags, offerPrice, offerVendor] = [
    index.offerStart.data, index.offerCount.data, index.offerFlags.data, index.offerPrice.data, index.offerVendor.data,
  ];
  const [cheapest, dearest] = [index.cheapestOffer.data, index.dearestOffer.data];
  const { mask, min, max } = test;
  const wanted = test.vendors;
  const kept = new Uint32Array(slots.length);
  let n = 0;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    // No offer can pass the price bounds (by the part's cheapest and dearest): nothing to read.
    if (dearest[slot]! < min || cheapest[slot]! > max) continue;
    if (everyOfferPasses(index, slot, test)) {
      kept[n++] = slot;
      continue;
    }
    for (let o = offerStart[slot]!, end = o + offerCount[slot]!; o < end; o++) {
      if ((offerFlags[o]! & mask) !== mask || offerPrice[o]! < min || offerPrice[o]! > max) continue;
      if (wanted !== null && wanted[offerVendor[o]!] !== 1) continue;
      kept[n++] = slot;
      break;
    }
  }
  return new Bitmap(kept.subarray(0, n));
}

/** The live parts passing `test`, over the whole catalog (a facet outside a category counts all of it). */
function passingInCatalog(index: CatalogIndex, test: OfferTest): Bitmap {
  const key = `offers:${test.mask}|${test.min}|${test.max}|${test.vendors?.join('') ?? ''}`;
  return keptForVersion(index, key, () => walkPassing(index, index.alive.toUint32Array(), test));
}

/** The parts of `needed` with an offer passing `test`. */
export function passingParts(index: CatalogIndex, needed: Bitmap, test: OfferTest): Bitmap {
  // `needed` is already within the flag's bitmap (each offer filter's candidates are intersected in).
  if (singleFlag(test) !== null) return needed;
  if (needed.size > index.liveCount / 4) return Bitmap.and(needed, passingInCatalog(index, test));
  return walkPassing(index, needed.toUint32Array(), test);
}

/** The vendor facet over `counted`: per vendor, the parts with an offer of its passing `test` (its vendor filter left out). */
export function countVendors(index: CatalogIndex, counted: Bitmap, test: OfferTest, counts: Int32Array): void {
  const flagOnly = { ...test, vendors: null };
  const bit = singleFlag(flagOnly);
  if (bit !== null || (test.mask === 0 && test.min === -Infinity && test.max === Infinity)) {
    for (const [vendor, set] of index.byVendor) {
      const withFlag = bit === null ? set : index.slotsOfVendorWithFlag(vendor, bit);
      counts[vendor] = withFlag ? counted.andCardinality(withFlag) : 0;
    }
    return;
  }
  const [offerStart, offerCount, offerFlags, offerPrice, offerVendor] = [
    index.offerStart.data, index.offerCount.data, index.offerFlags.data, index.offerPrice.data, index.offerVendor.data,
  ];
  const [vendorStart, vendorCount, vendors] = [index.vendorStart.data, index.vendorCount.data, index.vendors.data];
  const [cheapest, dearest] = [index.cheapestOffer.data, index.dearestOffer.data];
  const { mask, min, max } = test;
  const seen = new Int32Array(index.vendorIdLimit).fill(-1);
  const slots = counted.toUint32Array();
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    // No offer of the part within the price bounds: none of its vendors counts it.
    if (dearest[slot]! < min || cheapest[slot]! > max) continue;
    if (everyOfferPasses(index, slot, flagOnly)) {
      for (let v = vendorStart[slot]!, last = v + vendorCount[slot]!; v < last; v++) counts[vendors[v]!]!++;
      continue;
    }
    for (let o = offerStart[slot]!, end = o + offerCount[slot]!; o < end; o++) {
      if ((offerFlags[o]! & mask) !== mask || offerPrice[o]! < min || offerPrice[o]! > max) continue;
      const vendor = offerVendor[o]!;
      if (seen[vendor] === slot) continue;
      seen[vendor] = slot;
      counts[vendor]!++;
    }
  }
}

/**
 * Each result's price (the offer rule's best in-stock total among its passing offers) and speed (their
 * quickest delivery rank) into `price` and `speed` by slot; KEEP where every offer passes, so the
 * part's own columns stand.
 */
export function priceResults(index: CatalogIndex, results: Bitmap, test: OfferTest, price: Int32Array, speed: Int32Array): void {
  const bit = singleFlag(test);
  if (bit !== null) {
    const byFlag = flagPrices(index, bit);
    const slots = results.toUint32Array();
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      price[slot] = byFlag.price[slot]!;
      speed[slot] = byFlag.speed[slot]!;
    }
    return;
  }
  walkPrices(index, results.toUint32Array(), test, price, speed);
}

/** Every part's price and speed under one flag alone, over the whole catalog. */
function flagPrices(index: CatalogIndex, bit: number): { price: Int32Array; speed: Int32Array } {
  return keptForVersion(index, `flag prices:${bit}`, () => {
    const prices = { price: new Int32Array(index.slotCount), speed: new Int32Array(index.slotCount) };
    walkPrices(index, index.alive.toUint32Array(), { mask: bit, min: -Infinity, max: Infinity, vendors: null }, prices.price, prices.speed);
    return prices;
  });
}

function walkPrices(index: CatalogIndex, slots: Uint32Array, test: OfferTest, price: Int32Array, speed: Int32Array): void {
  const [offerStart, offerCount, offerFlags, offerPrice, offerVendor, offerTotal, offerRank] = [
    index.offerStart.data, index.offerCount.data, index.offerFlags.data, index.offerPrice.data, index.offerVendor.data, index.offerTotal.data, index.offerRank.data,
  ];
  const { mask, min, max } = test;
  const wanted = test.vendors;
  const best = new BestInStockTotal();
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    if (everyOfferPasses(index, slot, test)) {
      price[slot] = KEEP;
      continue;
    }
    best.reset();
    let quickest = NULL_INT;
    for (let o = offerStart[slot]!, end = o + offerCount[slot]!; o < end; o++) {
      if ((offerFlags[o]! & mask) !== mask || offerPrice[o]! < min || offerPrice[o]! > max) continue;
      if (wanted !== null && wanted[offerVendor[o]!] !== 1) continue;
      best.add(offerTotal[o]!, offerFlags[o]!);
      if (quickest === NULL_INT || offerRank[o]! < quickest) quickest = offerRank[o]!;
    }
    price[slot] = best.total(NULL_INT);
    speed[slot] = quickest;
  }
}
