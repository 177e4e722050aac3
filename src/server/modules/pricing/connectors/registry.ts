import type { Database } from '../../../db/client';
import type { ConnectorConfig } from './config';
import { createFeedConnector } from './feed';
import { createHttpJsonConnector } from './http-json';
import type { Connector } from './types';

/** The connector a vendor's config asks for. */
export function createConnector(db: Database, vendorId: number, config: ConnectorConfig): Connector {
  switch (config.kind) {
    case 'http-json':
      return createHttpJsonConnector(config);
    case 'feed':
      return createFeedConnector(db, vendorId, config);
  }
}
