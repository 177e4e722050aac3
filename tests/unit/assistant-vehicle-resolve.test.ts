import { describe, expect, it } from 'vitest';
import { guideFitsVehicle, partFitsVehicle } from '../../src/server/modules/assistant/assistant.fitment';
import {
  describeResolvedVehicle,
  readVehicleAsSearch,
  resolveRequestedVehicle,
  resolveVehicleFromQuestion,
} from '../../src/server/modules/assistant/assistant.vehicle-resolve';
import { seedQueryVocabulary, seedVehicleVocabulary } from '../support/assistant-vocabulary';

const vocabulary = seedVehicleVocabulary();
const queryVocabulary = seedQueryVocabulary();
const CURRENT_YEAR = 2026;
/** As the service reads a question: search's reading of the car first, then the assistant's engine and variant. */
const resolve = (question: string) => resolveVehicleFromQuestion(question, vocabulary, readVehicleAsSearch(question, queryVocabulary, CURRENT_YEAR));

describe('vehicle understanding', () => {
  it.each([
    ['misfire on my 2011 Audi A4 2.0T', 'audi', 'a4-b8', 'vag-ea888-gen2'],
    ['2016 gti rough idle', 'volkswagen', 'golf-gti-mk7', 'vag-ea888-gen3'],
    ['e90 328i coolent low', 'bmw', '3-series-e90', 'bmw-n52'],
    ['2009 335i', 'bmw', '3-series-e90', 'bmw-n54'],
    ['code P0420 on 2008 IS350', 'lexus', 'is-xe20', 'lexus-2gr'],
    ['c63 w205 misfire after tune', 'mercedes-benz', 'c-class-w205', 'mb-m177-m178'],
    ['cayman s 2007 misfire bank 2', 'porsche', 'cayman-987', 'porsche-m96'],
    ['2021 supra 3.0 misfire', 'toyota', 'supra-a90', 'bmw-b58'],
    ['cayenne s 955 coolant smell', 'porsche', 'cayenne-955', 'porsche-cayenne-v8'],
    ['135i cranks for a long time 2009', 'bmw', '1-series-e82', 'bmw-n54'],
  ])('"%s" is a %s %s with the %s', (question, make, model, engine) => {
    const v = resolve(question);
    expect(v?.makeSlug).toBe(make);
    expect(v?.model?.slug).toBe(model);
    expect(v?.engine?.key).toBe(engine);
  });

  it('knows an engine named alone, without guessing the model', () => {
    const v = resolve('coolant leak bmw n54');
    expect(v).toMatchObject({ makeSlug: 'bmw', model: null, engine: { key: 'bmw-n54' } });
  });

  it('says which generations are possible instead of picking one', () => {
    const v = resolve('squealing brakes on my C63');
    expect(v?.model).toBeNull();
    expect(v?.modelCandidates.map((m) => m.slug).sort()).toEqual(['c-class-w204', 'c-class-w205', 'c-class-w206']);
    const v335 = resolve('P0301 on my 335i');
    expect(v335?.engine).toBeNull();
    expect(v335?.engineCandidates.map((e) => e.key).sort()).toEqual(['bmw-n54', 'bmw-n55']);
  });

  it('reads the car as search reads it: typos corrected, same model', () => {
    expect(resolve('what oil does a 2010 porshe 911 take')).toMatchObject({ makeSlug: 'porsche', model: { slug: '911-997' } });
    expect(resolve('mercedez c300 2012 oil')).toMatchObject({ makeSlug: 'mercedes-benz', model: { slug: 'c-class-w204' } });
    const reading = readVehicleAsSearch('misfire on my 2011 Audi A4 2.0T', queryVocabulary, CURRENT_YEAR);
    expect(reading).toMatchObject({ makeName: 'Audi', year: 2011 });
    const model = vocabulary.models.find((m) => m.id === reading?.modelIds[0]);
    expect(model?.slug).toBe('a4-b8');
  });

  it('takes "is" in a sentence for a verb, and for the Lexus IS only before a model number', () => {
    expect(readVehicleAsSearch('my car is misfiring what should i check', queryVocabulary, CURRENT_YEAR)).toBeNull();
    expect(resolve('2008 is 350 rough idle')).toMatchObject({ makeSlug: 'lexus', model: { slug: 'is-xe20' }, engine: { key: 'lexus-2gr' } });
  });

  it('finds no vehicle where none is named', () => {
    expect(resolve('clunk from the front over bumps')).toBeNull();
    expect(resolve('P0420 what does it mean')).toBeNull();
    expect(resolve('my car is misfiring what should i check')).toBeNull();
  });

  it('takes the vehicle chosen on the site', () => {
    const v = resolveRequestedVehicle({ make: 'audi', model: 'a4-b8', year: 2011 }, vocabulary);
    expect(v).toMatchObject({ source: 'request', makeSlug: 'audi', model: { slug: 'a4-b8' }, engine: { key: 'vag-ea888-gen2' } });
    expect(describeResolvedVehicle(v!)).toBe('2011 Audi A4 (B8), EA888 Gen 1/2 engine');
    expect(resolveRequestedVehicle({ make: 'no-such-make' }, vocabulary)).toBeNull();
  });
});

describe('fitment', () => {
  const a4 = resolve('2011 Audi A4 2.0T')!;
  const fit = (model: string, yearFrom: number, yearTo: number, notes: string | null, makeSlug = 'audi') => ({ makeSlug, modelSlug: model, yearFrom, yearTo, notes });

  it('matches engine parts by the engine’s applications, not the model alone', () => {
    // A 2.0 TFSI coil fits; a 1.8T coil (A4 B6) does not.
    expect(partFitsVehicle({ fitments: [fit('a4-b8', 2009, 2012, '2.0T')] }, 'engine', a4)).toBe(true);
    expect(partFitsVehicle({ fitments: [fit('a4-b6', 2002, 2005, '1.8T')] }, 'engine', a4)).toBe(false);
    expect(partFitsVehicle({ fitments: [fit('a4-b8', 2013, 2016, '2.0T')] }, 'engine', a4)).toBe(false);
  });

  it('matches chassis parts by model and year, and never offers another make’s', () => {
    expect(partFitsVehicle({ fitments: [fit('a4-b8', 2008, 2016, null)] }, 'model', a4)).toBe(true);
    expect(partFitsVehicle({ fitments: [fit('s-class-w221', 2005, 2013, null, 'mercedes-benz')] }, 'model', a4)).toBe(false);
    expect(partFitsVehicle({ fitments: [] }, 'model', a4)).toBe(false);
    expect(partFitsVehicle({ fitments: [] }, 'universal', a4)).toBe(true);
  });

  it('takes a guide only when generic or written for the car', () => {
    expect(guideFitsVehicle({ scope: 'generic', platforms: [] }, null)).toBe(true);
    expect(guideFitsVehicle({ scope: 'platform', platforms: ['vag-ea888-gen2'] }, a4)).toBe(true);
    expect(guideFitsVehicle({ scope: 'platform', platforms: ['porsche/911-997'] }, a4)).toBe(false);
    expect(guideFitsVehicle({ scope: 'platform', platforms: ['bmw-n54'] }, null)).toBe(false);
  });
});
