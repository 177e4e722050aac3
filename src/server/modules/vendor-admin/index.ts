/** The console's vendors: their settings, feeds and connectors. */
export { vendorAdminRoutes } from './vendor-admin.routes';
export { createVendorAdminService } from './vendor-admin.service';
