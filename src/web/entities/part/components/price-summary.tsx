import { ArrowDown } from 'lucide-react';
import { formatUsd } from '@shared/rules/money';
import { shownDiscount } from '@shared/rules/offers';
import type { PartWithListings } from '@shared/schemas/parts';
import { ThirtyDayLow } from '@web/components/thirty-day-low';
import { buttonVariants } from '@web/components/ui/button-variants';
import { EstimatedMark, PriceBreakdown } from '@web/components/ui/price-breakdown';
import { BuyLowestButton } from './buy-lowest-button';
import { VENDOR_OFFERS_ID } from './vendor-offers-id';

type PricedPart = Pick<PartWithListings, 'listings' | 'bestListingId' | 'vendorCount'>;

type PriceSummaryProps = { part: PricedPart } & (
  | {
      /** A search result's price column. */
      layout: 'card';
      /** "Show item price only": lead with the best offer's item price (shipping said beside it). */
      itemPriceOnly: boolean;
    }
  | {
      /** The part page's price box, with the best buy's Buy button and a jump to the offers. */
      layout: 'panel';
    }
);

/**
 * The part's best buy by the offer rule: its total (item + one unit's shipping) with what it is made
 * of, the original price struck through (with the vendor's 30-day low) only when the was-price rule
 * backs the reduction, and how many vendors list it. Nothing in stock: says so.
 */
export function PriceSummary(props: PriceSummaryProps) {
  return props.layout === 'card' ? <CardPriceSummary part={props.part} itemPriceOnly={props.itemPriceOnly} /> : <PanelPriceSummary part={props.part} />;
}

function bestBuy(part: PricedPart) {
  return part.listings.find((listing) => listing.id === part.bestListingId) ?? null;
}

function CardPriceSummary({ part, itemPriceOnly }: { part: PricedPart; itemPriceOnly: boolean }) {
  const best = bestBuy(part);
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

/** "Lowest price", the saving, "at N retailers", the Buy button and "Compare all prices"; nothing when no vendor lists the part. */
function PanelPriceSummary({ part }: { part: PricedPart }) {
  if (part.listings.length === 0) return null;
  const best = bestBuy(part);
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
