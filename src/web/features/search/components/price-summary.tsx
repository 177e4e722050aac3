import { formatUsd } from '@shared/rules/money';
import { shownDiscount } from '@shared/rules/offers';
import type { SearchResultPart } from '@shared/schemas/search';
import { EstimatedMark, PriceBreakdown } from '@web/components/ui/price-breakdown';
import { ThirtyDayLow } from '@web/components/thirty-day-low';
import { useItemPriceOnly } from './price-view';

/**
 * The part's best buy by the offer rule: its total (item + one unit's shipping) with what it is made
 * of, the original price struck through (with the vendor's 30-day low) only when the was-price rule
 * backs the reduction, and the vendor count. Nothing in stock: says so.
 * "Show item price only" leads with the best offer's item price instead (shipping said beside it).
 */
export function PriceSummary({ part }: { part: SearchResultPart }) {
  const itemPriceOnly = useItemPriceOnly();
  const best = part.listings.find((listing) => listing.id === part.bestListingId) ?? null;
  const discount = shownDiscount(best);
  return (
    <div className="flex flex-col @xl:items-end" data-lowest-total={best ? best.totalPrice.toFixed(2) : undefined}>
      <span className="text-xs font-medium text-muted-foreground">{!best ? 'Lowest price' : itemPriceOnly ? 'Item price' : 'Lowest total'}</span>
      {best && itemPriceOnly ? (
        <span className="text-2xl font-extrabold tracking-tight tabular-nums">{formatUsd(best.price)}</span>
      ) : best ? (
        <>
          <span className="text-2xl font-extrabold tracking-tight tabular-nums">
            {formatUsd(best.totalPrice)}
            <EstimatedMark offer={best} />
          </span>
          <PriceBreakdown offer={best} />
        </>
      ) : (
        <span className="text-lg font-bold text-muted-foreground">Out of stock</span>
      )}
      {discount && (
        <span className="flex flex-wrap items-center gap-x-1.5 text-xs @xl:justify-end">
          <s className="text-muted-foreground">
            <span className="sr-only">item was </span>
            {formatUsd(discount.was)}
          </s>
          <span className="font-semibold text-emerald-700 dark:text-emerald-400">Save {discount.percent}%</span>
          <ThirtyDayLow discount={discount} />
        </span>
      )}
      <span className="mt-0.5 text-xs text-muted-foreground">
        {part.vendorCount === 1 ? 'from 1 vendor' : `from ${part.vendorCount} vendors`}
      </span>
    </div>
  );
}
