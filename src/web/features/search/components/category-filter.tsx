import type { Category } from '@shared/schemas/catalog';
import { searchFilterLabel } from '@shared/rules/search-filters';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { HiddenFields } from './hidden-fields';

/** The category filter lists the first 8 categories. */
export const CATEGORY_FILTER_COUNT = 8;

interface CategoryFilterProps {
  categories: Category[] | undefined;
  selectedId: number | undefined;
  onSelect: (categoryId: number | undefined) => void;
  /** The rest of the search, kept when the plain form is sent. */
  keep: [string, string][];
  className?: string;
}

/**
 * Category buttons; pressing the chosen one again shows every category. They are the submit
 * buttons of a plain GET form too, so they work before (or without) the app's code.
 */
export function CategoryFilter({ categories, selectedId, onSelect, keep, className }: CategoryFilterProps) {
  const shown = categories?.slice(0, CATEGORY_FILTER_COUNT);
  return (
    // The group is named inside the form: a form may not take the group role itself.
    <form method="get" action="/search" className={className}>
      <HiddenFields fields={keep} />
      <div role="group" aria-label={searchFilterLabel('category')} className="flex flex-wrap gap-2">
      {shown
        ? shown.map((category) => {
            const pressed = category.id === selectedId;
            return (
              <button
                key={category.id}
                type="submit"
                name="categoryId"
                value={pressed ? '' : String(category.id)}
                aria-pressed={pressed}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(pressed ? undefined : category.id);
                }}
                className={cn(
                  'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                  pressed
                    ? 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover'
                    : 'border-border bg-card text-foreground hover:border-primary/50 hover:bg-accent',
                )}
              >
                {category.name}
              </button>
            );
          })
        : Array.from({ length: CATEGORY_FILTER_COUNT }, (_, i) => <Skeleton key={i} className="h-8 w-24 rounded-full" />)}
      </div>
    </form>
  );
}
