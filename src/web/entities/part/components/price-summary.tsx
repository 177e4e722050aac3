import { ArrowDown } from 'lucide-react';
import { formatUsd } from '@shared/rules/money';
import { shownDiscount } from '@shared/rules/offers';
import { ThirtyDayLow } from '@web/components/thirty-day-low';
import type { PartDetail } from '@shared/schemas/parts';
import { buttonVariants } from '@web/components/ui/button-variants';
import { EstimatedMark, PriceBreakdown } from '@web/components/ui/price-breakdown';
import { BuyLowestButton } from './buy-lowest-button';
import { VENDOR_OFFERS_ID } from './vendor-offers';

/**
 * The lowest price by the offer rule (the best buy's total, what it is made of), the saving and the
 * vendor's 30-day low when its item price is reduced and the was-price rule backs it, "at N retailers",
 * the best buy's Buy button (the part page's) and a jump to the offers; "Out of stock" when none is.
 */
export function PriceSummary({ part }: { part: PartDetail }) {
  if (part.listings.length === 0) return null;
  const best = part.listings.find((listing) => listing.id === part.bestListingId) ?? null;
  const discount = shownDiscount(best);
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-border bg-muted/40 p-4">
      <div>
        <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">Lowest price</p>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          {best ? (
            <span className="text-3xl font-extrabold tracking-tight tabular-nums" data-lowest-total={best.totalPrice.toFixed(2)}>
              {formatUsd(best.totalPrice)}
              <EstimatedMark offer={best} />
            </span>
          ) : (
            <span className="text-xl font-bold text-muted-foreground">Out of stock</span>
          )}
          {discount && (
            <>
              <s className="text-sm text-muted-foreground tabular-nums">
                <span className="sr-only">Was </span>
                {formatUsd(discount.was)}
              </s>
              <span className="text-sm font-semibold text-emerald-700 dark:text-emerald-400">Save {discount.percent}%</span>
              <ThirtyDayLow discount={discount} />
            </>
          )}
        </p>
        {best && <PriceBreakdown offer={best} className="block" />}
        <p className="text-sm text-muted-foreground">
          at {part.vendorCount} {part.vendorCount === 1 ? 'retailer' : 'retailers'}
        </p>
      </div>
      <div className="grid w-full gap-2 sm:w-auto">
        {best && <BuyLowestButton listing={best} />}
        <a href={`#${VENDOR_OFFERS_ID}`} className={buttonVariants({ variant: best ? 'outline' : 'default', className: 'w-full' })}>
          Compare all prices
          <ArrowDown className="size-4" aria-hidden="true" />
        </a>
      </div>
    </div>
  );
}
