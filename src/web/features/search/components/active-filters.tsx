import { X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { OFFER_FILTERS } from '@shared/rules/offer-filters';
import { catalogPartType } from '@shared/part-types';
import type { SearchState } from '../search-state';

interface ActiveFiltersProps {
  state: SearchState;
  vendorName: (id: number) => string;
  onChange: (changes: Partial<SearchState>) => void;
  onClear: () => void;
}

const priceLabel = (min?: string, max?: string) =>
  min && max ? `$${min} – $${max}` : min ? `From $${min}` : `Up to $${max}`;

/** The sidebar filters in force, each removable with one click. */
export function ActiveFilters({ state, vendorName, onChange, onClear }: ActiveFiltersProps) {
  const chips: { key: string; label: string; remove: Partial<SearchState> }[] = [];
  if (state.minPrice || state.maxPrice) {
    chips.push({ key: 'price', label: priceLabel(state.minPrice, state.maxPrice), remove: { minPrice: undefined, maxPrice: undefined } });
  }
  for (const id of state.vendorIds) {
    chips.push({ key: `v${id}`, label: vendorName(id), remove: { vendorIds: state.vendorIds.filter((v) => v !== id) } });
  }
  for (const brand of state.brands) {
    chips.push({ key: `b${brand}`, label: brand, remove: { brands: state.brands.filter((b) => b !== brand) } });
  }
  for (const id of state.partType) {
    chips.push({ key: `t${id}`, label: catalogPartType(id)?.name ?? id, remove: { partType: state.partType.filter((p) => p !== id) } });
  }
  for (const { name, label } of OFFER_FILTERS) {
    if (state[name]) chips.push({ key: name, label, remove: { [name]: false } });
  }
  if (chips.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="contents" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.remove)}
              aria-label={`Remove filter: ${chip.label}`}
              className="inline-flex items-center gap-1 rounded-full border border-primary/30 bg-primary/5 py-1 pl-3 pr-2 text-xs font-medium text-foreground hover:bg-primary/10"
            >
              {chip.label}
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" className="h-auto px-1 text-xs" onClick={onClear}>
        Clear all
      </Button>
    </div>
  );
}
