/**
 * One address for every route of the web app's route table (src/web/app/app-routes.tsx), for suites
 * that visit them all. `routeTablePaths` reads the table itself so a new route cannot be forgotten.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { GUIDE_PATHS, PAGE_PATHS } from '../../src/shared/page-routes';

export const EXAMPLE_PART_NUMBER = '11621259307';
/** A guide served by the /guides/:slug route rather than a route of its own. */
export const EXAMPLE_GUIDE_SLUG = 'bmw-n5x-spark-plugs-coils';

/**
 * Route patterns as the route table gives them (`path="..."` or `path={PAGE_PATHS.name}`), plus the
 * guide paths it maps over.
 */
export function routeTablePaths(): string[] {
  const source = readFileSync(path.resolve(import.meta.dirname, '../../src/web/app/app-routes.tsx'), 'utf8');
  const written = [...source.matchAll(/<Route\s+path="([^"]+)"/g)].map(([, route]) => route ?? '');
  const named = [...source.matchAll(/<Route\s+path=\{PAGE_PATHS\.(\w+)\}/g)].map(([, name]) => PAGE_PATHS[name as keyof typeof PAGE_PATHS]);
  return [...new Set([...written, ...named, ...GUIDE_PATHS])];
}

/** A product slug from the demo catalog, looked up so the product page shows a real part. */
export async function exampleProductSlug(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/parts/search?q=brake+pads');
  const body = (await response.json()) as { parts: { slug: string }[] };
  const slug = body.parts[0]?.slug;
  if (!slug) throw new Error('the demo catalog has no brake pads');
  return slug;
}

/** Each route pattern with the address visited for it (parameters filled in), and the 404 page. */
export function visitableRoutes(productSlug: string): { route: string; url: string }[] {
  const fill = (route: string) =>
    route === '/guides/:slug'
      ? `/guides/${EXAMPLE_GUIDE_SLUG}`
      : route.replace(':slug', productSlug).replace(':partNumber', EXAMPLE_PART_NUMBER);
  return [
    ...routeTablePaths()
      // /login only redirects to / once logged in.
      .filter((route) => route !== '/login')
      .map((route) => ({ route, url: route === '/search' ? '/search?q=brkae+pads+for+my+2015+bmw+m3' : fill(route) })),
    { route: '(not found)', url: '/no-such-page' },
  ];
}
