import { useState } from 'react';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cleanPriceBound, priceRangeError } from '../search-state';
import { useDebouncedCommit } from './use-debounced-commit';

/** Price inputs wait this long after the last keystroke. */
export const PRICE_DEBOUNCE_MS = 500;

interface PriceFilterProps {
  min?: string;
  max?: string;
  onChange: (min: string | undefined, max: string | undefined) => void;
  idPrefix: string;
}

const key = (min: string | undefined, max: string | undefined) => `${min ?? ''}|${max ?? ''}`;

/**
 * Min and max price; an empty box is no bound. Typing is applied 500 ms after it stops, unless the
 * minimum is above the maximum: then the fields say so and nothing is applied.
 */
export function PriceFilter({ min, max, onChange, idPrefix }: PriceFilterProps) {
  const applied = key(min, max);
  const [draft, setDraft] = useState({ min: min ?? '', max: max ?? '', applied });
  // The address changed elsewhere (clear, back button): show what it says now.
  if (draft.applied !== applied) setDraft({ min: min ?? '', max: max ?? '', applied });

  const [typedMin, typedMax] = [cleanPriceBound(draft.min), cleanPriceBound(draft.max)];
  const error = priceRangeError(typedMin, typedMax);
  const errorId = `${idPrefix}-error`;
  useDebouncedCommit(error ? applied : key(typedMin, typedMax), applied, () => onChange(typedMin, typedMax), PRICE_DEBOUNCE_MS);

  const box = (bound: 'min' | 'max', label: string, placeholder: string) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <Label htmlFor={`${idPrefix}-${bound}`} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <div className="relative">
        <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden="true">
          $
        </span>
        <Input
          id={`${idPrefix}-${bound}`}
          name={bound === 'min' ? 'minPrice' : 'maxPrice'}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          placeholder={placeholder}
          value={draft[bound]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setDraft({ ...draft, [bound]: event.target.value })}
          className="pl-6 tabular-nums"
        />
      </div>
    </div>
  );

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-end gap-2">
        {box('min', 'Min price', '0')}
        <span className="pb-2.5 text-muted-foreground" aria-hidden="true">
          –
        </span>
        {box('max', 'Max price', 'Any')}
      </div>
      <p id={errorId} role="alert" className="text-sm font-medium text-destructive empty:hidden">
        {error}
      </p>
    </div>
  );
}
