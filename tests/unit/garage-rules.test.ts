import { describe, expect, it } from 'vitest';
import { activateInGarage, addToGarage, EMPTY_GARAGE, GARAGE_MAX_VEHICLES, parseGarageCookie, removeFromGarage, serializeGarage } from '../../src/shared/rules/garage';

const car = (year: number, model = 'm3-f80') => ({ make: 'bmw', model, year });

describe('My Garage rules', () => {
  it('round-trips through its cookie and refuses what it cannot read', () => {
    const garage = addToGarage(addToGarage(EMPTY_GARAGE, car(2018)), { ...car(2008, '3-series-e90'), variant: '335i', vin: 'WBAVB73588VF12345' });
    expect(parseGarageCookie(serializeGarage(garage))).toEqual(garage);
    expect(parseGarageCookie('%7B')).toEqual(EMPTY_GARAGE);
    expect(parseGarageCookie(encodeURIComponent(JSON.stringify({ vehicles: [{ make: 'BMW!', model: 'x', year: 2000 }, { make: 'bmw', model: 'x', year: 'soon' }] })))).toEqual(EMPTY_GARAGE);
    // A VIN that is not one is dropped, the vehicle kept; an active index out of range falls back to the first.
    expect(parseGarageCookie(encodeURIComponent(JSON.stringify({ vehicles: [{ ...car(2018), vin: 'nope' }], active: 7 })))).toEqual({ vehicles: [car(2018)], active: 0 });
  });

  it('adds as active, re-activates a vehicle already there, and keeps at most ten', () => {
    let garage = EMPTY_GARAGE;
    for (let year = 2000; year < 2000 + GARAGE_MAX_VEHICLES; year++) garage = addToGarage(garage, car(year));
    expect(garage.vehicles).toHaveLength(10);
    expect(garage.active).toBe(9);
    const again = addToGarage(garage, { ...car(2003), nickname: 'Daily' });
    expect(again.vehicles).toHaveLength(10);
    expect(again.active).toBe(3);
    expect(again.vehicles[3]).toEqual({ ...car(2003), nickname: 'Daily' });
    const full = addToGarage(activateInGarage(garage, 0), car(2020));
    expect(full.vehicles).toHaveLength(10);
    // The oldest vehicle that is not active made room.
    expect(full.vehicles.map((v) => v.year)).toEqual([2000, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009, 2020]);
    expect(full.active).toBe(9);
  });

  it('removes a vehicle and keeps the active one active', () => {
    const garage = activateInGarage(addToGarage(addToGarage(addToGarage(EMPTY_GARAGE, car(2001)), car(2002)), car(2003)), 2);
    expect(removeFromGarage(garage, 0)).toEqual({ vehicles: [car(2002), car(2003)], active: 1 });
    expect(removeFromGarage(garage, 2)).toEqual({ vehicles: [car(2001), car(2002)], active: 0 });
    expect(removeFromGarage(removeFromGarage(removeFromGarage(garage, 0), 0), 0)).toEqual(EMPTY_GARAGE);
  });

  it('keeps the body style a VIN gave, and drops one that is not a body style', () => {
    const sedan = { ...car(2018), body: 'Sedan/Saloon' };
    expect(parseGarageCookie(serializeGarage({ vehicles: [sedan], active: 0 }))).toEqual({ vehicles: [sedan], active: 0 });
    const junk = encodeURIComponent(JSON.stringify({ vehicles: [{ ...car(2018), body: '<script>' }], active: 0 }));
    expect(parseGarageCookie(junk)).toEqual({ vehicles: [car(2018)], active: 0 });
  });
});
