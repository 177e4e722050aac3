import { ExternalLink } from 'lucide-react';
import { formatUsd } from '@shared/rules/money';
import { shownDiscount } from '@shared/rules/offers';
import { ThirtyDayLow } from '@web/components/thirty-day-low';
import type { Listing } from '@shared/schemas/parts';
import { EstimatedMark, PriceBreakdown } from '@web/components/ui/price-breakdown';
import { StalePriceBadge } from '@web/components/ui/stale-price-badge';
import { cn } from '@web/lib/cn';
import { CLICK_OUT_LINK_PROPS } from '@web/entities/part/components/open-click-out';
import { formatDateTime, formatRelative } from '@web/lib/time-format';
import { useDisplayTimeZone } from '@web/lib/use-display-time-zone';
import { vendorName } from '@web/entities/part/components/vendor-name';

interface ComparePriceRowProps {
  listing: Listing;
  lowest: boolean;
  /** The minute clock (milliseconds) "checked N ago" is counted from. */
  now: number;
}

/**
 * One row of the Compare Prices panel: vendor, total price (item + shipping, the breakdown beside it),
 * struck-through original item price, "-N%" and the vendor's 30-day low (when the was-price rule backs it), when the vendor's price was last checked, and "Price
 * may be out of date" past the freshness age. Out of stock: greyed and said.
 */
export function ComparePriceRow({ listing, lowest, now }: ComparePriceRowProps) {
  const name = vendorName(listing);
  const timeZone = useDisplayTimeZone();
  const discount = shownDiscount(listing);
  return (
    <li
      className={cn(
        'relative flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 hover:bg-accent',
        lowest && 'bg-primary/5',
        !listing.inStock && 'text-muted-foreground grayscale',
      )}
      data-stale={listing.stale || undefined}
      data-out-of-stock={listing.inStock ? undefined : ''}
      data-best-price={lowest || undefined}
    >
      <div className="min-w-0">
        <a
          href={listing.url}
          {...CLICK_OUT_LINK_PROPS}
          data-vendor-name=""
          className="block font-medium [overflow-wrap:anywhere] after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
        >
          {name}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <p className="text-xs text-muted-foreground">
          <PriceBreakdown offer={listing} />
          {!listing.inStock && <span className="font-medium text-destructive"> · Out of stock</span>}
        </p>
        <p className="text-xs text-muted-foreground">
          Checked{' '}
          <time dateTime={listing.lastSeenAt} title={formatDateTime(listing.lastSeenAt, timeZone)}>
            {formatRelative(listing.lastSeenAt, now)}
          </time>
        </p>
        {listing.stale && <StalePriceBadge className="mt-1" />}
      </div>
      <div className="flex shrink-0 items-center gap-2 text-right">
        <div>
          <p className={cn('tabular-nums', listing.inStock ? 'font-bold' : 'font-medium', lowest && 'text-brand')}>
            {formatUsd(listing.totalPrice)}
            <EstimatedMark offer={listing} />
          </p>
          {discount && (
            <p className="text-xs tabular-nums text-muted-foreground">
              <s>
                <span className="sr-only">Was </span>
                {formatUsd(discount.was)}
              </s>{' '}
              <span className="font-semibold text-emerald-700 dark:text-emerald-400">-{discount.percent}%</span>{' '}
              <ThirtyDayLow discount={discount} />
            </p>
          )}
        </div>
        <ExternalLink className="size-3.5 text-muted-foreground" aria-hidden="true" />
      </div>
    </li>
  );
}
