/** The console's catalog: parts, categories and words, edited by operators. */
export { catalogAdminRoutes } from './catalog-admin.routes';
export { createCatalogAdminService, createPart } from './catalog-admin.service';
export { createSynonymsService } from './synonyms.service';
