import type { GuideDetail, GuideVehicle } from '@shared/schemas/guides';

/**
 * Words after which a guide's part name turns into detail ("Oil filter kit with O-rings, N52
 * engines" → "Oil filter kit"). The short head finds every retailer's version of the part, where
 * the full wording would match almost nothing.
 */
const DETAIL_START = /\s*(?:[(,;:]|\s(?:with|for|of|to suit|per)\s).*$/i;

/** The car a guide's searches are for: a catalog model by its slugs, with the year when the garage knows it. */
export interface GuideCar extends GuideVehicle {
  year?: number;
}

type GuideFields = Pick<GuideDetail, 'make' | 'category' | 'content' | 'vehicles'>;

/** A part name as a search: its head, without the detail after it. */
export function partSearchTerm(name: string): string {
  return name.replace(DETAIL_START, '').trim();
}

/**
 * The car a guide's links search for: the garage's when the guide is written for it (or for any car),
 * otherwise none, and the reader picks one of the guide's own vehicles.
 */
export function guideCarOf(guide: Pick<GuideDetail, 'vehicles'>, garage: GuideCar | null): GuideCar | null {
  if (!garage) return null;
  if (guide.vehicles.length === 0) return garage;
  return guide.vehicles.some((v) => v.make === garage.make && v.model === garage.model) ? garage : null;
}

/** The search for some words on one car: make and model as fitment filters, so only parts that fit are offered. */
export function carSearchHref(q: string, car: GuideCar | null): string {
  const params = new URLSearchParams({ q });
  if (car) {
    params.set('make', car.make);
    params.set('model', car.model);
    if (car.year) params.set('year', String(car.year));
  }
  return `/search?${params}`;
}

/** What the guide's "Compare Part Prices" button searches for: the guide's first part (its category without one). */
export function guideSearchTerm(guide: Pick<GuideDetail, 'category' | 'content'>): string {
  return partSearchTerm(guide.content.parts[0]?.name ?? '') || guide.category;
}

/**
 * The button's search: on the reader's car, else on the guide's first vehicle (make and model), and
 * only a guide written for no model in particular searches by its make's name.
 */
export function guideSearchTarget(guide: GuideFields, car: GuideCar | null = null): string {
  const vehicle = car ?? guide.vehicles[0] ?? null;
  return carSearchHref(vehicle ? guideSearchTerm(guide) : `${guide.make} ${guideSearchTerm(guide)}`, vehicle);
}
