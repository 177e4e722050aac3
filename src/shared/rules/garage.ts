/**
 * My Garage as the browser keeps it: up to ten vehicles and which one is active, in a cookie the
 * server reads too, so a page's first HTML already judges parts against the active vehicle. The
 * cookie holds slugs and what the shopper typed; the server resolves names and ids. Checked by hand,
 * not with a schema: it is read while a page starts (decision 004).
 */

export const GARAGE_COOKIE = 'pitlane_garage';
export const GARAGE_MAX_VEHICLES = 10;
/** A year, then what else the shopper gave. */
export interface StoredGarageVehicle {
  make: string;
  model: string;
  year: number;
  variant?: string;
  engine?: string;
  /** Body style, from the VIN ("Sedan/Saloon"): judges fitments limited to a body. */
  body?: string;
  nickname?: string;
  vin?: string;
}

export interface StoredGarage {
  vehicles: StoredGarageVehicle[];
  /** Index of the active vehicle; -1 when none is. */
  active: number;
}

export const EMPTY_GARAGE: StoredGarage = { vehicles: [], active: -1 };

const SLUG = /^[a-z0-9-]{1,100}$/;
const shortText = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max && !value.includes('\u0000') ? value.trim() : undefined;

function parseVehicle(value: unknown): StoredGarageVehicle | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.make !== 'string' || !SLUG.test(v.make) || typeof v.model !== 'string' || !SLUG.test(v.model)) return null;
  if (typeof v.year !== 'number' || !Number.isInteger(v.year) || v.year < 1900 || v.year > 2100) return null;
  const variant = shortText(v.variant, 60);
  const engine = shortText(v.engine, 30);
  const body = shortText(v.body, 60);
  const nickname = shortText(v.nickname, 40);
  const vin = typeof v.vin === 'string' && /^[A-HJ-NPR-Z0-9]{17}$/.test(v.vin) ? v.vin : undefined;
  return {
    make: v.make,
    model: v.model,
    year: v.year,
    ...(variant && { variant }),
    ...(engine && /^[A-Za-z0-9 ./-]*$/.test(engine) && { engine }),
    ...(body && /^[A-Za-z0-9 ()/-]*$/.test(body) && { body }),
    ...(nickname && { nickname }),
    ...(vin && { vin }),
  };
}

/** The garage in a cookie's value; anything unreadable is an empty garage. */
export function parseGarageCookie(raw: string | undefined | null): StoredGarage {
  if (!raw) return EMPTY_GARAGE;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return EMPTY_GARAGE;
  }
  if (typeof value !== 'object' || value === null) return EMPTY_GARAGE;
  const { vehicles, active } = value as { vehicles?: unknown; active?: unknown };
  if (!Array.isArray(vehicles)) return EMPTY_GARAGE;
  const parsed = vehicles.slice(0, GARAGE_MAX_VEHICLES).flatMap((v) => parseVehicle(v) ?? []);
  const index = typeof active === 'number' && Number.isInteger(active) && active >= 0 && active < parsed.length ? active : parsed.length ? 0 : -1;
  return { vehicles: parsed, active: index };
}

export function serializeGarage(garage: StoredGarage): string {
  return encodeURIComponent(JSON.stringify(garage));
}

/** The same car: make, model and year, and the same VIN when both have one (a variant picked later refines it). */
const sameVehicle = (a: StoredGarageVehicle, b: StoredGarageVehicle) =>
  a.make === b.make && a.model === b.model && a.year === b.year && (!a.vin || !b.vin || a.vin === b.vin);

/**
 * Adds a vehicle and makes it the active one; one already there is made active (and given the new
 * nickname, VIN or engine). A full garage gives up its oldest vehicle that is not active.
 */
export function addToGarage(garage: StoredGarage, vehicle: StoredGarageVehicle): StoredGarage {
  const at = garage.vehicles.findIndex((v) => sameVehicle(v, vehicle));
  if (at >= 0) {
    const vehicles = garage.vehicles.map((v, i) => (i === at ? { ...v, ...vehicle } : v));
    return { vehicles, active: at };
  }
  let vehicles = [...garage.vehicles, vehicle];
  if (vehicles.length > GARAGE_MAX_VEHICLES) {
    const drop = garage.active === 0 ? 1 : 0;
    vehicles = vehicles.filter((_, i) => i !== drop);
  }
  return { vehicles, active: vehicles.length - 1 };
}

export function activateInGarage(garage: StoredGarage, index: number): StoredGarage {
  return index >= 0 && index < garage.vehicles.length ? { ...garage, active: index } : garage;
}

export function removeFromGarage(garage: StoredGarage, index: number): StoredGarage {
  if (index < 0 || index >= garage.vehicles.length) return garage;
  const vehicles = garage.vehicles.filter((_, i) => i !== index);
  const active = vehicles.length === 0 ? -1 : garage.active === index ? 0 : garage.active > index ? garage.active - 1 : garage.active;
  return { vehicles, active };
}
