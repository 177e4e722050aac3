import { formatUsd } from '@shared/rules/money';
import type { ShownDiscount } from '@shared/rules/offers';
import { cn } from '@web/lib/cn';

/**
 * The vendor's lowest price of the last 30 days, said next to every discount shown, so a shopper can
 * judge a "Save N%" against what the shop really asked lately.
 */
export function ThirtyDayLow({ discount, className }: { discount: ShownDiscount; className?: string }) {
  if (discount.lowest30Days == null) return null;
  return (
    <span className={cn('text-xs text-muted-foreground', className)} data-thirty-day-low={discount.lowest30Days.toFixed(2)}>
      30-day low {formatUsd(discount.lowest30Days)}
    </span>
  );
}
