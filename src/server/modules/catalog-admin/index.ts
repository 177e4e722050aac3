/** The console's catalog: parts, categories and words, edited by operators. */
export { catalogAdminRoutes } from './catalog-admin.routes';
export { createPart } from './catalog-admin.service';
