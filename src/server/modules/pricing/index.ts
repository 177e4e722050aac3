/** Live pricing: vendors' connectors, their settings, and the demo's simulated retailers. */
export { parseConnectorConfig } from './connectors/config';
export { demoFeedUrl } from './demo-connectors';
