/** Catalog: makes, models, categories, vendors and testimonials, and each vendor's listing figures for the vendors page. */
export { catalogRoutes } from './catalog.routes';
export { createCatalogService } from './catalog.service';
export { vendorStatsRoutes } from './vendor-stats.routes';
