/** Live pricing: its routes, the engine (cache, breakers, limits) and the services on it, vendors' connectors and their settings. */
export { parseConnectorConfig, type ConnectorConfig, type FieldMapping } from './connectors/config';
export { pricingRoutes } from './pricing.routes';
export { createPricingEngine, type PricingOptions } from './pricing.engine';
export { createLivePricingService } from './live-pricing.service';
export { createLiveSearchService } from './live-search.service';
