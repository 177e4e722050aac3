/**
 * The database's share of a result card — the part's row, all its offers, its deal labels — kept in
 * memory per part, so a results page the in-process index chose is drawn without three queries.
 *
 * Kept only while the catalog's search revision is the one the index answered from (every feed run,
 * live price, stock change and freshness sweep moves it), and never longer than `ttlMs`: an offer's
 * staleness and the deal labels' price windows also move with the clock. Searches that filter offers
 * (a shop, free shipping, in stock …) are drawn from the database as before: their offers differ by query.
 */
import type { DealLabelsView } from '@shared/schemas/parts';
import type { ListingRow, PartRow } from '../parts';

export interface CardData {
  part: PartRow;
  /** Every offer of the part, unfiltered. */
  listings: ListingRow[];
  labels: DealLabelsView;
}

export interface CardCacheOptions {
  ttlMs?: number;
  /** Parts held at most; past it the cache starts again (a results page holds a few dozen). */
  maxParts?: number;
  now?: () => number;
}

export function createCardCache({ ttlMs = 60_000, maxParts = 5_000, now = Date.now }: CardCacheOptions = {}) {
  let revision = Number.NaN;
  let bornAt = 0;
  const cards = new Map<number, CardData>();

  return {
    /**
     * The cards of `ids` at `atRevision`, loading the missing ones with `load` (which answers for the
     * ids it is given; a part it does not return is left out, as a deleted part would be).
     */
    async get(atRevision: number, ids: readonly number[], load: (ids: number[]) => Promise<Map<number, CardData>>) {
      if (atRevision !== revision || now() - bornAt > ttlMs || cards.size > maxParts) {
        cards.clear();
        revision = atRevision;
        bornAt = now();
      }
      const missing = ids.filter((id) => !cards.has(id));
      if (missing.length > 0) {
        const loaded = await load(missing);
        // A newer revision may have started meanwhile: then these belong to the old one and are not kept.
        if (revision === atRevision) for (const [id, card] of loaded) cards.set(id, card);
        return new Map(ids.flatMap((id) => {
          const card = cards.get(id) ?? loaded.get(id);
          return card ? [[id, card] as const] : [];
        }));
      }
      return new Map(ids.map((id) => [id, cards.get(id)!] as const));
    },
  };
}
