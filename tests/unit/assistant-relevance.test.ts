import { describe, expect, it } from 'vitest';
import { mostRelevant, root, specificRoots } from '../../src/server/modules/assistant/assistant.relevance';

describe('assistant relevance within a guide', () => {
  it('reduces words to rough roots so plurals and tenses meet', () => {
    expect(['plugs', 'plug'].map(root)).toEqual(['plug', 'plug']);
    expect(['torque', 'torqued'].map(root)).toEqual(['torqu', 'torqu']);
    expect(['brakes', 'brake'].map(root)).toEqual(['brak', 'brak']);
    expect(root('oil')).toBe('oil');
  });

  it('asks about what the guide title does not already say', () => {
    expect([...specificRoots(['oil', 'drain', 'plug', 'torque'], 'BMW Oil Change')]).toEqual(['drain', 'plug', 'torqu']);
  });

  it('picks only the items with the most of the wanted roots, ties in their original order', () => {
    const steps = ['Warm the engine', 'Drain the oil at the drain plug', 'Torque the drain plug to 25 ft-lbs', 'Refill'];
    const wanted = specificRoots(['drain', 'plug', 'torque'], 'Oil Change');
    expect(mostRelevant(steps, (s) => s, wanted, 2)).toEqual(['Torque the drain plug to 25 ft-lbs']);
    const ties = specificRoots(['drain'], 'Oil Change');
    expect(mostRelevant(steps, (s) => s, ties, 2)).toEqual(['Drain the oil at the drain plug', 'Torque the drain plug to 25 ft-lbs']);
    expect(mostRelevant(steps, (s) => s, ties, 1)).toEqual(['Drain the oil at the drain plug']);
    expect(mostRelevant(steps, (s) => s, new Set(), 2)).toEqual([]);
  });
});
