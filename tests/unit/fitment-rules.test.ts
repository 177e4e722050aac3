import { describe, expect, it } from 'vitest';
import { fitmentNoteText, fitVerdict, sameBody, type FitmentFacts } from '../../src/shared/rules/fitment';

function fitment(values: Partial<FitmentFacts> = {}): FitmentFacts {
  return { modelId: 1, yearFrom: 2007, yearTo: 2010, notes: null, position: null, engineCode: null, variants: [], body: null, producedFrom: null, producedTo: null, ...values };
}

describe('fit verdict rule', () => {
  it('fits by model and year', () => {
    expect(fitVerdict([fitment()], { modelId: 1, year: 2008 })).toEqual({ fitsVehicle: true, fitmentNote: '2007–2010' });
    expect(fitVerdict([fitment()], { modelId: 1, year: 2011 }).fitsVehicle).toBe(false);
    expect(fitVerdict([fitment()], { modelId: 2, year: 2008 }).fitsVehicle).toBe(false);
  });

  it('a part listing no vehicles cannot say', () => {
    expect(fitVerdict([], { modelId: 1, year: 2008 })).toEqual({ fitsVehicle: null, fitmentNote: null });
  });

  it('an engine code decides by the engine, else by the variant, else stays open', () => {
    const n54 = fitment({ engineCode: 'N54', variants: ['335i'] });
    expect(fitVerdict([n54], { modelId: 1, year: 2008, engine: 'n-54' }).fitsVehicle).toBe(true);
    expect(fitVerdict([n54], { modelId: 1, year: 2008, engine: 'N52' }).fitsVehicle).toBe(false);
    // The engine wins over the variant: the part is made for the engine.
    expect(fitVerdict([n54], { modelId: 1, year: 2008, engine: 'N54', variant: '135i' }).fitsVehicle).toBe(true);
    expect(fitVerdict([n54], { modelId: 1, year: 2008, variant: '335I' }).fitsVehicle).toBe(true);
    expect(fitVerdict([n54], { modelId: 1, year: 2008, variant: '328i' }).fitsVehicle).toBe(false);
    expect(fitVerdict([n54], { modelId: 1, year: 2008 })).toEqual({ fitsVehicle: null, fitmentNote: '335i · N54 engine · 2007–2010' });
    expect(fitVerdict([fitment({ engineCode: 'S65' })], { modelId: 1, year: 2008 }).fitsVehicle).toBeNull();
  });

  it('body and production dates', () => {
    const coupe = fitment({ body: 'Coupe' });
    expect(fitVerdict([coupe], { modelId: 1, year: 2008, body: 'coupe' }).fitsVehicle).toBe(true);
    expect(fitVerdict([coupe], { modelId: 1, year: 2008, body: 'Sedan' }).fitsVehicle).toBe(false);
    expect(fitVerdict([coupe], { modelId: 1, year: 2008 }).fitsVehicle).toBeNull();
    const late = fitment({ producedFrom: '2008-09' });
    expect(fitVerdict([late], { modelId: 1, year: 2007 }).fitsVehicle).toBe(false);
    expect(fitVerdict([late], { modelId: 1, year: 2008 }).fitsVehicle).toBeNull();
    expect(fitVerdict([late], { modelId: 1, year: 2009 }).fitsVehicle).toBe(true);
    const early = fitment({ producedTo: '2009-03' });
    expect(fitVerdict([early], { modelId: 1, year: 2009 }).fitsVehicle).toBeNull();
    expect(fitVerdict([early], { modelId: 1, year: 2010 }).fitsVehicle).toBe(false);
  });

  it('one fitting fitment is enough; the note is the one that fits', () => {
    const verdict = fitVerdict([fitment({ modelId: 2, position: 'rear' }), fitment({ position: 'front', notes: 'with M Sport brakes' })], { modelId: 1, year: 2009 });
    expect(verdict).toEqual({ fitsVehicle: true, fitmentNote: 'Front · 2007–2010 · with M Sport brakes' });
  });

  it('says position, variants, engine, body, years, production dates and the note', () => {
    expect(fitmentNoteText(fitment({ position: 'rear-left', variants: ['M3', 'M3 CS'], engineCode: 'S55', body: 'Sedan', producedFrom: '2015-07', notes: 'not carbon-ceramic' }))).toBe(
      'Rear left · M3, M3 CS · S55 engine · Sedan · 2007–2010 · built from 2015-07 · not carbon-ceramic',
    );
    expect(fitmentNoteText(fitment({ yearFrom: 2010, yearTo: 2010 }))).toBe('2010');
  });

  it('an engine-coded fitment without a model fits every car with that engine, in its years', () => {
    const n54 = fitment({ modelId: null, engineCode: 'N54', yearFrom: 2007, yearTo: 2016 });
    // A 2008 335i (N54), and a Z4 the fitment never names: the engine is enough.
    expect(fitVerdict([n54], { modelId: 7, year: 2008, variant: '335i', engine: 'N54' })).toEqual({ fitsVehicle: true, fitmentNote: 'N54 engine · 2007–2016' });
    expect(fitVerdict([n54], { modelId: 9, year: 2012, engine: 'n54' }).fitsVehicle).toBe(true);
    expect(fitVerdict([n54], { modelId: 7, year: 2008, engine: 'N52' }).fitsVehicle).toBe(false);
    expect(fitVerdict([n54], { modelId: 7, year: 2017, engine: 'N54' }).fitsVehicle).toBe(false);
    // No engine named: the model's engines decide when they can.
    expect(fitVerdict([n54], { modelId: 7, year: 2008, modelEngineCodes: ['N54'] }).fitsVehicle).toBe(true);
    expect(fitVerdict([n54], { modelId: 7, year: 2008, modelEngineCodes: ['N52', 'N55'] }).fitsVehicle).toBe(false);
    expect(fitVerdict([n54], { modelId: 7, year: 2008, modelEngineCodes: ['N52', 'N54', 'N55'] }).fitsVehicle).toBeNull();
    expect(fitVerdict([n54], { modelId: 7, year: 2008 }).fitsVehicle).toBeNull();
  });

  it('body styles compare by name, with the vPIC spellings', () => {
    expect(sameBody('Sedan', 'Sedan/Saloon')).toBe(true);
    expect(sameBody('Convertible', 'Convertible/Cabriolet')).toBe(true);
    expect(sameBody('Wagon', 'Estate')).toBe(true);
    expect(sameBody('Coupe', 'Sedan/Saloon')).toBe(false);
    const sedan = fitment({ body: 'Sedan' });
    expect(fitVerdict([sedan], { modelId: 1, year: 2008, body: 'Sedan/Saloon' }).fitsVehicle).toBe(true);
    expect(fitVerdict([sedan], { modelId: 1, year: 2008, body: 'Coupe' }).fitsVehicle).toBe(false);
    // A sedan part and a coupe part for the same model: the body picks the one that fits.
    const both = [sedan, fitment({ body: 'Coupe', position: 'front' })];
    expect(fitVerdict(both, { modelId: 1, year: 2008, body: 'Coupe' })).toEqual({ fitsVehicle: true, fitmentNote: 'Front · Coupe · 2007–2010' });
  });
});
