import type { SearchSort } from '@shared/schemas/search';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { SORT_OPTIONS } from '../sort-options';

export function SortControl({ value, onChange }: { value: SearchSort; onChange: (sort: SearchSort) => void }) {
  return (
    // At least wide enough to read the chosen order; below that the toolbar wraps instead of truncating it.
    <div className="flex min-w-40 flex-1 items-center gap-2 sm:flex-none">
      <Label htmlFor="search-sort" className="sr-only whitespace-nowrap text-muted-foreground sm:not-sr-only">
        Sort by
      </Label>
      <NativeSelect
        id="search-sort"
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className="w-full sm:w-48"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
