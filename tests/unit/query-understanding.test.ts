import { describe, expect, it } from 'vitest';
import {
  brandsNamedIn,
  buildVocabulary,
  correctWords,
  editDistance,
  foldText,
  foldedWords,
  nearestWord,
  readVehicle,
  splitWord,
  understandQuery,
  type VehicleModelEntry,
} from '../../src/shared/rules/query-understanding';

const model = (id: number, makeId: number, make: string, name: string, generation: string | null, yearFrom: number, yearTo: number | null, variants: string[] = [], engineCodes: string[] = []): VehicleModelEntry => ({
  id, makeId, make, name, generation, yearFrom, yearTo, variants, engineCodes,
});

const MODELS = [
  model(1, 1, 'BMW', '3 Series', 'E46', 1999, 2006, ['325i', '330i'], ['M54']),
  model(2, 1, 'BMW', '3 Series', 'E90', 2005, 2011, ['328i', '335i'], ['N52', 'N54']),
  model(3, 1, 'BMW', 'M3', 'E46', 2001, 2006, ['M3', 'M3 CSL'], ['S54']),
  model(4, 1, 'BMW', 'M3', 'F80', 2014, 2018, ['M3', 'M3 CS'], ['S55']),
  model(5, 1, 'BMW', 'M3', 'G80', 2021, null, ['M3'], ['S58']),
  model(6, 2, 'Porsche', '911', '997', 2005, 2012, ['Carrera', 'Carrera S'], ['M96', '9A1']),
  model(7, 3, 'Lamborghini', 'Huracán', null, 2014, null, ['LP610-4']),
  model(8, 4, 'Mercedes-Benz', 'C-Class', 'W204', 2008, 2014, ['C300'], ['M272']),
  model(9, 5, 'Audi', 'A4', 'B8', 2009, 2016, ['2.0T'], ['EA888']),
  model(10, 1, 'BMW', '1 Series', 'E82', 2008, 2013, ['135i'], ['N54']),
  model(11, 6, 'Lexus', 'IS', 'XE20', 2006, 2013, ['IS 250', 'IS 350'], ['2GR-FSE']),
];

const vocabulary = buildVocabulary({
  words: new Map([
    ['brake', 40], ['pad', 30], ['set', 30], ['oil', 20], ['filter', 25], ['control', 5], ['arm', 5], ['spark', 6], ['plug', 6],
    ['bosch', 12], ['zimmermann', 4], ['lemforder', 3], ['disc', 3], ['rotor', 8], ['strut', 4], ['shock', 2], ['absorber', 2],
    ['wiper', 3], ['blade', 3], ['coolant', 2], ['pump', 4], ['water', 4], ['brakes', 1],
  ]),
  synonyms: new Map([
    ['shocks', ['shock absorber', 'strut', 'damper']],
    ['rotors', ['brake disc', 'rotor']],
    ['control arm', ['wishbone']],
  ]),
  models: MODELS,
});
const YEAR = 2026;

describe('folding', () => {
  it('folds case, accents and punctuation the way unaccent does', () => {
    expect(foldText('Lemförder')).toBe('lemforder');
    expect(foldText('LEMFÖRDER')).toBe('lemforder');
    expect(foldText('Huracán')).toBe('huracan');
    expect(foldText('Straße Ærø')).toBe('strasse aero');
    expect(foldedWords('Oil-Filter, E46!')).toEqual(['oil', 'filter', 'e46']);
  });
});

