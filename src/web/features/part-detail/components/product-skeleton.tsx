import { Skeleton } from '@web/components/ui/skeleton';

/** The product page's shape while the part loads. */
export function ProductSkeleton() {
  return (
    <div role="status" aria-label="Loading product" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Skeleton className="h-4 w-64" />
      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <Skeleton className="aspect-square w-full rounded-xl" />
        <div className="grid content-start gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
      <h1 className="sr-only">Loading product…</h1>
    </div>
  );
}
