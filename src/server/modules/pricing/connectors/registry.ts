import type { Database } from '../../../db/client';
import type { SafeFetcher } from '../../../http/safe-fetch';
import type { ConnectorConfig } from './config';
import { createEbayBrowseConnector } from './ebay-browse';
import { createFeedConnector } from './feed';
import { createHttpJsonConnector } from './http-json';
import type { Connector } from './types';

/** The connector a vendor's config asks for; vendors are reached through `fetcher` only. */
export function createConnector(db: Database, vendorId: number, config: ConnectorConfig, fetcher: SafeFetcher): Connector {
  switch (config.kind) {
    case 'http-json':
      return createHttpJsonConnector(config, fetcher);
    case 'feed':
      return createFeedConnector(db, vendorId, config);
    case 'ebay-browse':
      return createEbayBrowseConnector(config, fetcher);
  }
}
