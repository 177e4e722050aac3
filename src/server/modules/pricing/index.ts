/** Live pricing: its routes and options, vendors' connectors and their settings. */
export { parseConnectorConfig, type ConnectorConfig, type FieldMapping } from './connectors/config';
export { pricingRoutes } from './pricing.routes';
export type { PricingOptions } from './pricing.engine';
