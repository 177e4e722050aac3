import { formatUsd } from '@shared/rules/money';
import { discountPercent } from '@shared/rules/offers';
import type { SearchResultPart } from '@shared/schemas/search';

/** Lowest price, the cheapest offer's original price struck through when above it, and vendor count. */
export function PriceSummary({ part }: { part: SearchResultPart }) {
  const saving = discountPercent(part.lowestPrice, part.originalPrice);
  return (
    <div className="flex flex-col @xl:items-end">
      <span className="text-xs font-medium text-muted-foreground">Lowest price</span>
      <span className="text-2xl font-extrabold tracking-tight tabular-nums">{formatUsd(part.lowestPrice)}</span>
      {saving > 0 && part.originalPrice != null && (
        <span className="flex items-center gap-1.5 text-xs">
          <s className="text-muted-foreground">
            <span className="sr-only">was </span>
            {formatUsd(part.originalPrice)}
          </s>
          <span className="font-semibold text-emerald-700 dark:text-emerald-400">Save {saving}%</span>
        </span>
      )}
      <span className="mt-0.5 text-xs text-muted-foreground">
        {part.vendorCount === 1 ? 'from 1 vendor' : `from ${part.vendorCount} vendors`}
      </span>
    </div>
  );
}
