import { ChevronDown, ChevronUp, Store } from 'lucide-react';
import type { PartDetail } from '@shared/schemas/parts';
import { Button } from '@web/components/ui/button';
import { TaxNote } from '@web/components/ui/price-breakdown';
import { cn } from '@web/lib/cn';
import { formatRelative } from '@web/lib/time-format';
import { useMinuteClock } from '@web/lib/use-minute-clock';
import { LISTING_GRID, ListingRow } from './listing-row';
import { useCollapsibleList } from './use-collapsible-list';
import { VENDOR_OFFERS_ID } from './vendor-offers-id';

export type SectionOffersPart = Pick<PartDetail, 'listings' | 'bestListingId' | 'vendorCount' | 'pricesCheckedAt'>;

function retailers(count: number): string {
  return `${count} ${count === 1 ? 'retailer' : 'retailers'}`;
}

/**
 * "Available at N retailers": every offer for the part in the server's order, the offer rule's (in
 * stock first, then by total price; prices that may be out of date after fresh ones). Collapsed, it
 * shows the BEST PRICE offer — the best buy, never one out of stock — and two more; "Show all N
 * vendors" reveals the rest.
 */
export function OffersSection({ part }: { part: SectionOffersPart }) {
  const now = useMinuteClock();
  const list = useCollapsibleList(part.listings, 'vendor-offers-toggle');
  const listId = `${VENDOR_OFFERS_ID}-list`;

  return (
    <section id={VENDOR_OFFERS_ID} aria-labelledby={`${VENDOR_OFFERS_ID}-title`} className="scroll-mt-32">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={`${VENDOR_OFFERS_ID}-title`} className="flex items-center gap-2 text-xl font-bold tracking-tight sm:text-2xl">
            <Store className="size-5 text-brand" aria-hidden="true" />
            Available at {retailers(part.vendorCount)}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Sorted by total price (item + shipping), in stock first; prices not confirmed lately come after. Buy links
            open the retailer&apos;s own page in a new tab.
          </p>
          <TaxNote className="mt-1" />
        </div>
        {part.pricesCheckedAt && (
          <p className="text-xs text-muted-foreground">
            Prices checked{' '}
            <time dateTime={part.pricesCheckedAt}>{formatRelative(part.pricesCheckedAt, now)}</time>
          </p>
        )}
      </div>

      {part.listings.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          No retailer lists this part right now.
        </p>
      ) : (
        <>
          <div
            aria-hidden="true"
            className={cn('mt-6 hidden px-4 text-xs font-semibold uppercase tracking-wider text-muted-foreground', LISTING_GRID)}
          >
            <span>Retailer</span>
            <span>Price</span>
            <span>Shipping</span>
            <span>Total</span>
            <span />
          </div>
          <ul id={listId} className="mt-4 grid gap-3 md:mt-2">
            {list.visible.map((listing) => (
              <ListingRow key={listing.id} listing={listing} best={listing.id === part.bestListingId} now={now} />
            ))}
          </ul>
          {list.canToggle && (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" data-needs-app={list.pressName}
            onClick={list.toggle} aria-expanded={list.expanded} aria-controls={listId}>
                {list.toggleLabel}
                {list.expanded ? <ChevronUp className="size-4" aria-hidden="true" /> : <ChevronDown className="size-4" aria-hidden="true" />}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
