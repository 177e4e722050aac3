import { describe, expect, it } from 'vitest';
import { VEHICLE_NICKNAMES } from '../../src/server/db/seed/data/vehicle-nicknames';
import { VPIC_MODEL_NAMES } from '../../src/server/db/seed/data/vpic-model-names';
import { MAKES } from '../../src/server/db/seed/data/makes';
import { buildVocabulary, suggest, understandQuery, type VehicleModelEntry } from '../../src/shared/rules/query-understanding';
import { aliasIndex, aliasKey, buildAliasRows, namingTargets, resolveAlias, type AliasRow } from '../../src/shared/rules/vehicle-aliases';

let id = 0;
const models: VehicleModelEntry[] = MAKES.flatMap((make, makeIndex) =>
  make.models.map((m) => ({ ...m, id: ++id, makeId: makeIndex + 1, make: make.name, engineCodes: [] })),
);
const index = aliasIndex(buildAliasRows(models, VPIC_MODEL_NAMES, VEHICLE_NICKNAMES));
const label = (modelId: number) => {
  const m = models.find((x) => x.id === modelId)!;
  return `${m.name} ${m.generation ?? ''}`.trim();
};
const resolve = (name: string, year?: number) => resolveAlias(index, name, year).map((t) => label(t.modelId)).sort();

