/**
 * The guide routes the route table names (spec 001 §2). Further guides are served under
 * /guides/:slug, where an unknown slug shows the not-found page. Each guide's slug is the last
 * segment of its path, which is how the guide page knows what to load.
 */
export const GUIDE_PATHS = [
  '/guides/porsche-997-turbo-passenger-turbo',
  '/guides/bmw-oil-change',
  '/guides/porsche-brake-pad-replacement',
  '/guides/mercedes-air-filter-replacement',
  '/guides/ferrari-annual-maintenance',
  '/guides/lamborghini-fluid-inspection',
  '/bmw-timing-belts',
] as const;

export function guideSlugFromPath(path: string): string {
  return path.split('/').filter(Boolean).at(-1) ?? '';
}
