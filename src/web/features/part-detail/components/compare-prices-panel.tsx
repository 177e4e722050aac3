import { ChevronDown, ChevronUp, Clock } from 'lucide-react';
import { formatUsd } from '@shared/rules/money';
import { cheapestOffer, compareOffers } from '@shared/rules/offers';
import type { Listing } from '@shared/schemas/parts';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { BuyLowestButton } from './buy-lowest-button';
import { ComparePriceRow } from './compare-price-row';
import { formatDateTime } from './time-format';
import { useDisplayTimeZone } from './use-display-time-zone';
import { useCollapsibleList } from './use-collapsible-list';
import { useMinuteClock } from './use-minute-clock';
import { vendorName } from './vendor-name';

interface ComparePricesPanelProps {
  vendors: readonly Listing[];
  /** When any vendor's price was last checked; shown instead of the current clock. */
  pricesCheckedAt: string | null;
}

/**
 * The sticky "Compare Prices" panel: offers by price ascending (those whose price may be out of date
 * after the fresh ones), first 3 until "Show all N vendors", "Buy at Lowest Price" (the cheapest fresh
 * offer) and when each vendor's and the latest price were checked (spec 000 §2).
 */
export function ComparePricesPanel({ vendors, pricesCheckedAt }: ComparePricesPanelProps) {
  const now = useMinuteClock();
  const timeZone = useDisplayTimeZone();
  // Stable sort: equal prices keep the server's order.
  const sorted = [...vendors].sort(compareOffers);
  const list = useCollapsibleList(sorted);
  const cheapest = cheapestOffer(sorted);
  if (!cheapest) return null;

  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="compare-prices-title">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="compare-prices-title" className="text-lg font-bold tracking-tight">
            Compare Prices
          </h2>
          <span className="text-xs text-muted-foreground">
            {sorted.length} {sorted.length === 1 ? 'offer' : 'offers'}
          </span>
        </div>
        <p className="mt-3 text-sm text-muted-foreground">
          Lowest: <span className="font-bold text-foreground tabular-nums">{formatUsd(cheapest.price)}</span> at{' '}
          <span className="font-semibold text-foreground">{vendorName(cheapest)}</span>
        </p>
        <div className="mt-3">
          <BuyLowestButton listing={cheapest} />
        </div>

        <ul id="compare-prices-list" className="-mx-1 mt-4 grid gap-0.5" aria-label="Vendor prices">
          {list.visible.map((listing) => (
            <ComparePriceRow key={listing.id} listing={listing} lowest={listing === cheapest} now={now} />
          ))}
        </ul>
        {list.canToggle && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 w-full"
            onClick={list.toggle}
            aria-expanded={list.expanded}
            aria-controls="compare-prices-list"
          >
            {list.toggleLabel}
            {list.expanded ? <ChevronUp className="size-4" aria-hidden="true" /> : <ChevronDown className="size-4" aria-hidden="true" />}
          </Button>
        )}

        <p className="mt-4 flex items-center gap-1.5 border-t border-border pt-3 text-xs text-muted-foreground">
          <Clock className="size-3.5 shrink-0" aria-hidden="true" />
          <span>
            Vendor prices last updated:{' '}
            {pricesCheckedAt ? (
              <time dateTime={pricesCheckedAt} className="font-medium text-foreground">
                {formatDateTime(pricesCheckedAt, timeZone)}
              </time>
            ) : (
              'not yet'
            )}
          </span>
        </p>
      </section>
    </Card>
  );
}
