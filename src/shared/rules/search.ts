/**
 * Search rules shared by the home page and the results page: the home
 * search's checks and destinations, the make-based query prefix, when a results page has enough to
 * search with, and the pagination window.
 */
import { looksLikePartNumber } from './part-number';

/* ---------------------------------------------------------------- make-based query prefix */

/** Make params (slugs) whose brand name is put in front of a query that does not name it. */
export const MAKE_QUERY_PREFIXES: Readonly<Record<string, string>> = {
  mercedes: 'Mercedes-Benz',
  'mercedes-benz': 'Mercedes-Benz',
  bmw: 'BMW',
  porsche: 'Porsche',
  audi: 'Audi',
  volkswagen: 'Volkswagen',
};

/** Lower-case words separated by single spaces: "Mercedes-Benz" -> "mercedes benz". */
function asWords(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/**
 * "brake pads" with make "bmw" becomes "BMW brake pads"; the text is left alone when the make is
 * not one of the prefixed makes or the text already names it ("mercedes", "benz" or the full brand
 * all count for Mercedes-Benz). An empty text becomes the brand name alone.
 */
export function withMakePrefix(text: string, make: string | null | undefined): string {
  const trimmed = text.trim();
  const slug = make?.trim().toLowerCase() ?? '';
  // Own keys only: a make such as "constructor" must not find Object.prototype's members.
  const brand = Object.hasOwn(MAKE_QUERY_PREFIXES, slug) ? MAKE_QUERY_PREFIXES[slug] : undefined;
  if (!brand) return trimmed;
  // Whole words only: "audio" does not name Audi.
  const words = ` ${asWords(trimmed)} `;
  const names = new Set([asWords(brand), ...asWords(brand).split(' '), asWords(slug), ...asWords(slug).split(' ')]);
  if ([...names].some((name) => words.includes(` ${name} `))) return trimmed;
  return `${brand} ${trimmed}`.trim();
}

/* ---------------------------------------------------------------- home search */

export const HOME_SEARCH_MESSAGES = {
  term: 'Please enter a part name or number',
  make: 'Please select a vehicle make',
  year: 'Please select a vehicle year',
  model: 'Please select a vehicle model',
} as const;

export type HomeSearchField = keyof typeof HOME_SEARCH_MESSAGES;

export interface HomeSearchInput {
  term: string;
  /** Make slug. */
  make?: string | null;
  year?: number | string | null;
  /** Model slug. */
  model?: string | null;
}

/** A select left on its placeholder or on "any" has no value. */
export function isUnselected(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  const text = String(value).trim();
  return text === '' || text.toLowerCase() === 'any';
}

/** The first missing field in the spec's order of checks, with its message; null when complete. */
export function homeSearchProblem(input: HomeSearchInput): { field: HomeSearchField; message: string } | null {
  const checks: [HomeSearchField, boolean][] = [
    ['term', input.term.trim() === ''],
    ['make', isUnselected(input.make)],
    ['year', isUnselected(input.year)],
    ['model', isUnselected(input.model)],
  ];
  const missing = checks.find(([, isMissing]) => isMissing);
  return missing ? { field: missing[0], message: HOME_SEARCH_MESSAGES[missing[0]] } : null;
}

/**
 * Where a complete home search goes: a part-number-shaped term to the part-number screen, anything
 * else to the results page with the vehicle as slugs.
 */
export function homeSearchTarget(input: HomeSearchInput): string {
  const term = input.term.trim();
  if (looksLikePartNumber(term)) return `/part-search?${new URLSearchParams({ partNumber: term })}`;
  const params = new URLSearchParams({ q: term });
  if (!isUnselected(input.make)) params.set('make', String(input.make));
  if (!isUnselected(input.year)) params.set('year', String(input.year));
  if (!isUnselected(input.model)) params.set('model', String(input.model));
  return `/search?${params}`;
}

/** "Find Parts by Vehicle" and the popular quick searches: results-page addresses. */
export function vehicleSearchTarget(vehicle: { year?: number | string | null; make?: string | null; model?: string | null }): string {
  const params = new URLSearchParams();
  if (!isUnselected(vehicle.year)) params.set('year', String(vehicle.year));
  if (!isUnselected(vehicle.make)) params.set('make', String(vehicle.make));
  if (!isUnselected(vehicle.model)) params.set('model', String(vehicle.model));
  return `/search?${params}`;
}

export function quickSearchTarget(term: string): string {
  return `/search?${new URLSearchParams({ q: term })}`;
}

/* ---------------------------------------------------------------- results page prerequisites */

/**
 * What the results page needs before it searches: a query or a category (a category tile opens
 * that category's results, with or without a vehicle). With neither it asks for a vehicle first,
 * then, once a vehicle is chosen, for a category.
 */
export type SearchPrerequisite = 'ready' | 'select-vehicle' | 'select-category';

export function searchPrerequisite(state: { q?: string | null; make?: string | null; categoryId?: number | null }): SearchPrerequisite {
  if (state.q?.trim() || state.categoryId != null) return 'ready';
  return isUnselected(state.make) ? 'select-vehicle' : 'select-category';
}

/* ---------------------------------------------------------------- pagination window */

/** Page numbers shown at most. */
export const MAX_PAGE_LINKS = 5;

export type PageWindowItem = number | 'gap';

/**
 * Up to five page numbers: the first and last page always, the current page with its neighbours
 * in between, and a gap marker (an ellipsis on screen) where pages are skipped.
 *   (1, 3) -> 1 2 3;  (1, 22) -> 1 2 3 4 … 22;  (10, 22) -> 1 … 9 10 11 … 22;  (22, 22) -> 1 … 19 20 21 22
 */
export function pageWindow(current: number, totalPages: number): PageWindowItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= MAX_PAGE_LINKS) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const inner = MAX_PAGE_LINKS - 2;
  let start = page - Math.floor(inner / 2);
  let end = start + inner - 1;
  // Near an end the window slides so five numbers stay visible.
  if (start <= 2) {
    start = 2;
    end = MAX_PAGE_LINKS - 1;
  } else if (end >= total - 1) {
    end = total - 1;
    start = total - MAX_PAGE_LINKS + 2;
  }
  const items: PageWindowItem[] = [1];
  if (start > 2) items.push('gap');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total - 1) items.push('gap');
  items.push(total);
  return items;
}