describe('correction and splitting', () => {
  it('counts an adjacent transposition as one edit and stops past the bound', () => {
    expect(editDistance('brkae', 'brake', 1)).toBe(1);
    expect(editDistance('bosh', 'bosch', 1)).toBe(1);
    expect(editDistance('zimmerman', 'zimmermann', 2)).toBe(1);
    expect(editDistance('filter', 'bosch', 2)).toBe(3);
  });

  it('gives the same distances whatever was compared before, for words of any length', () => {
    const long = 'crankcaseventilationvalvegasketkit';
    const pairs: [string, string, number, number][] = [
      [long, long.replace('valve', 'vlave'), 2, 1],
      ['ab', 'ba', 1, 1],
      [long + 'x', long, 2, 1],
      ['brkae', 'brake', 1, 1],
      [long, 'crankcaseventilationvalvegasketkti', 1, 1],
      ['pads', 'pdas', 1, 1],
    ];
    for (const [a, b, max, expected] of pairs) expect(editDistance(a, b, max)).toBe(expected);
  });

  it('corrects to the nearest catalog word within 1 edit for 4–7 letters and 2 for longer', () => {
    expect(nearestWord('brkae', vocabulary)).toBe('brake');
    expect(nearestWord('bosh', vocabulary)).toBe('bosch');
    expect(nearestWord('zimmerman', vocabulary)).toBe('zimmermann');
    expect(nearestWord('lemfordr', vocabulary)).toBe('lemforder');
    // Two edits on a 5-letter word is too far; short words are never corrected.
    expect(nearestWord('brxxe', vocabulary)).toBeNull();
    expect(nearestWord('oli', vocabulary)).toBeNull();
  });

  it('breaks a tie in edits by trigram similarity', () => {
    // "pumo" is one edit from "pump" and from "pum"… only "pump" is a word here; "wate" is one from "water".
    expect(nearestWord('wate', vocabulary)).toBe('water');
    const tie = buildVocabulary({ words: new Map([['strut', 1], ['stout', 50]]), synonyms: new Map(), models: [] });
    // "strot" is one substitution from both; "strut" shares more trigrams with it.
    expect(nearestWord('strot', tie)).toBe('strut');
  });

  it('splits run-together words into two catalog words', () => {
    expect(splitWord('oilfilter', vocabulary)).toEqual(['oil', 'filter']);
    expect(splitWord('waterpump', vocabulary)).toEqual(['water', 'pump']);
    expect(splitWord('brakes', vocabulary)).toBeNull();
    expect(correctWords(['oilfilter', 'bosh', 'pads', 'e46'], vocabulary)).toEqual(['oil', 'filter', 'bosch', 'pads', 'e46']);
  });
});

