/** Vehicle rules: model-year ranges and base-model grouping. */

/** Per-make first model year; any other make starts 15 years back from the current year. */
export const MAKE_START_YEARS: Readonly<Record<string, number>> = {
  porsche: 1950,
  ferrari: 1947,
  lamborghini: 1963,
  bmw: 1960,
  mercedes: 1950,
  'mercedes-benz': 1950,
  audi: 1965,
};

export const DEFAULT_YEARS_BACK = 15;
export const HOME_VEHICLE_FORM_YEARS = 8;

/** Own keys only: a slug such as "constructor" must not find Object.prototype's members. */
function knownStartYear(makeSlug: string | undefined): number | undefined {
  const slug = makeSlug?.toLowerCase();
  return slug !== undefined && Object.hasOwn(MAKE_START_YEARS, slug) ? MAKE_START_YEARS[slug] : undefined;
}

/** Years offered for a make, newest first. `firstYear` from the database wins over the table. */
export function yearsForMake(
  makeSlug: string | undefined,
  currentYear: number,
  firstYear?: number | null,
): number[] {
  const start =
    firstYear ?? knownStartYear(makeSlug) ?? currentYear - DEFAULT_YEARS_BACK;
  const years: number[] = [];
  for (let y = currentYear; y >= start; y--) years.push(y);
  return years;
}

/** The last `count` years, newest first (home "Find Parts by Vehicle"). */
export function lastYears(currentYear: number, count = HOME_VEHICLE_FORM_YEARS): number[] {
  return Array.from({ length: count }, (_, i) => currentYear - i);
}

export const SPECIAL_BASE_MODELS = ['911', 'Boxster', 'Cayman', 'Cayenne', 'Panamera', 'Macan'] as const;

/**
 * Base-model group of a model name: one of the special names when it appears in the name,
 * otherwise the first word. A leading number followed by "Series" keeps both words ("3 Series"),
 * because a bare "3" means nothing to a BMW owner.
 */
export function baseModelGroup(modelName: string): string {
  const name = modelName.trim();
  const words = name.split(/\s+/);
  for (const special of SPECIAL_BASE_MODELS) {
    if (words.some((w) => w.replace(/[()]/g, '').toLowerCase() === special.toLowerCase())) return special;
  }
  const first = words[0] ?? name;
  if (/^\d+$/.test(first) && words[1] && /^series$/i.test(words[1])) return `${first} ${words[1]}`;
  return first;
}

/** Groups in display order: 911 first, then alphabetical (numeric-aware). */
export function sortBaseModelGroups(groups: Iterable<string>): string[] {
  return [...new Set(groups)].sort((a, b) => {
    if (a === '911') return -1;
    if (b === '911') return 1;
    return a.localeCompare(b, 'en', { numeric: true });
  });
}

/** Whether a model-year range contains a year; an open end means "still in production". */
export function yearInRange(year: number, from: number, to: number | null): boolean {
  return year >= from && (to == null || year <= to);
}
