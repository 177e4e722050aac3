import type { SearchSort } from '@shared/schemas/search';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useTypedBeforeHydration } from '@web/lib/changes-before-hydration';
import { SORT_OPTIONS } from '../sort-options';
import { HiddenFields } from './hidden-fields';

const isSearchSort = (value: string): value is SearchSort => SORT_OPTIONS.some((option) => option.value === value);

interface SortControlProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
  /** The rest of the search, kept when the plain form is sent. */
  keep: [string, string][];
}

/**
 * The sort box. A plain GET form as well: without the app's code its Apply button sends it, and
 * before the code has arrived boot.ts sends it as soon as the choice changes
 * (`data-submit-on-change`), so the order applied is always the one shown.
 */
export function SortControl({ value, onChange, keep }: SortControlProps) {
  // Chosen before the app's code (and boot.ts) had arrived: applied, so the box never shows one order while another applies.
  useTypedBeforeHydration('search-sort', (chosen) => {
    if (chosen !== value && isSearchSort(chosen)) onChange(chosen);
  });
  return (
    // At least wide enough to read the chosen order; below that the toolbar wraps instead of truncating it.
    <form
      method="get"
      action="/search"
      data-submit-on-change=""
      onSubmit={(event) => event.preventDefault()}
      className="flex min-w-40 flex-1 items-center gap-2 sm:flex-none"
    >
      <HiddenFields fields={keep} />
      <Label htmlFor="search-sort" className="sr-only whitespace-nowrap text-muted-foreground sm:not-sr-only">
        Sort by
      </Label>
      <NativeSelect
        id="search-sort"
        name="sort"
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
      <noscript>
        <Button type="submit" variant="outline" size="sm">
          Apply
        </Button>
      </noscript>
    </form>
  );
}