describe('vehicles in the words', () => {
  const read = (q: string) => readVehicle(foldedWords(q), vocabulary, YEAR);

  it('resolves make, model and year to the one model they fit (M3 in 2015 is the F80)', () => {
    const r = read('brake pads for my 2015 BMW M3');
    expect(r.vehicle).toEqual({ makeId: 1, modelId: 4, generation: 'F80', year: 2015, label: '2015 BMW M3 (F80)' });
    // "for my 2015 bmw m3" leaves the text: words 2..6.
    expect([...r.consumed].sort()).toEqual([2, 3, 4, 5, 6]);
  });

  it('reads chassis codes alone and with a model name', () => {
    expect(read('e46 m3 control arm').vehicle).toMatchObject({ modelId: 3, generation: 'E46' });
    expect(read('oil filter 997').vehicle).toMatchObject({ makeId: 2, modelId: 6, label: 'Porsche 911 (997)' });
    expect(read('w204 spark plugs').vehicle).toMatchObject({ makeId: 4, modelId: 8 });
    expect(read('b8 oil filter').vehicle).toMatchObject({ makeId: 5, modelId: 9 });
  });

  it('reads model names without accents, variants and engine codes', () => {
    expect(read('lamborghini huracan brake pads').vehicle).toMatchObject({ makeId: 3, modelId: 7, label: 'Lamborghini Huracán' });
    expect(read('335i oil filter').vehicle).toMatchObject({ modelId: 2 });
    expect(read('m3 csl oil filter').vehicle).toMatchObject({ modelId: 3 });
    expect(read('s55 spark plugs').vehicle).toMatchObject({ modelId: 4 });
  });

  it('takes a year range to pick the model, without filtering on one year', () => {
    expect(read('bmw m3 2015-2018 pads').vehicle).toMatchObject({ modelId: 4, year: null });
  });

  it('offers the models when the words fit several, filtering on the make and keeping the words', () => {
    const r = read('m3 brake pads');
    expect(r.vehicle).toMatchObject({ makeId: 1, modelId: null });
    expect(r.choices.map((c) => c.modelId)).toEqual([3, 4, 5]);
    expect(r.choices[0]!.label).toBe('BMW M3 (E46) 2001–2006');
    // "m3" stays in the text: part names and fitments carry it.
    expect(r.consumed.has(0)).toBe(false);
    const engine = read('n54 spark plugs');
    expect(engine.vehicle).toMatchObject({ makeId: 1, modelId: null });
    expect(engine.choices.map((c) => c.modelId).sort((a, b) => a - b)).toEqual([2, 10]);
  });

  it('offers only the models some part on offer fits, while still reading a model none fits', () => {
    const partly = buildVocabulary({ words: new Map(), synonyms: new Map(), models: MODELS.map((m) => ({ ...m, fitted: m.id !== 5 })) });
    expect(readVehicle(foldedWords('m3 brake pads'), partly, YEAR).choices.map((c) => c.modelId)).toEqual([3, 4]);
    expect(readVehicle(foldedWords('g80 brake pads'), partly, YEAR).vehicle).toMatchObject({ modelId: 5 });
  });

  it('reads an everyday word that names a model as the word, unless its make is named', () => {
    expect(read('what is the best oil filter')).toMatchObject({ vehicle: null, choices: [] });
    expect(read('what is the best oil filter').consumed.size).toBe(0);
    expect(read('lexus is brake pads').vehicle).toMatchObject({ modelId: 11 });
    expect(read('is 250 brake pads').vehicle).toMatchObject({ modelId: 11 });
  });

  it('takes no vehicle from words that name none', () => {
    expect(read('brake pads').vehicle).toBeNull();
    expect(read('2015 brake pads').vehicle).toBeNull();
    // A year outside every model of the make does not invent one.
    expect(read('porsche 911 1965').vehicle).toMatchObject({ modelId: 6 });
  });
});

describe('the whole query', () => {
  const understand = (q: string, options: { correct?: boolean; readVehicle?: boolean } = {}) =>
    understandQuery(q, vocabulary, { currentYear: YEAR, ...options });

  it('says what it searched for when it corrected a word', () => {
    expect(understand('brkae pads')).toMatchObject({ text: 'brake pads', correctedQuery: 'brake pads', tsquery: null });
    expect(understand('oilfilter')).toMatchObject({ text: 'oil filter', correctedQuery: 'oil filter' });
    expect(understand('brake pads')).toMatchObject({ text: 'brake pads', correctedQuery: null });
    expect(understand('m3 brake pads')).toMatchObject({ text: 'm3 brake pads', correctedQuery: null, vehicle: { makeId: 1, modelId: null } });
  });

  it('searches as typed when asked to, or when the text uses search syntax', () => {
    expect(understand('brkae pads', { correct: false })).toMatchObject({ text: 'brkae pads', correctedQuery: null });
    expect(understand('"brkae pads"')).toMatchObject({ text: '"brkae pads"', correctedQuery: null });
    expect(understand('brake -pads')).toMatchObject({ text: 'brake -pads', correctedQuery: null });
  });

  it('adds the catalog names of shop words as alternatives', () => {
    expect(understand('front shocks').tsquery).toBe('front & (shocks | shock <-> absorber | strut | damper)');
    // E46 alone is a 3 Series or an M3: the make filters, the code stays in the words.
    expect(understand('e46 control arm')).toMatchObject({ text: 'e46 control arm', tsquery: 'e46 & (control <-> arm | wishbone)', vehicle: { makeId: 1, modelId: null } });
    expect(understand('e46 m3 control arm')).toMatchObject({ text: 'control arm', tsquery: '(control <-> arm | wishbone)', vehicle: { modelId: 3 } });
    expect(understand('rotors').tsquery).toBe('(rotors | brake <-> disc | rotor)');
  });

  it('reads a shop word of any length, not only of three words', () => {
    const long = buildVocabulary({ words: new Map([['sway', 2], ['bar', 2], ['link', 2]]), synonyms: new Map([['anti roll bar drop link', ['sway bar link']]]), models: [] });
    expect(understandQuery('anti roll bar drop link', long, { currentYear: YEAR }).tsquery).toBe('(anti <-> roll <-> bar <-> drop <-> link | sway <-> bar <-> link)');
  });

  it('leaves out how a shopper asks, never the whole query', () => {
    expect(understand('what is the best oil filter')).toMatchObject({ text: 'oil filter', vehicle: null, correctedQuery: null });
    expect(understand('cheapest brake pads for my 2015 bmw m3')).toMatchObject({ text: 'brake pads', vehicle: { modelId: 4 } });
    expect(understand('the best')).toMatchObject({ text: 'the best' });
  });

  it('takes the vehicle out of the text', () => {
    const r = understand('Brake pads for my 2015 BMW M3');
    expect(r.text).toBe('brake pads');
    expect(r.vehicle?.label).toBe('2015 BMW M3 (F80)');
    expect(understand('bmw m3 f80')).toMatchObject({ text: null, vehicle: { modelId: 4 } });
    expect(understand('e46 m3', { readVehicle: false })).toMatchObject({ text: 'e46 m3', vehicle: null });
  });
});

