import { AlertCircle } from 'lucide-react';
import { bestOffer } from '@shared/rules/best-offer';
import { formatUsd } from '@shared/rules/money';
import { TaxNote } from '@web/components/ui/price-breakdown';
import type { LivePricingState } from '../live-pricing-state';
import { LiveOfferCard } from './live-offer-card';
import { NoLivePricing } from './no-live-pricing';
import { OfferSkeleton } from './offer-skeleton';
import { VendorTallyLine } from './vendor-tally-line';

const offers = (n: number) => `${n} ${n === 1 ? 'offer' : 'offers'}`;

/** Skeleton cards while nothing has arrived; one while more may still come. */
function skeletonCount(state: LivePricingState): number {
  if (state.phase !== 'searching') return 0;
  return state.offers.length === 0 ? 3 : 1;
}

/**
 * What the search has found: offers in the offer rule's order (in stock first, then total price) as
 * they stream in, the best buy marked, or why there are none.
 */
export function LivePricingResults({ state }: { state: LivePricingState }) {
  if (state.phase === 'idle') return null;
  const searching = state.phase === 'searching';
  const summary = state.summary;
  const best = bestOffer(state.offers);

  return (
    <section aria-label="Live vendor offers" aria-busy={searching} className="mt-6 grid gap-3 border-t border-border pt-5">
      {state.error && (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {state.error}
        </p>
      )}

      {summary && state.offers.length === 0 ? (
        <NoLivePricing partNumber={summary.query.partNumber} />
      ) : (
        (state.offers.length > 0 || searching) && (
          <div role="status" className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p className="font-semibold">
              {!searching ? offers(state.offers.length) : state.offers.length > 0 ? `${offers(state.offers.length)} so far` : 'Asking every vendor…'}
              <span className="font-normal text-muted-foreground"> · in stock first, by total price</span>
            </p>
            {summary?.lowestPrice.vendor && (
              <p className="text-sm text-muted-foreground" data-lowest-total={summary.lowestPrice.price.toFixed(2)}>
                Lowest total {formatUsd(summary.lowestPrice.price)} at {summary.lowestPrice.vendor} · Average total{' '}
                {formatUsd(summary.averagePrice)} · totals are item price plus shipping
              </p>
            )}
            <TaxNote className="w-full" />
          </div>
        )
      )}

      {state.phase !== 'error' && <VendorTallyLine statuses={state.vendors} final={summary !== null} />}

      {state.offers.length > 0 && (
        <ol aria-label="Live offers" className="grid gap-3">
          {state.offers.map((offer) => (
            <li key={offer.listingId}>
              <LiveOfferCard offer={offer} best={offer === best} />
            </li>
          ))}
        </ol>
      )}
      {Array.from({ length: skeletonCount(state) }, (_, i) => (
        <OfferSkeleton key={i} />
      ))}
    </section>
  );
}
