import { Link } from 'wouter';
import { formatUsd } from '@shared/rules/money';
import type { Category } from '@shared/schemas/catalog';
import { useSearchParts } from '../api/search-parts';
import { parseSearchState, searchHref, withChanges } from '../search-state';

/** How many of the garage car's parts are offered when a search finds nothing. */
const POPULAR_PART_COUNT = 4;

/** The garage car as the search takes it, and how the page names it. */
export interface NextVehicle {
  make: string;
  model: string;
  year: number;
  label: string;
}

const linkClass = 'font-medium text-brand underline-offset-2 hover:underline';
const chipClass = 'rounded-full border border-border bg-card px-3 py-1.5 text-sm font-medium text-foreground hover:border-primary/50 hover:bg-accent';

/** The parts shoppers pick most for the garage car (best match leans on what they click through to). */
function PopularParts({ vehicle }: { vehicle: NextVehicle }) {
  const params = new URLSearchParams({ make: vehicle.make, model: vehicle.model, year: String(vehicle.year), sort: 'best_match', page: '1', pageSize: String(POPULAR_PART_COUNT) });
  const popular = useSearchParts(params);
  const parts = popular.data?.parts ?? [];
  if (parts.length === 0) return null;
  return (
    <section aria-labelledby="no-results-popular" className="w-full">
      <h3 id="no-results-popular" className="text-sm font-semibold text-foreground">
        Popular parts for your {vehicle.label}
      </h3>
      <ul className="mt-2 grid gap-2 text-left">
        {parts.map((part) => (
          <li key={part.id}>
            <Link href={`/product/${encodeURIComponent(part.slug)}`} className="flex items-baseline justify-between gap-3 rounded-lg border border-border bg-background px-3 py-2 hover:border-primary/40">
              <span className="min-w-0 font-medium text-foreground">{part.name}</span>
              {part.lowestPrice !== null && <span className="shrink-0 tabular-nums">from {formatUsd(part.lowestPrice)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What to try after a search that found nothing: a category (on the same vehicle, if any), the garage
 * car's popular parts when My Garage has a car, and the search by part number.
 */
export function NoResultsNext({ categories, vehicle, garage }: { categories: Category[] | undefined; vehicle: { make?: string; model?: string; year?: number }; garage: NextVehicle | null }) {
  const base = withChanges(parseSearchState(new URLSearchParams()), vehicle);
  return (
    <div className="flex w-full flex-col items-center gap-5" data-testid="no-results-next">
      {categories && categories.length > 0 && (
        <nav aria-label="Browse a category" className="w-full">
          <h3 className="text-sm font-semibold text-foreground">Browse a category</h3>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <Link href={searchHref(withChanges(base, { categoryId: category.id }))} className={chipClass}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {garage && <PopularParts vehicle={garage} />}
      <p>
        Have the number from the old part?{' '}
        <Link href="/part-number-search" className={linkClass}>
          Search by part number
        </Link>
      </p>
    </div>
  );
}
