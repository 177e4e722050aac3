import { ChevronDown, ChevronUp, Clock } from 'lucide-react';
import { formatUsd } from '@shared/rules/money';
import { bestOffer, sortOffers } from '@shared/rules/best-offer';
import type { Listing } from '@shared/schemas/parts';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EstimatedMark, TaxNote } from '@web/components/ui/price-breakdown';
import { BuyLowestButton } from '@web/entities/part/components/buy-lowest-button';
import { ComparePriceRow } from './compare-price-row';
import { formatDateTime } from '@web/lib/time-format';
import { useDisplayTimeZone } from '@web/lib/use-display-time-zone';
import { useCollapsibleList } from '@web/entities/part/components/use-collapsible-list';
import { useMinuteClock } from '@web/lib/use-minute-clock';
import { vendorName } from '@web/entities/part/components/vendor-name';

interface ComparePricesPanelProps {
  vendors: readonly Listing[];
  /** When any vendor's price was last checked; shown instead of the current clock. */
  pricesCheckedAt: string | null;
}

/**
 * The sticky "Compare Prices" panel: offers in the offer rule's order (in stock first, then by total
 * price; prices that may be out of date after fresh ones; out-of-stock offers greyed at the end), first
 * 3 until "Show all N vendors", "Buy at Lowest Price" (the best buy: in stock, lowest total) and when
 * each vendor's and the latest price were checked.
 */
export function ComparePricesPanel({ vendors, pricesCheckedAt }: ComparePricesPanelProps) {
  const now = useMinuteClock();
  const timeZone = useDisplayTimeZone();
  // Stable sort: offers the rule cannot tell apart keep the server's order.
  const sorted = sortOffers(vendors);
  const list = useCollapsibleList(sorted, 'compare-prices-toggle');
  const best = bestOffer(sorted);
  if (sorted.length === 0) return null;

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
        {best ? (
          <>
            <p className="mt-3 text-sm text-muted-foreground" data-lowest-total={best.totalPrice.toFixed(2)}>
              Lowest:{' '}
              <span className="font-bold text-foreground tabular-nums">
                {formatUsd(best.totalPrice)}
                <EstimatedMark offer={best} />
              </span>{' '}
              at <span className="font-semibold text-foreground">{vendorName(best)}</span>
            </p>
            <div className="mt-3">
              <BuyLowestButton listing={best} />
            </div>
          </>
        ) : (
          <p className="mt-3 text-sm font-medium text-destructive">No vendor has it in stock right now.</p>
        )}
        <TaxNote className="mt-2" />

        <ul id="compare-prices-list" className="-mx-1 mt-4 grid gap-0.5" aria-label="Vendor prices">
          {list.visible.map((listing) => (
            <ComparePriceRow key={listing.id} listing={listing} lowest={listing === best} now={now} />
          ))}
        </ul>
        {list.canToggle && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 w-full"
            data-needs-app={list.pressName}
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
