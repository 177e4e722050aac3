import { Check } from 'lucide-react';
import { cn } from '@web/lib/cn';

interface KeyFeaturesProps {
  features: readonly string[];
  /** Show only the first N (the product summary shows 3). */
  limit?: number;
  className?: string;
}

/** Feature bullets with check marks. */
export function KeyFeatures({ features, limit, className }: KeyFeaturesProps) {
  const shown = limit === undefined ? features : features.slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <ul className={cn('grid gap-2 text-sm', className)}>
      {shown.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
