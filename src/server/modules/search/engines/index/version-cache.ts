/**
 * What searches work out from the index and can share — the parts of a vehicle and year, the parts
 * passing a broad offer filter, a flag's prices — kept per index while its `version` holds. Any change
 * to the index's slots moves the version, so nothing kept outlives the parts it was worked out from.
 * Shoppers ask the same few cars and price ranges again and again (their garage's car, the page after
 * this one), as a search engine's filter cache assumes.
 */
import type { CatalogIndex } from './catalog-index';

/** Entries kept per index at most; past it they start again. */
const ENTRIES_KEPT = 512;

const kept = new WeakMap<CatalogIndex, { version: number; entries: Map<string, unknown> }>();

/** The value kept under `key` for the index's current version, worked out by `compute` when there is none. */
export function keptForVersion<T>(index: CatalogIndex, key: string, compute: () => T): T {
  let cache = kept.get(index);
  if (!cache || cache.version !== index.version || cache.entries.size >= ENTRIES_KEPT) {
    cache = { version: index.version, entries: new Map() };
    kept.set(index, cache);
  }
  if (cache.entries.has(key)) return cache.entries.get(key) as T;
  const value = compute();
  cache.entries.set(key, value);
  return value;
}
