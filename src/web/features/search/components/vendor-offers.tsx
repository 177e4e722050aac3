import { ChevronDown, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import type { Listing } from '@shared/schemas/parts';
import { formatUsd } from '@shared/rules/money';
import { cheapestOffer } from '@shared/rules/offers';
import { buttonVariants } from '@web/components/ui/button-variants';
import { StalePriceBadge } from '@web/components/ui/stale-price-badge';
import { cn } from '@web/lib/cn';
import { OfferBadges } from './offer-badges';

/** Offers shown before "Show all" (spec 000 §9). */
export const COLLAPSED_OFFERS = 3;

/**
 * The vendor card of a result: its cheapest offers (the API sends fresh prices cheapest first, then
 * those that may be out of date, marked), each with a tracked Buy link that opens the retailer in a
 * new tab; expandable to every offer. "Lowest" is the cheapest fresh offer.
 */
export function VendorOffers({ listings, partName }: { listings: Listing[]; partName: string }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? listings : listings.slice(0, COLLAPSED_OFFERS);
  const lowest = cheapestOffer(listings);
  if (listings.length === 0) return null;

  return (
    <div className="border-t border-border bg-muted/50 px-4 py-3 @xl:px-5">
      <h4 className="sr-only">Offers for {partName}</h4>
      <ul id={listId} className="divide-y divide-border" aria-label={`Offers for ${partName}`}>
        {shown.map((listing) => (
          <li key={listing.id} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 py-2" data-stale={listing.stale || undefined}>
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
              <span className="truncate text-sm font-semibold">{listing.vendor.name || `Vendor ${listing.vendorId}`}</span>
              {listing === lowest && (
                <span className="rounded bg-primary px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide text-primary-foreground">
                  Lowest
                </span>
              )}
              <OfferBadges listing={listing} />
              {listing.stale && <StalePriceBadge />}
            </div>
            <div className="flex items-center gap-3">
              <span className="text-right">
                {listing.originalPrice != null && listing.originalPrice > listing.price && (
                  <s className="mr-1.5 text-xs text-muted-foreground">
                    <span className="sr-only">was </span>
                    {formatUsd(listing.originalPrice)}
                  </s>
                )}
                <span className="text-sm font-bold tabular-nums">{formatUsd(listing.price)}</span>
              </span>
              <a
                href={listing.url}
                target="_blank"
                rel="noopener"
                aria-label={`Buy at ${listing.vendor.name} for ${formatUsd(listing.price)} (opens in a new tab)`}
                className={buttonVariants({ variant: listing === lowest ? 'default' : 'outline', size: 'sm', className: 'h-8 px-3' })}
              >
                Buy
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            </div>
          </li>
        ))}
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
