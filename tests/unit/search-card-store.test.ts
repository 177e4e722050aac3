import { describe, expect, it } from 'vitest';
import { createCardStore, type Card } from '../../src/server/modules/search/cards/card-store';
import { NO_DEAL_LABELS } from '../../src/server/modules/parts';

/** A card whose summary carries only what these tests read: the id and a version in its name. */
const card = (id: number, version: string): Card => ({ summary: { id, name: version } as Card['summary'], offers: [], labels: NO_DEAL_LABELS });

/** The store over a loader that answers every id with cards of `version` (changed by the test) and records what it was asked. */
function storeWith(options: { now?: () => number; refreshAfterMs?: number } = {}) {
  const asked: number[][] = [];
  const state = { version: 'v1', hold: null as Promise<void> | null };
  const store = createCardStore({
    ...options,
    load: async (ids) => {
      asked.push(ids);
      const version = state.version;
      if (state.hold) await state.hold;
      return new Map(ids.map((id) => [id, card(id, version)]));
    },
  });
  return { store, asked, state };
}

const names = (cards: Map<number, Card>) => [...cards.values()].map((c) => `${c.summary.id}:${c.summary.name}`);

describe('the result cards kept beside the index', () => {
  it('reads a part once, and then only the parts it lacks, in the order asked', async () => {
    const { store, asked } = storeWith();
    await store.get('s', [1, 2]);
    const again = await store.get('s', [3, 2]);
    expect(asked).toEqual([[1, 2], [3]]);
    expect([...again.keys()]).toEqual([3, 2]);
  });

  it('reads again only the parts whose search rows changed', async () => {
    const { store, asked, state } = storeWith();
    await store.get('s', [1, 2, 3]);
    state.version = 'v2';
    store.forget([2]);
    expect(names(await store.get('s', [1, 2, 3]))).toEqual(['1:v1', '2:v2', '3:v1']);
    expect(asked).toEqual([[1, 2, 3], [2]]);
  });

  it('reads every card again when the stamp (content revision, vendors, day) moves, or after a full load', async () => {
    const { store, state } = storeWith();
    await store.get('s1', [1]);
    state.version = 'v2';
    expect(names(await store.get('s2', [1]))).toEqual(['1:v2']);
    state.version = 'v3';
    store.forget('all');
    expect(names(await store.get('s2', [1]))).toEqual(['1:v3']);
  });

  it('shows an old card while reading it again in the background once it is past its age', async () => {
    let now = 0;
    const { store, state, asked } = storeWith({ now: () => now, refreshAfterMs: 1_000 });
    await store.get('s', [1]);
    state.version = 'v2';
    now = 500;
    expect(names(await store.get('s', [1]))).toEqual(['1:v1']);
    expect(asked).toHaveLength(1);
    now = 1_501;
    expect(names(await store.get('s', [1]))).toEqual(['1:v1']);
    await store.settled();
    expect(asked).toEqual([[1], [1]]);
    expect(names(await store.get('s', [1]))).toEqual(['1:v2']);
  });

  it('leaves out a part the database no longer has', async () => {
    const store = createCardStore({ load: async () => new Map([[1, card(1, 'v')]]) });
    expect([...(await store.get('s', [1, 2])).keys()]).toEqual([1]);
  });

  it('does not keep a card read before its part changed', async () => {
    const { store, state, asked } = storeWith();
    let release!: () => void;
    state.hold = new Promise<void>((resolve) => (release = resolve));
    const slow = store.get('s', [1]);
    await new Promise((r) => setTimeout(r, 0));
    store.forget([1]);
    release();
    state.hold = null;
    expect(names(await slow)).toEqual(['1:v1']);
    state.version = 'v2';
    expect(names(await store.get('s', [1]))).toEqual(['1:v2']);
    expect(asked).toEqual([[1], [1]]);
  });
});
