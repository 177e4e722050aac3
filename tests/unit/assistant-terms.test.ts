import { describe, expect, it } from 'vitest';
import { analyzeQuestion, anyOf, candidatePartNumbers, words } from '../../src/server/modules/assistant/assistant.terms';
import { recognizeVehicleWord } from '../../src/server/modules/assistant/assistant.vehicles';

describe('assistant question terms', () => {
  it('splits a question into subject, action and vehicle words', () => {
    const t = analyzeQuestion('How do I change the oil on my BMW E90?');
    expect(t.subject).toEqual(['oil']);
    expect(t.action).toEqual(['change']);
    expect(t.vehicle).toEqual(['bmw', 'e90']);
    expect(t.makes).toEqual(['BMW']);
  });

  it('recognises makes by nickname, model and chassis or engine code', () => {
    const make = (word: string) => recognizeVehicleWord(word)?.make ?? null;
    expect(['beemer', 'bimmer', 'e46', 'e30', 'f30', 'n54', 'm20', 'm3', '325i'].map(make)).toEqual(Array(9).fill('BMW'));
    expect(['merc', 'benz', 'w204', 'c300', 'e350', 'm272', 'amg'].map(make)).toEqual(Array(7).fill('Mercedes-Benz'));
    expect(['997', '996', '991', '911', 'cayman', 'boxster', 'gt3'].map(make)).toEqual(Array(7).fill('Porsche'));
    expect(['lambo', 'huracan', 'gallardo', 'aventador'].map(make)).toEqual(Array(4).fill('Lamborghini'));
    expect(['458', 'f430', '360', 'testarossa'].map(make)).toEqual(Array(4).fill('Ferrari'));
    expect(['oil', 'brake', 'turbo', '2008'].map(make)).toEqual([null, null, null, null]);
  });

  it('adds the make’s own word for a nickname, so guides indexed under the make match', () => {
    expect(analyzeQuestion('my lambo').vehicle).toEqual(['lambo', 'lamborghini']);
    expect(analyzeQuestion('merc air filter').vehicle).toEqual(['merc', 'mercedes', 'benz']);
  });

  it('folds accents and drops stop words, filler, years and mileages', () => {
    expect(words('Huracán')).toEqual(['huracan']);
    const t = analyzeQuestion('Hi, what should I do with my 2008 car at 60k miles? Please help');
    expect(t.subject).toEqual(['miles']);
    expect(analyzeQuestion('how do I').subject).toEqual([]);
  });

  it('adds synonyms in the same group as the word they explain', () => {
    const t = analyzeQuestion('turbo antifreeze');
    expect(t.subject).toEqual(['turbo', 'turbocharger', 'antifreeze', 'coolant']);
    expect(t.subjectGroups).toEqual([['turbo', 'turbocharger'], ['antifreeze', 'coolant']]);
    // "turbocharger" after "turbo" is the same idea: one group.
    expect(analyzeQuestion('turbo turbocharger').subjectGroups).toEqual([['turbo', 'turbocharger']]);
  });

  it('finds part numbers however they are spaced, but not chassis codes', () => {
    expect(candidatePartNumbers('price of 11 42 7 566 327 please')).toContain('11427566327');
    expect(candidatePartNumbers('Mann HU 816 X')).toContain('HU816X');
    expect(candidatePartNumbers('997-123-023-72?')).toContain('99712302372');
    expect(candidatePartNumbers('E46 oil')).toEqual([]);
  });

  it('builds an OR tsquery that cannot carry operators from the question', () => {
    const t = analyzeQuestion("oil & !filter | (brake) <-> 'x':*");
    expect(anyOf(t.subject)).toBe('oil | filter | brake');
    expect(anyOf(['oil', 'filter'], 'ABC')).toBe('oil:ABC | filter:ABC');
    expect(anyOf([])).toBe('');
  });
});