describe('vehicle words in what the search says it searched for', () => {
  const understand = (q: string) => understandQuery(q, vocabulary, { currentYear: YEAR });

  it('keeps the vehicle words as typed beside a corrected word', () => {
    expect(understand('brkae pads for my 2015 BMW M3')).toMatchObject({
      correctedQuery: 'brake pads for my 2015 BMW M3',
      text: 'brake pads',
      vehicle: { modelId: 4, year: 2015 },
    });
  });

  it('corrects a make typed with two letters swapped, and says so', () => {
    expect(nearestWord('bwm', vocabulary)).toBe('bmw');
    // Three letters are otherwise too few to correct.
    expect(nearestWord('oli', vocabulary)).toBeNull();
    expect(understand('brake pads for my 2015 bwm m3')).toMatchObject({
      correctedQuery: 'brake pads for my 2015 bmw m3',
      text: 'brake pads',
      vehicle: { makeId: 1, modelId: 4, year: 2015 },
    });
  });

  it('reads codes joined by a slash as two codes', () => {
    expect(foldedWords('M96/M97')).toEqual(['m96', 'm97']);
    expect(understand('oil filter M96/9A1')).toMatchObject({ text: 'oil filter', vehicle: { makeId: 2, modelId: 6 } });
    // Searched as typed, a slash still separates the words, as it does in the catalog's vectors.
    expect(understand('1UZ/2UZ').text).toBe('1UZ 2UZ');
  });
});

describe('brands named in the words', () => {
  const brands = buildVocabulary({
    words: new Map(),
    synonyms: new Map(),
    models: [],
    brands: new Map([['Bilstein', 10], ['Febi Bilstein', 30], ['Lemförder', 5], ['Genuine BMW', 20], ['OE', 8]]),
  });

  it('names a brand only when every word of it is in the query', () => {
    expect(brandsNamedIn('bilstein', brands)).toEqual(['Bilstein']);
    expect(brandsNamedIn('bilstein shocks', brands)).toEqual(['Bilstein']);
    expect(brandsNamedIn('febi bilstein control arm', brands)).toEqual(['Bilstein', 'Febi Bilstein']);
    expect(brandsNamedIn('genuine bmw oil filter', brands)).toEqual(['Genuine BMW']);
    expect(brandsNamedIn('bmw oil filter', brands)).toEqual([]);
  });

  it('folds case, accents and punctuation as the search does, and never matches part of a word', () => {
    expect(brandsNamedIn('LEMFORDER control arm', brands)).toEqual(['Lemförder']);
    expect(brandsNamedIn('Genuine-BMW', brands)).toEqual(['Genuine BMW']);
    expect(brandsNamedIn('shoe brake', brands)).toEqual([]);
    expect(brandsNamedIn('', brands)).toEqual([]);
  });
});
