import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatUsd } from '@shared/rules/money';
import { shownDiscount } from '@shared/rules/offers';
import { ThirtyDayLow } from '@web/components/thirty-day-low';
import type { Listing } from '@shared/schemas/parts';
import { buttonVariants } from '@web/components/ui/button-variants';
import { EstimatedMark } from '@web/components/ui/price-breakdown';
import { StalePriceBadge } from '@web/components/ui/stale-price-badge';
import { cn } from '@web/lib/cn';
import { ListingAvailability } from './listing-availability';
import { ListingBadges } from './listing-badges';
import { CLICK_OUT_LINK_PROPS } from './open-click-out';
import { vendorName } from './vendor-name';

/** Columns shared by the header row and every listing row (md and up). */
export const LISTING_GRID = 'md:grid md:grid-cols-[minmax(0,1fr)_7.5rem_6rem_7rem_7rem] md:items-center md:gap-4';

function Figure({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <p className="text-xs text-muted-foreground md:sr-only">{label}</p>
      <div className="tabular-nums">{children}</div>
    </div>
  );
}

interface ListingRowProps {
  listing: Listing;
  best: boolean;
  now: number;
}

/**
 * One vendor's offer: who, perks, availability, price (with the struck-through original), one unit's
 * shipping ("est." when the vendor quoted none), the total (the offer rule's, as the API sends it) and
 * a Buy link through our tracked /go/{id} in a new tab. Out of stock: greyed.
 */
export function ListingRow({ listing, best, now }: ListingRowProps) {
  const name = vendorName(listing);
  const discount = shownDiscount(listing);
  const freeShipping = listing.shippingCost === 0 && !listing.shippingEstimated;
  return (
    <li
      className={cn(
        'relative rounded-xl border bg-card p-4',
        LISTING_GRID,
        best ? 'border-primary/60 shadow-sm ring-1 ring-primary/25' : 'border-border',
        !listing.inStock && 'bg-muted/40 text-muted-foreground grayscale',
      )}
      data-best-price={best || undefined}
      data-stale={listing.stale || undefined}
      data-out-of-stock={listing.inStock ? undefined : ''}
    >
      {best && (
        <span className="absolute -top-2.5 left-4 rounded-full bg-primary px-2.5 py-0.5 text-[11px] font-bold tracking-wider text-primary-foreground">
          BEST PRICE
        </span>
      )}
      <div className="grid min-w-0 gap-2">
        <p className="text-base font-semibold [overflow-wrap:anywhere]" data-vendor-name="">
          {name}
        </p>
        <ListingBadges listing={listing} />
        {listing.stale && <StalePriceBadge className="w-fit" />}
        <ListingAvailability listing={listing} now={now} />
      </div>

      <div className="mt-4 grid grid-cols-3 gap-3 md:contents">
        <Figure label="Price">
          <span className={cn('text-lg font-semibold', best && 'text-brand')}>{formatUsd(listing.price)}</span>
          {discount && (
            <span className="block text-xs text-muted-foreground">
              <s>
                <span className="sr-only">Was </span>
                {formatUsd(discount.was)}
              </s>{' '}
              <span className="font-semibold text-emerald-700 dark:text-emerald-400">-{discount.percent}%</span>
              <ThirtyDayLow discount={discount} className="block" />
            </span>
          )}
        </Figure>
        <Figure label="Shipping">
          <span className={cn('text-sm', freeShipping && 'font-semibold text-emerald-700 dark:text-emerald-400')}>
            {freeShipping ? 'Free' : formatUsd(listing.shippingCost)}
            <EstimatedMark offer={listing} />
          </span>
        </Figure>
        <Figure label="Total">
          <span className={cn('text-lg font-bold', best && 'text-brand')} data-total-price={listing.totalPrice.toFixed(2)}>
            {formatUsd(listing.totalPrice)}
          </span>
        </Figure>
      </div>

      <a
        href={listing.url}
        {...CLICK_OUT_LINK_PROPS}
        className={buttonVariants({ variant: best ? 'default' : 'outline', className: 'mt-4 w-full md:mt-0' })}
      >
        Buy
        <span className="sr-only"> at {name} (opens in a new tab)</span>
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    </li>
  );
}