describe('vehicle aliases', () => {
  it('folds case, spaces and punctuation', () => {
    expect(aliasKey('RC F')).toBe('rcf');
    expect(aliasKey('rc-f')).toBe('rcf');
    expect(aliasKey('370 Z')).toBe('370z');
    expect(aliasKey('Huracán')).toBe('huracan');
    expect(resolve('RCF')).toEqual(['RC F']);
    expect(resolve('370 z')).toEqual(['370Z Z34']);
    // Ambiguous across makes too: the AMG GT R is spelt alike; a make or a year in the words settles it.
    expect(resolve('gt-r')).toEqual(['AMG GT C190', 'GT-R R35', 'Skyline GT-R R34']);
  });

  it('resolves a variant to every generation it was sold in, and to one with a year', () => {
    expect(resolve('335i')).toEqual(['3 Series E90', '3 Series F30']);
    expect(resolve('335i', 2009)).toEqual(['3 Series E90']);
    expect(resolve('335i', 2014)).toEqual(['3 Series F30']);
    expect(resolve('335i', 1995)).toEqual([]);
  });

  it("resolves vPIC's badges the catalog does not list through the same number", () => {
    expect(resolve('325xi')).toEqual(['3 Series E46', '3 Series E90']);
    expect(resolve('325xi', 2004)).toEqual(['3 Series E46']);
    expect(resolve('330Ci', 2003)).toEqual(['3 Series E46']);
  });

  it("resolves vPIC's names that are a line's name lengthened, shortened or lettered", () => {
    // A variant written after the line's name, or the line's number with it.
    expect(resolve('348 tb')).toEqual(['348']);
    expect(resolve('355 Spider')).toEqual(['F355']);
    expect(resolve('718 Boxster', 2018)).toEqual(['Boxster 718']);
    // The line's name shortened to its number.
    expect(resolve('360', 2003)).toEqual(['360 Modena']);
    expect(resolve('430', 2008)).toEqual(['F430']);
    // A body letter run on: the M3 coupe, not the 3 Series its series names.
    expect(resolve('M3Ci', 2003)).toEqual(['M3 E46']);
    // A number before a word is a name, not a badge: the V12 Vantage is no DB11 "V12".
    expect(resolve('V12 Vantage')).toEqual(['Vantage']);
  });

  it('knows nicknames and leaves unknown names alone', () => {
    expect(resolve('GT86')).toEqual(['86 ZN6']);
    expect(resolve('miata', 2016)).toEqual(['MX-5 Miata ND']);
    expect(resolve('Z4M', 2007)).toEqual(['Z4 E85']);
    expect(resolve('corolla')).toEqual([]);
  });

  it('lets a search read the car from a variant, a run-together name or a spaced one', () => {
    const vocabulary = buildVocabulary({ words: new Map([['brake', 5], ['pad', 5], ['clutch', 2], ['engine', 2], ['mount', 2]]), synonyms: new Map(), models, vehicleAliases: buildAliasRows(models, VPIC_MODEL_NAMES, VEHICLE_NICKNAMES) });
    const read = (q: string) => understandQuery(q, vocabulary, { currentYear: 2026 });
    expect(read('rcf front pads').vehicle?.label).toBe('Lexus RC F');
    expect(read('gt86 clutch').vehicle?.label).toBe('Toyota 86 (ZN6)');
    expect(read('370 z brake pads')).toMatchObject({ vehicle: { label: 'Nissan 370Z (Z34)' }, text: 'brake pads' });
    // Several generations of one model line: the line's name is searched in place of the badge.
    expect(read('c300 engine mount')).toMatchObject({ vehicle: { label: 'Mercedes-Benz' }, text: 'engine mount c class' });
    expect(read('2012 c300 engine mount').vehicle?.label).toBe('2012 Mercedes-Benz C-Class (W204)');
  });

  it("takes a name that is one line's own and another's trim for the line", () => {
    const named = (name: string) => namingTargets(index.get(aliasKey(name)) ?? []).map((t) => label(t.modelId)).sort();
    // GT-R is Nissan's model; the AMG GT's "GT R" and the Skyline's "GT-R" are trims.
    expect(named('gtr')).toEqual(['GT-R R35']);
    // A name that is only ever a trim keeps every line that has it.
    expect(named('335i')).toEqual(['3 Series E90', '3 Series F30']);
    const vocabulary = buildVocabulary({ words: new Map([['brake', 5], ['pad', 5]]), synonyms: new Map(), models, vehicleAliases: buildAliasRows(models, VPIC_MODEL_NAMES, VEHICLE_NICKNAMES) });
    expect(understandQuery('gtr brake pads', vocabulary, { currentYear: 2026 })).toMatchObject({ vehicle: { label: 'Nissan GT-R (R35)' }, text: 'brake pads' });
  });

  it('does not read one word of a part name as a trim', () => {
    const vocabulary = buildVocabulary({
      words: new Map([['rod', 3], ['end', 3], ['tie', 3]]),
      synonyms: new Map([['track rod end', ['tie rod']]]),
      partTypeTerms: new Map([['track rod end', ['tie-rod']]]),
      models,
      vehicleAliases: buildAliasRows(models, VPIC_MODEL_NAMES, VEHICLE_NICKNAMES),
    });
    // "Track" is a trim of a Nissan as well; here it is the start of a part's name.
    expect(understandQuery('track rod end', vocabulary, { currentYear: 2026 })).toMatchObject({ vehicle: null, partTypes: ['tie-rod'], text: 'track rod end' });
    // A trim beside the part name is still read.
    expect(understandQuery('gtr track rod end', vocabulary, { currentYear: 2026 }).vehicle?.label).toBe('Nissan GT-R (R35)');
  });

  it('keeps each alias as written beside its folded key', () => {
    const rows = buildAliasRows(models, VPIC_MODEL_NAMES, VEHICLE_NICKNAMES);
    expect(rows.find((r) => r.alias === 'rcf' && r.source === 'model')?.display).toBe('RC F');
    expect(rows.find((r) => r.alias === 'godzilla')).toMatchObject({ display: 'Godzilla', source: 'nickname' });
    expect(rows.find((r) => r.alias === '328ci')).toMatchObject({ display: '328Ci', source: 'vpic' });
  });

  it("reads an operator's alias as the car's own name, as a nickname is", () => {
    const e46 = models.find((m) => m.name === '3 Series' && m.generation === 'E46')!;
    const console: AliasRow = { alias: aliasKey('Dreier'), display: 'Dreier', modelId: e46.id, yearFrom: 1999, yearTo: 2006, source: 'console' };
    const vocabulary = buildVocabulary({ words: new Map([['brake', 5], ['pad', 5]]), synonyms: new Map(), models, vehicleAliases: [...buildAliasRows(models, VPIC_MODEL_NAMES, VEHICLE_NICKNAMES), console] });
    expect(understandQuery('dreier brake pads', vocabulary, { currentYear: 2026 })).toMatchObject({ vehicle: { modelId: e46.id }, text: 'brake pads' });
    expect(suggest('drei', vocabulary)).toContainEqual({ group: 'vehicle', label: 'Dreier — BMW 3 Series (E46) 1999–2006', q: 'BMW 3 Series E46', vehicle: { makeId: e46.makeId, modelId: e46.id } });
  });

  it('suggests nicknames: the car when the name means one generation, its line when several', () => {
    const vocabulary = buildVocabulary({ words: new Map(), synonyms: new Map(), models, vehicleAliases: buildAliasRows(models, VPIC_MODEL_NAMES, VEHICLE_NICKNAMES) });
    const gtr = models.find((m) => m.name === 'GT-R' && m.generation === 'R35')!;
    expect(suggest('godz', vocabulary)).toEqual([{ group: 'vehicle', label: 'Godzilla — Nissan GT-R (R35) 2007–', q: 'Nissan GT-R R35', vehicle: { makeId: gtr.makeId, modelId: gtr.id } }]);
    expect(suggest('3er', vocabulary)).toContainEqual({ group: 'vehicle', label: '3er — BMW 3 Series', q: 'BMW 3 Series', vehicle: null });
    // vPIC's names and the catalog's own variants are not offered one by one.
    expect(suggest('328x', vocabulary)).toEqual([]);
  });
});
