import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import type { Category } from '@shared/schemas/catalog';
import { ErrorNotice } from '@web/components/ui/error-notice';
import { Skeleton } from '@web/components/ui/skeleton';
import type { QueryView } from '@web/lib/query-view';
import { CategoryIcon } from './category-icon';
import { SectionHeading } from './section-heading';

const SKELETON_COUNT = 8;
const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

/** The garage vehicle the categories are scoped to: its name and the search fields that name it. */
export interface CategoriesVehicle {
  /** "2018 BMW M3" */
  label: string;
  make: string;
  model: string;
  year: number;
}

function categoryHref(categoryId: number, vehicle: CategoriesVehicle | null): string {
  const params = new URLSearchParams({ categoryId: String(categoryId) });
  if (vehicle) {
    params.set('make', vehicle.make);
    params.set('model', vehicle.model);
    params.set('year', String(vehicle.year));
  }
  return `/search?${params.toString()}`;
}

function partCountText(count: number): string {
  return count === 0 ? 'None listed yet' : `${count} ${count === 1 ? 'part fits' : 'parts fit'}`;
}

/**
 * The categories; with My Garage's active vehicle, each links to its parts for that car and says
 * how many are listed for it, and the heading names the car.
 */
export function TopCategories({ categories, vehicle = null }: { categories: QueryView<Category[]>; vehicle?: CategoriesVehicle | null }) {
  return (
    <section aria-labelledby="top-categories-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="top-categories-title" eyebrow="Shop by system" title={vehicle ? `Categories for your ${vehicle.label}` : 'Browse Top Categories'}>
        {vehicle
          ? `Parts listed for your ${vehicle.label}, compared across our retailer network.`
          : 'From brake pads to turbochargers — every category compared across our retailer network.'}
      </SectionHeading>
      <div className="mt-8">
        {categories.error ? (
          <ErrorNotice title="Categories could not be loaded" error={categories.error} />
        ) : categories.isPending ? (
          <div className={gridClass} role="status" aria-label="Loading categories">
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <Skeleton key={i} className="h-24 rounded-xl sm:h-[4.5rem]" />
            ))}
          </div>
        ) : categories.data?.length ? (
          <ul className={gridClass}>
            {categories.data.map((category) => (
              <li key={category.id}>
                <Link
                  href={categoryHref(category.id, vehicle)}
                  className="group flex h-full flex-col items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-xs transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md sm:flex-row sm:items-center sm:gap-4"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-brand transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                    <CategoryIcon iconKey={category.icon} className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1 text-sm font-semibold text-card-foreground sm:text-base">
                    {category.name}
                    {vehicle && category.vehiclePartCount !== undefined && (
                      <span className="block text-xs font-normal text-muted-foreground">{partCountText(category.vehiclePartCount)}</span>
                    )}
                  </span>
                  <ChevronRight
                    className="hidden size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 sm:block"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No categories yet.</p>
        )}
      </div>
    </section>
  );
}
