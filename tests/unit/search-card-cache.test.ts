import { describe, expect, it } from 'vitest';
import { createCardCache, type CardData } from '../../src/server/modules/search/card-cache';
import { NO_DEAL_LABELS } from '../../src/server/modules/parts';

/** A card whose part row carries only what the cache reads: the id (the rest is never looked at here). */
const card = (id: number, version: string): CardData => ({ part: { id, name: version } as CardData['part'], listings: [], labels: NO_DEAL_LABELS });

function counter(version: string) {
  const asked: number[][] = [];
  const load = async (ids: number[]) => {
    asked.push(ids);
    return new Map(ids.map((id) => [id, card(id, version)]));
  };
  return { asked, load };
}

describe('the result cards kept in memory', () => {
  it('loads a part once while the revision holds, and only the parts it lacks', async () => {
    const cache = createCardCache();
    const { asked, load } = counter('v1');
    await cache.get(7, [1, 2], load);
    const again = await cache.get(7, [2, 3], load);
    expect(asked).toEqual([[1, 2], [3]]);
    expect([...again.keys()]).toEqual([2, 3]);
  });

  it('starts again when the revision moves, so a changed offer is read afresh', async () => {
    const cache = createCardCache();
    await cache.get(7, [1], counter('old').load);
    const fresh = counter('new');
    const cards = await cache.get(8, [1], fresh.load);
    expect(fresh.asked).toEqual([[1]]);
    expect(cards.get(1)?.part.name).toBe('new');
  });

  it('starts again after its time to live, as staleness and price windows move with the clock', async () => {
    let now = 0;
    const cache = createCardCache({ ttlMs: 1_000, now: () => now });
    await cache.get(7, [1], counter('old').load);
    now = 500;
    const within = counter('within');
    await cache.get(7, [1], within.load);
    expect(within.asked).toEqual([]);
    now = 1_501;
    const after = counter('after');
    expect((await cache.get(7, [1], after.load)).get(1)?.part.name).toBe('after');
  });

  it('leaves out a part the database no longer has', async () => {
    const cache = createCardCache();
    const cards = await cache.get(1, [1, 2], async () => new Map([[1, card(1, 'v')]]));
    expect([...cards.keys()]).toEqual([1]);
  });

  it('does not keep cards loaded for a revision that has been replaced meanwhile', async () => {
    const cache = createCardCache();
    let release!: () => void;
    const slow = cache.get(1, [1], async (ids) => {
      await new Promise<void>((resolve) => (release = resolve));
      return new Map(ids.map((id) => [id, card(id, 'old')]));
    });
    await new Promise((r) => setTimeout(r, 0));
    await cache.get(2, [5], counter('new').load);
    release();
    expect((await slow).get(1)?.part.name).toBe('old');
    const later = counter('later');
    await cache.get(2, [1], later.load);
    expect(later.asked).toEqual([[1]]);
  });
});
