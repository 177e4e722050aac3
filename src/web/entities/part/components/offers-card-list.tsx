import { ChevronDown, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import type { PartWithListings } from '@shared/schemas/parts';
import { formatUsd } from '@shared/rules/money';
import { shownDiscount } from '@shared/rules/offers';
import { ThirtyDayLow } from '@web/components/thirty-day-low';
import { buttonVariants } from '@web/components/ui/button-variants';
import { EstimatedMark, PriceBreakdown } from '@web/components/ui/price-breakdown';
import { StalePriceBadge } from '@web/components/ui/stale-price-badge';
import { cn } from '@web/lib/cn';
import { hasOfferBadges, OfferBadges } from './offer-badges';

/** Offers shown before "Show all". */
export const COLLAPSED_OFFERS = 3;

/**
 * Its listings come in the offer rule's order, as the API sends them: in stock first, then by total
 * price; the best buy (`bestListingId`) is marked "Lowest", and is null when nothing is in stock.
 */
export type CardOffersPart = Pick<PartWithListings, 'listings' | 'bestListingId' | 'name'>;

interface OffersCardListProps {
  part: CardOffersPart;
  /** "Show item price only": each offer leads with its item price instead of its total. */
  itemPriceOnly: boolean;
}

/**
 * The vendor card of a result: its best offers by total price (out-of-stock ones after, greyed;
 * prices that may be out of date marked), each with a tracked Buy link that opens the retailer in a
 * new tab; expandable to every offer.
 */
export function OffersCardList({ part, itemPriceOnly }: OffersCardListProps) {
  const { listings, name: partName, bestListingId } = part;
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? listings : listings.slice(0, COLLAPSED_OFFERS);
  if (listings.length === 0) return null;

  return (
    <div className="border-t border-border bg-muted/50 px-4 py-3 @xl:px-5">
      <h4 className="sr-only">Offers for {partName}</h4>
      <ul id={listId} className="divide-y divide-border" aria-label={`Offers for ${partName}`}>
        {shown.map((listing) => {
          const lowest = listing.id === bestListingId;
          const discount = shownDiscount(listing);
          return (
            <li
              key={listing.id}
              className={cn('flex flex-wrap items-center gap-x-3 gap-y-1.5 py-2', !listing.inStock && 'text-muted-foreground grayscale')}
              data-stale={listing.stale || undefined}
              data-out-of-stock={listing.inStock ? undefined : ''}
            >
              {/* The shop's name in full (wrapped, never cut to a letter); its badges on a line of their own. */}
              <div className="flex min-w-0 flex-1 basis-40 flex-col gap-1">
                <span className="text-sm font-semibold [overflow-wrap:anywhere]" data-vendor-name="">
                  {listing.vendor.name || `Vendor ${listing.vendorId}`}
                </span>
                {(lowest || !listing.inStock || listing.stale || hasOfferBadges(listing)) && (
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1" data-offer-badges="">
                    {lowest && (
                      <span className="rounded bg-primary px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide text-primary-foreground">
                        Lowest
                      </span>
                    )}
                    {!listing.inStock && <span className="text-xs font-medium text-destructive">Out of stock</span>}
                    <OfferBadges listing={listing} />
                    {listing.stale && <StalePriceBadge />}
                  </div>
                )}
              </div>
              <div className="ml-auto flex items-center gap-3">
                <span className="flex flex-col text-right">
                  <span className={cn('text-sm tabular-nums', listing.inStock ? 'font-bold' : 'font-medium')}>
                    {formatUsd(itemPriceOnly ? listing.price : listing.totalPrice)}
                    {!itemPriceOnly && <EstimatedMark offer={listing} />}
                  </span>
                  <span>
                    {discount && (
                      <>
                        <s className="mr-1.5 text-xs text-muted-foreground">
                          <span className="sr-only">item was </span>
                          {formatUsd(discount.was)}
                        </s>
                        <ThirtyDayLow discount={discount} className="mr-1.5" />
                      </>
                    )}
                    <PriceBreakdown offer={listing} />
                  </span>
                </span>
                <a
                  href={listing.url}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Buy at ${listing.vendor.name} for ${formatUsd(listing.totalPrice)} total (opens in a new tab)`}
                  className={buttonVariants({ variant: lowest ? 'default' : 'outline', size: 'sm', className: 'h-8 px-3' })}
                >
                  Buy
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              </div>
            </li>
          );
        })}
      </ul>
      {listings.length > COLLAPSED_OFFERS && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 inline-flex items-center gap-1 rounded text-sm font-semibold text-brand hover:underline"
        >
          {expanded ? 'Show fewer offers' : `Show all ${listings.length} offers`}
          <ChevronDown className={cn('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
