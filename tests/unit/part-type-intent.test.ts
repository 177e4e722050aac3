import { describe, expect, it } from 'vitest';
import { partWordRows } from '../../src/server/db/seed/part-words';
import { buildVocabulary, foldedWords, partTypesNamedIn, understandQuery } from '../../src/shared/rules/query-understanding';

const rows = partWordRows();
const vocabulary = buildVocabulary({
  words: new Map([['brake', 10], ['pad', 10], ['sensor', 3], ['wear', 3], ['timing', 2], ['belt', 4], ['serpentine', 1], ['valve', 2]]),
  synonyms: new Map(rows.filter((r) => r.alternatives.length).map((r) => [r.term, r.alternatives])),
  partTypeTerms: new Map(rows.map((r) => [r.term, r.partTypes])),
  models: [],
});
const named = (q: string) => partTypesNamedIn(foldedWords(q), vocabulary).sort();

describe('part-type intent', () => {
  it('reads the pad sets in "brake pads", front and rear, singular or plural', () => {
    expect(named('Brake Pads')).toEqual(['brake-pads-front', 'brake-pads-rear']);
    expect(named('brake pad')).toEqual(['brake-pads-front', 'brake-pads-rear']);
    expect(named('front brake pads')).toEqual(['brake-pads-front']);
  });

  it('reads the wear sensor only when a sensor is named', () => {
    expect(named('brake pad wear sensor')).toEqual(['brake-sensor']);
    expect(named('brake pad sensor')).toEqual(['brake-sensor']);
    expect(named('brake pads')).not.toContain('brake-sensor');
  });

  it('tells a timing belt from a drive belt and names types by acronyms and regional words', () => {
    expect(named('timing belt')).toEqual(['timing-belt']);
    expect(named('serpentine belt')).toEqual(['drive-belt']);
    expect(named('ccv valve n54')).toEqual(['crankcase-vent']);
    expect(named('bonnet struts e46')).toEqual(['lift-support']);
    expect(named('anti roll bar link e90')).toEqual(['sway-link']);
    expect(named('number of things')).toEqual([]);
  });

  it('hands the types to the search with the words, also when nothing else was understood', () => {
    expect(understandQuery('timing belt', vocabulary, { currentYear: 2026 }).partTypes).toEqual(['timing-belt']);
    const bonnet = understandQuery('bonnet strut', vocabulary, { currentYear: 2026 });
    expect(bonnet.partTypes).toEqual(['lift-support']);
    expect(bonnet.tsquery).toContain('lift <-> support');
  });
});
