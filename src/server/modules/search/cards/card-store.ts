/**
 * Result cards kept in memory beside the in-process index, so a results page the index chose is drawn
 * without a query: per part its summary, every offer and its deal labels, for the parts shoppers have
 * been shown (the least recently shown go first past `maxParts`).
 *
 * Kept in step with the catalog in three ways. A part whose search row changed (a price, stock, an
 * offer's flags, its text) is dropped as the index takes the change in (`forget`). Everything is dropped
 * when what every card reads moves (`stamp`: the part content revision, the vendors' names, the day the
 * deal labels and was-price windows end on). And what no search row carries (when an offer was last
 * confirmed, stock counts, shipping options) is read again in the background once a card is older than
 * `refreshAfterMs`, while the card it replaces is still shown. An offer's staleness is not kept: it is
 * decided at each search from when it was last confirmed (card-offers.ts).
 */
import { LRUCache } from 'lru-cache';
import type { DealLabelsView, PartSummary } from '@shared/schemas/parts';
import type { CardOffer } from './card-offers';

export interface Card {
  summary: PartSummary;
  /** Every offer of the part, in the order the database lists them. */
  offers: CardOffer[];
  labels: DealLabelsView;
}

/** Reads the cards of `ids` from the database (a part it does not return is left out, as a deleted one). */
export type CardLoader = (ids: number[]) => Promise<Map<number, Card>>;

export interface CardStoreOptions {
  load: CardLoader;
  maxParts?: number;
  refreshAfterMs?: number;
  /** Parts read per background refresh. */
  refreshBatch?: number;
  now?: () => number;
  onError?: (err: unknown) => void;
}

interface Kept {
  card: Card;
  readAt: number;
}

export function createCardStore({ load, maxParts = 50_000, refreshAfterMs = 60_000, refreshBatch = 500, now = Date.now, onError = () => {} }: CardStoreOptions) {
  const kept = new LRUCache<number, Kept>({ max: maxParts });
  let stamp: string | null = null;
  /** Moves on every drop: a read that began before one may hold what was dropped, so it is not kept. */
  let epoch = 0;
  const due = new Set<number>();
  let refreshing: Promise<void> | null = null;

  function keep(cards: Map<number, Card>, readAt: number, atEpoch: number): void {
    if (atEpoch !== epoch) return;
    for (const [id, card] of cards) kept.set(id, { card, readAt });
  }

  async function refreshDue(): Promise<void> {
    while (due.size > 0) {
      const ids = [...due].slice(0, refreshBatch);
      for (const id of ids) due.delete(id);
      const [atEpoch, readAt] = [epoch, now()];
      try {
        keep(await load(ids), readAt, atEpoch);
      } catch (err) {
        onError(err);
        return;
      }
    }
  }

  function scheduleRefresh(): void {
    refreshing ??= refreshDue().finally(() => {
      refreshing = null;
    });
  }

  return {
    /** The cards of `ids` as of `atStamp`, reading only the missing ones. */
    async get(atStamp: string, ids: readonly number[]): Promise<Map<number, Card>> {
      if (atStamp !== stamp) {
        kept.clear();
        due.clear();
        stamp = atStamp;
        epoch++;
      }
      const out = new Map<number, Card>();
      const missing: number[] = [];
      const t = now();
      for (const id of ids) {
        const entry = kept.get(id);
        if (!entry) {
          missing.push(id);
          continue;
        }
        out.set(id, entry.card);
        if (t - entry.readAt > refreshAfterMs) due.add(id);
      }
      if (due.size > 0) scheduleRefresh();
      if (missing.length === 0) return out;
      const atEpoch = epoch;
      const loaded = await load(missing);
      keep(loaded, t, atEpoch);
      // Back in the order asked for.
      return new Map(ids.flatMap((id) => {
        const card = out.get(id) ?? loaded.get(id);
        return card ? [[id, card] as const] : [];
      }));
    },

    /** Drops the cards of parts that changed ('all': every card). */
    forget(partIds: readonly number[] | 'all'): void {
      epoch++;
      if (partIds === 'all') {
        kept.clear();
        due.clear();
        return;
      }
      for (const id of partIds) {
        kept.delete(id);
        due.delete(id);
      }
    },

    /** Waits for a background refresh in progress (tests, and closing). */
    async settled(): Promise<void> {
      await refreshing;
    },

    get size(): number {
      return kept.size;
    },
  };
}

export type CardStore = ReturnType<typeof createCardStore>;
