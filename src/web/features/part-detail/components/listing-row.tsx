import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { amountToCents, centsToAmount, formatUsd } from '@shared/rules/money';
import { discountPercent } from '@shared/rules/offers';
import type { Listing } from '@shared/schemas/parts';
import { buttonVariants } from '@web/components/ui/button-variants';
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
 * One vendor's offer: who, perks, availability, price (with the struck-through original), shipping,
 * the total and a Buy link through our tracked /go/{id} in a new tab.
 */
export function ListingRow({ listing, best, now }: ListingRowProps) {
  const name = vendorName(listing);
  const discount = discountPercent(listing.price, listing.originalPrice);
  const shipping = listing.hasFreeShipping ? 0 : listing.shippingCost;
  // Summed in cents: money is never added as floating-point decimals.
  const total = centsToAmount((amountToCents(listing.price) ?? 0) + (amountToCents(shipping) ?? 0));
  return (
    <li
      className={cn(
        'relative rounded-xl border bg-card p-4',
        LISTING_GRID,
        best ? 'border-primary/60 shadow-sm ring-1 ring-primary/25' : 'border-border',
      )}
      data-best-price={best || undefined}
      data-stale={listing.stale || undefined}
    >
      {best && (
        <span className="absolute -top-2.5 left-4 rounded-full bg-primary px-2.5 py-0.5 text-[11px] font-bold tracking-wider text-primary-foreground">
          BEST PRICE
        </span>
      )}
      <div className="grid min-w-0 gap-2">
        <p className="truncate text-base font-semibold">{name}</p>
        <ListingBadges listing={listing} />
        {listing.stale && <StalePriceBadge className="w-fit" />}
        <ListingAvailability listing={listing} now={now} />
      </div>

      <div className="mt-4 grid grid-cols-3 gap-3 md:contents">
        <Figure label="Price">
          <span className={cn('text-lg font-bold', best && 'text-brand')}>{formatUsd(listing.price)}</span>
          {discount > 0 && listing.originalPrice != null && (
            <span className="block text-xs text-muted-foreground">
              <s>
                <span className="sr-only">Was </span>
                {formatUsd(listing.originalPrice)}
              </s>{' '}
              <span className="font-semibold text-emerald-700 dark:text-emerald-400">-{discount}%</span>
            </span>
          )}
        </Figure>
        <Figure label="Shipping">
          <span className={cn('text-sm', shipping === 0 && 'font-semibold text-emerald-700 dark:text-emerald-400')}>
            {shipping === 0 ? 'Free' : formatUsd(shipping)}
          </span>
        </Figure>
        <Figure label="Total">
          <span className="text-sm font-semibold">{formatUsd(total)}</span>
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
