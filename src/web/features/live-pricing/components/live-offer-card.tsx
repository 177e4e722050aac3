import { ExternalLink, PackageCheck, PackageX, Truck } from 'lucide-react';
import { formatUsd } from '@shared/rules/money';
import { shownDiscount } from '@shared/rules/offers';
import { ThirtyDayLow } from '@web/components/thirty-day-low';
import type { LivePricingResult } from '@shared/schemas/pricing';
import { deliveryBadge } from '@shared/rules/best-offer';
import { withClickOrigin } from '@shared/rules/click-origin';
import { Badge } from '@web/components/ui/badge';
import { EstimatedMark, PriceBreakdown } from '@web/components/ui/price-breakdown';
import { buttonVariants } from '@web/components/ui/button-variants';
import { cn } from '@web/lib/cn';

function stockText(offer: LivePricingResult): string {
  if (!offer.inStock) return 'Out of Stock';
  return offer.stockQuantity != null ? `In Stock (${offer.stockQuantity})` : 'In Stock';
}

/**
 * One vendor's live offer: total price (item + one unit's shipping, "est." when not quoted) with its
 * breakdown and saving (with the vendor's 30-day low, only when the was-price rule backs it), stock, delivery and a tracked Buy link. Out of stock: greyed, never the best.
 */
export function LiveOfferCard({ offer, best }: { offer: LivePricingResult; best: boolean }) {
  const discount = shownDiscount(offer);
  const nextDay = deliveryBadge(offer);
  return (
    <article
      aria-label={offer.vendor}
      data-best-price={best || undefined}
      data-out-of-stock={offer.inStock ? undefined : ''}
      data-total-price={offer.totalPrice.toFixed(2)}
      className={cn(
        'grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto]',
        best ? 'border-primary/50 ring-1 ring-primary/30' : 'border-border',
        !offer.inStock && 'bg-muted/40 text-muted-foreground grayscale',
      )}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{offer.vendor}</h3>
          {best && <Badge className="uppercase tracking-wide">Best Price</Badge>}
          {discount && <Badge variant="success">-{discount.percent}%</Badge>}
        </div>
        <p className="mt-1 truncate text-sm text-muted-foreground">
          {offer.partName}
          {offer.brand && <> · {offer.brand}</>} · <span className="font-mono">{offer.partNumber}</span>
        </p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <li className={cn('flex items-center gap-1', offer.inStock ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive')}>
            {offer.inStock ? <PackageCheck className="size-3.5" aria-hidden="true" /> : <PackageX className="size-3.5" aria-hidden="true" />}
            {stockText(offer)}
          </li>
          <li className="flex items-center gap-1">
            <Truck className="size-3.5" aria-hidden="true" />
            {offer.estimatedDelivery}
          </li>
          {nextDay && nextDay !== 'Next Day' && <li>{nextDay}</li>}
        </ul>
      </div>
      <div className="flex items-end justify-between gap-4 sm:flex-col sm:items-end sm:justify-start sm:text-right">
        <div>
          <p className="flex items-baseline gap-2 sm:justify-end">
            {discount && (
              <s className="text-xs text-muted-foreground tabular-nums">
                <span className="sr-only">item was </span>
                {formatUsd(discount.was)}
              </s>
            )}
            <span className={cn('text-lg tabular-nums', offer.inStock ? 'font-bold' : 'font-medium')}>
              {formatUsd(offer.totalPrice)}
              <EstimatedMark offer={offer} />
            </span>
          </p>
          <PriceBreakdown offer={offer} className="block" />
          {discount && <ThirtyDayLow discount={discount} className="block" />}
        </div>
        <a
          href={withClickOrigin(offer.productUrl, 'live')}
          target="_blank"
          rel="noopener"
          aria-label={`Buy at ${offer.vendor} for ${formatUsd(offer.totalPrice)} total (opens in a new tab)`}
          className={buttonVariants({ variant: best ? 'default' : 'outline', size: 'sm' })}
        >
          Buy
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}
