/**
 * A vehicle as the selectors hand it around: slugs for addresses and the API, names for display.
 * It lives in lib because the vehicle feature fills it in and other features read it.
 */
export interface VehicleChoice {
  make?: string;
  makeName?: string;
  year?: number;
  /** Model slug, e.g. "911-997". */
  model?: string;
  /** Display name with its generation, e.g. "911 (997)". */
  modelName?: string;
  variant?: string;
}

export type VehicleField = 'make' | 'year' | 'model' | 'variant';

export const NO_VEHICLE: VehicleChoice = {};

/** A vehicle is complete once make, year and model are chosen; the variant is optional. */
export function isCompleteVehicle(vehicle: VehicleChoice): boolean {
  return Boolean(vehicle.make && vehicle.year && vehicle.model);
}

/** The same make, model, year and variant (names aside). */
export function sameVehicleChoice(a: VehicleChoice, b: VehicleChoice): boolean {
  return a.make === b.make && a.model === b.model && a.year === b.year && (a.variant ?? '') === (b.variant ?? '');
}

/** "2008 Porsche 911 (997) Carrera S", with whatever parts are known. */
export function describeVehicle(vehicle: VehicleChoice): string {
  return [vehicle.year, vehicle.makeName ?? vehicle.make, vehicle.modelName ?? vehicle.model, vehicle.variant]
    .filter(Boolean)
    .join(' ');
}

/**
 * Element ids of a selector's fields, so a form around the selector can move focus to the field a
 * validation message is about.
 */
export function vehicleFieldId(idPrefix: string, field: VehicleField): string {
  return `${idPrefix}-${field}`;
}
