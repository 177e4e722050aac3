import type { Listing } from '@shared/schemas/parts';
import { cn } from '@web/lib/cn';
import { formatDateTime, formatRelative } from '@web/lib/time-format';
import { useDisplayTimeZone } from '@web/lib/use-display-time-zone';

/** Below this many units an offer says "Only N left" rather than just "In stock". */
const LOW_STOCK = 5;

function stockText(listing: Listing): string {
  if (!listing.inStock) return 'Out of stock';
  if (listing.stockQuantity != null && listing.stockQuantity > 0 && listing.stockQuantity <= LOW_STOCK) {
    return `Only ${listing.stockQuantity} left`;
  }
  return 'In stock';
}

function deliveryText(listing: Listing): string | null {
  const { deliveryDaysMin: min, deliveryDaysMax: max } = listing;
  if (min == null && max == null) return null;
  if (min != null && max != null && min !== max) return `Delivery in ${min}–${max} days`;
  const days = (max ?? min)!;
  return `Delivery in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Stock state, delivery window and when this price was last seen at the vendor. */
export function ListingAvailability({ listing, now }: { listing: Listing; now: number }) {
  const delivery = deliveryText(listing);
  const timeZone = useDisplayTimeZone();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <span className={cn('inline-flex items-center gap-1.5 font-medium', listing.inStock ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive')}>
        <span className={cn('size-1.5 rounded-full', listing.inStock ? 'bg-emerald-600 dark:bg-emerald-400' : 'bg-destructive')} aria-hidden="true" />
        {stockText(listing)}
      </span>
      {delivery && <span>{delivery}</span>}
      <span>
        Price checked{' '}
        <time dateTime={listing.lastSeenAt} title={formatDateTime(listing.lastSeenAt, timeZone)}>
          {formatRelative(listing.lastSeenAt, now)}
        </time>
      </span>
    </p>
  );
}
