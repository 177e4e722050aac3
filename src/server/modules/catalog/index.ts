/**
 * Catalog: makes, models, categories, vendors and testimonials, each vendor's listing figures for the
 * vendors page, and whether the catalog is the demo's (the pages' hint).
 */
export { catalogRoutes } from './catalog.routes';
export { createCatalogService, type CatalogService } from './catalog.service';
export { vendorStatsRoutes } from './vendor-stats.routes';
export { createVendorStatsService } from './vendor-stats.service';
export { isDemoCatalog } from './demo-catalog';
