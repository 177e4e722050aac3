import { formatUsd } from '@shared/rules/money';
import type { DealLabelsView } from '@shared/schemas/parts';
import { cn } from '@web/lib/cn';

/** The labels' words, in the order shown. */
export function dealLabelTexts(labels: DealLabelsView): string[] {
  return [
    labels.lowestIn90Days ? 'Lowest price in 90 days' : null,
    labels.typicalPrice !== null ? `Typical price ${formatUsd(labels.typicalPrice)}` : null,
    labels.weekRisePercent !== null ? `Price went up ${labels.weekRisePercent}% this week` : null,
  ].filter((item): item is string => item !== null);
}

/**
 * The deal labels history supports (decided by the server from the best in-stock totals, none without
 * 14 days of data), as small pills; nothing at all when there are none.
 */
export function DealLabelList({ labels, className }: { labels: DealLabelsView; className?: string }) {
  const items = dealLabelTexts(labels);
  if (items.length === 0) return null;
  return (
    <ul aria-label="Deal labels" className={cn('flex flex-wrap gap-2', className)}>
      {items.map((item) => (
        <li key={item} className="rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-semibold text-foreground">
          {item}
        </li>
      ))}
    </ul>
  );
}
