import { X } from 'lucide-react';
import { cn } from '@web/lib/cn';

interface FilterChipProps {
  /** What the filter is: "2018 BMW M3". */
  label: string;
  /** Where it came from, said beside it: "From My Garage". */
  source?: string;
  onRemove: () => void;
  className?: string;
}

/** A removable filter the page applied for the shopper ("2018 BMW M3 ✕ · From My Garage"). */
export function FilterChip({ label, source, onRemove, className }: FilterChipProps) {
  return (
    <div role="group" aria-label={`Filter: ${label}`} className={cn('inline-flex flex-wrap items-center gap-2 text-sm', className)}>
      <span className="inline-flex items-center gap-1 rounded-full border border-primary/40 bg-primary/10 py-1 pl-3 pr-1 font-medium">
        {label}
        <button type="button" onClick={onRemove} aria-label={`Remove ${label}`} className="inline-flex size-6 items-center justify-center rounded-full hover:bg-primary/20">
          <X className="size-3.5" aria-hidden="true" />
        </button>
      </span>
      {source && <span className="text-muted-foreground">{source}</span>}
    </div>
  );
}
