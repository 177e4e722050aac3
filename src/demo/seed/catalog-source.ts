/** Keys in site_settings that record which catalog a database holds, so seeding happens once. */

/** "demo" or "synthetic"; health reports demoCatalog from it. */
export const CATALOG_SOURCE_KEY = 'catalog_source';

/** JSON {parts, seed} of the synthetic catalog loaded into this database, if any. */
export const SYNTHETIC_CATALOG_KEY = 'synthetic_catalog';
