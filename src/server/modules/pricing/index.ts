/** Live pricing: vendors' connectors and their settings. */
export { parseConnectorConfig, type ConnectorConfig, type FieldMapping } from './connectors/config';
