/**
 * The vendor simulator: stands in for the retailer network we cannot reach from here. A test and
 * demo harness — the server's modules never import it and reach it only over HTTP, through the
 * connector configuration, exactly as they would reach a real retailer.
 */
export { CATALOG_SNAPSHOT_SQL, catalogFromRows, loadCatalogSnapshot, type RunQuery, type SimCatalog } from './catalog';
export { DEMO_PROFILES, PROFILES, parseProfile, type VendorProfile } from './profiles';
export { startVendorSimulator, type SimulatorOptions, type VendorSimulator } from './server';
