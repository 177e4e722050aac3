import { formatUsd } from '@shared/rules/money';
import { TAX_NOTE } from '@shared/rules/best-offer';
import { cn } from '@web/lib/cn';

export interface PriceParts {
  price: number;
  shippingCost: number;
  shippingEstimated: boolean;
}

/** "item $X + $Y shipping" (with "est." when the vendor quoted none), or "item $X · free shipping". */
export function priceBreakdownText(offer: PriceParts): string {
  const item = `item ${formatUsd(offer.price)}`;
  if (offer.shippingCost === 0 && !offer.shippingEstimated) return `${item} · free shipping`;
  return `${item} + ${formatUsd(offer.shippingCost)} shipping${offer.shippingEstimated ? ' (est.)' : ''}`;
}

/** The small line under a total saying what it is made of. */
export function PriceBreakdown({ offer, className }: { offer: PriceParts; className?: string }) {
  return (
    <span className={cn('text-xs text-muted-foreground tabular-nums', className)} data-price-breakdown="">
      {priceBreakdownText(offer)}
    </span>
  );
}

/** "est." beside a total whose shipping is the vendor's standard rate rather than a quote. */
export function EstimatedMark({ offer }: { offer: Pick<PriceParts, 'shippingEstimated'> }) {
  if (!offer.shippingEstimated) return null;
  return (
    <abbr title="Estimated: the vendor's standard shipping rate" className="ml-1 text-xs font-normal text-muted-foreground no-underline">
      est.
    </abbr>
  );
}

/** The one note near a set of prices: totals never include tax. */
export function TaxNote({ className }: { className?: string }) {
  return <p className={cn('text-xs text-muted-foreground', className)}>{TAX_NOTE}</p>;
}
