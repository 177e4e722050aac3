import { describe, expect, it } from 'vitest';
import type { FitVehicle, FitVerdict } from '../../src/shared/rules/fitment';
import { createVerdictStore } from '../../src/server/modules/search/cards/verdict-store';

const car = (modelId: number): FitVehicle => ({ modelId, year: 2012, variant: null, engine: null, body: null });

/** A reader judging every part it knows as `fit` under the current `label`, recording what it was asked. */
function reader(known: number[]) {
  const asked: number[][] = [];
  const state = { label: 'v1' };
  const read = async (ids: number[]) => {
    asked.push(ids);
    return new Map(ids.filter((id) => known.includes(id)).map((id) => [id, { fit: 'fits', fitmentNote: state.label } as unknown as FitVerdict]));
  };
  return { read, asked, state };
}
const notes = (verdicts: Map<number, FitVerdict>) => [...verdicts].map(([id, v]) => `${id}:${v.fitmentNote}`);

describe('the fit verdicts kept for result cards', () => {
  it('judges a part once per vehicle while the content revision holds', async () => {
    const { read, asked } = reader([1, 2, 3]);
    const store = createVerdictStore(read);
    await store.get(5, car(10), [1, 2]);
    await store.get(5, car(10), [2, 3]);
    await store.get(5, car(11), [1]);
    expect(asked).toEqual([[1, 2], [3], [1]]);
  });

  it('judges again after a catalog edit moves the revision', async () => {
    const { read, state } = reader([1]);
    const store = createVerdictStore(read);
    expect(notes(await store.get(5, car(10), [1]))).toEqual(['1:v1']);
    state.label = 'v2';
    expect(notes(await store.get(5, car(10), [1]))).toEqual(['1:v1']);
    expect(notes(await store.get(6, car(10), [1]))).toEqual(['1:v2']);
  });

  it('remembers that a part has no verdict, without asking again', async () => {
    const { read, asked } = reader([1]);
    const store = createVerdictStore(read);
    expect(notes(await store.get(5, car(10), [1, 9]))).toEqual(['1:v1']);
    expect(notes(await store.get(5, car(10), [9, 1]))).toEqual(['1:v1']);
    expect(asked).toEqual([[1, 9]]);
  });
});
