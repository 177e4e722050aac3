import type { ReactNode } from 'react';
import type { PartLookup } from '@shared/schemas/parts';
import { ComparePricesPanel } from './compare-prices-panel';
import { NumberMatchNotice } from './number-match-notice';
import { PartInfoSections } from './part-info-sections';
import { PartOverview } from './part-overview';
import { HydrateApart } from '@web/components/hydrate-apart';

interface PartDetailViewProps {
  lookup: PartLookup;
  /** Slot for the price-history chart, which belongs to another feature. */
  priceHistory?: ReactNode;
  /** Slot for the price alert form (another feature), under the prices. */
  alerts?: ReactNode;
  /** Slot for the fit verdict, which needs My Garage (another feature). */
  fit?: ReactNode;
}

/**
 * The found part. Wide screens: details on the left, the Compare Prices panel sticky on the right.
 * Narrow screens: the panel comes right after the overview, before the longer reading.
 */
export function PartDetailView({ lookup, priceHistory, alerts, fit }: PartDetailViewProps) {
  const { part, vendors, match } = lookup;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-6 sm:px-6 sm:pt-8 lg:px-8">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 gap-6 lg:col-start-1">
          <NumberMatchNotice match={match} partNumber={part.partNumber} />
          <PartOverview part={part} />
        </div>
        <aside aria-label="Prices" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-32 xl:top-20">
            <HydrateApart>
              <ComparePricesPanel vendors={vendors} pricesCheckedAt={part.pricesCheckedAt} />
            </HydrateApart>
            {alerts && (
              <div className="mt-6">
                <HydrateApart>{alerts}</HydrateApart>
              </div>
            )}
          </div>
        </aside>
        <div className="grid min-w-0 content-start gap-8 lg:col-start-1">
          {/* After the prices on a phone: the price and Buy stay in the first screen. */}
          {fit}
          {/* Hydrated section by section, in short steps, after the overview. */}
          <HydrateApart>{priceHistory}</HydrateApart>
          <HydrateApart>
            <PartInfoSections part={part} />
          </HydrateApart>
        </div>
      </div>
    </div>
  );
}
