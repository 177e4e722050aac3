import { Skeleton } from '@web/components/ui/skeleton';

/** A placeholder offer card while vendors are still answering. */
export function OfferSkeleton() {
  return (
    <div data-testid="offer-skeleton" className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="grid gap-2">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-3 w-64 max-w-full" />
        <Skeleton className="h-3 w-32" />
      </div>
      <div className="grid justify-items-end gap-2">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-8 w-16" />
      </div>
    </div>
  );
}
