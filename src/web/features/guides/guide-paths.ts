/**
 * The guide routes the route table names (src/shared/page-routes.ts). Each guide's slug is the last
 * segment of its path, which is how the guide page knows what to load.
 */
export { GUIDE_PATHS } from '@shared/page-routes';

export function guideSlugFromPath(path: string): string {
  return path.split('/').filter(Boolean).at(-1) ?? '';
}
