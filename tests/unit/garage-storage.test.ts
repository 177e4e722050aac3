/** My Garage's stored vehicle is checked by hand (no zod while a page starts): the rules it keeps. */
import { describe, expect, it } from 'vitest';
import { parseGarage } from '../../src/web/features/vehicle/api/garage-storage';

describe('parseGarage', () => {
  it('keeps a complete vehicle with only its own fields, in the stored order', () => {
    const vehicle = parseGarage({ variant: 'Carrera S', model: '911-997', year: 2008, make: 'porsche', extra: 1 });
    expect(vehicle).toEqual({ make: 'porsche', year: 2008, model: '911-997', variant: 'Carrera S' });
    expect(JSON.stringify(vehicle)).toBe('{"make":"porsche","year":2008,"model":"911-997","variant":"Carrera S"}');
    expect(
      JSON.stringify(parseGarage({ make: 'bmw', makeName: 'BMW', year: 2015, model: '3-f30', modelName: '3 Series (F30)' })),
    ).toBe('{"make":"bmw","makeName":"BMW","year":2015,"model":"3-f30","modelName":"3 Series (F30)"}');
  });

  it('treats anything incomplete or mistyped as an empty garage', () => {
    for (const value of [
      null,
      'porsche',
      [],
      {},
      { make: '', year: 2008, model: '911-997' },
      { make: 'porsche', year: 2008, model: '' },
      { make: 'porsche', year: 2008.5, model: '911-997' },
      { make: 'porsche', year: '2008', model: '911-997' },
      { make: 'porsche', year: 2008, model: '911-997', variant: 3 },
      { make: 'porsche', makeName: null, year: 2008, model: '911-997' },
    ]) {
      expect(parseGarage(value)).toBeNull();
    }
  });
});
