/**
 * What a simulated shop serves in each feed format, keyed by the formats' registry ids
 * (shared/schemas/feed-formats.ts): its path under /v/{slug}/ and, for a download, how it is rendered.
 * Merchant's TSV and CSV are not served. eBay's Browse answer is a search (a token, a compatibility
 * filter), answered by the server at its path here.
 */
import type { FeedFormat } from '@shared/schemas/feed-formats';
import type { SimVendor } from './catalog';
import { merchantFeed } from './merchant-feed';
import { avantlinkFeed, awinFeed, cjProductSearch } from './network-dialects';
import type { SimOffer } from './offers';

export interface SimulatedDownload {
  contentType: string;
  render(vendor: SimVendor, offers: SimOffer[]): string;
  /** Served as the networks' download servers do: an ETag (304 to If-None-Match), gzip when accepted. */
  conditional: boolean;
}

export interface SimulatedFormat {
  path: string;
  download?: SimulatedDownload;
}

export const SIMULATED_FORMATS = {
  xml: { path: 'feed.xml', download: { contentType: 'application/xml', render: merchantFeed, conditional: false } },
  awin: { path: 'feeds/awin.csv', download: { contentType: 'text/csv', render: awinFeed, conditional: true } },
  avantlink: { path: 'feeds/avantlink.txt', download: { contentType: 'text/plain', render: avantlinkFeed, conditional: true } },
  cj: { path: 'cj/product-search', download: { contentType: 'application/xml', render: cjProductSearch, conditional: false } },
  ebay: { path: 'buy/browse/v1/item_summary/search' },
} as const satisfies Partial<Record<FeedFormat, SimulatedFormat>>;

export type SimulatedFeedFormat = keyof typeof SIMULATED_FORMATS;

const served = Object.entries(SIMULATED_FORMATS) as [SimulatedFeedFormat, SimulatedFormat][];

/** The download a path under /v/{slug}/ names, or undefined. */
export function downloadAt(path: string): SimulatedDownload | undefined {
  return served.find(([, format]) => format.path === path)?.[1].download;
}

/** The shop's address of each format it serves, by format id. */
export function formatPaths(slug: string): Record<SimulatedFeedFormat, string> {
  return Object.fromEntries(served.map(([id, format]) => [id, `/v/${slug}/${format.path}`])) as Record<SimulatedFeedFormat, string>;
}
