/** Feed rows to the API's shapes (dates as ISO text, cents as amounts). */
import type { FeedRun, UnmatchedItem } from '@shared/schemas/feeds';
import { centsToAmount } from '@shared/rules/money';
import type { unmatchedFeedItems } from '../../db/schema';
import type { RunRow } from './feeds.queries';

export function toFeedRun(row: RunRow): FeedRun {
  return {
    ...row,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

export function toUnmatchedItem(item: typeof unmatchedFeedItems.$inferSelect, vendorSlug: string): UnmatchedItem {
  return {
    id: item.id,
    vendorSlug,
    vendorSku: item.vendorSku,
    reason: item.reason,
    title: item.title,
    brand: item.brand,
    mpn: item.mpn,
    gtin: item.gtin,
    numbers: item.numbers,
    productType: item.productType,
    link: item.link,
    price: centsToAmount(item.priceCents),
    status: item.status,
    firstSeenAt: item.firstSeenAt.toISOString(),
    lastSeenAt: item.lastSeenAt.toISOString(),
  };
}
