import { Skeleton } from '@web/components/ui/skeleton';

/** Three card-shaped placeholders while the first page of results loads. */
export function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Loading results" className="flex flex-col gap-4">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="@container rounded-xl border border-border bg-card p-4 shadow-sm">
          <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-4 @xl:grid-cols-[7rem_minmax(0,1fr)_9rem]">
            <Skeleton className="aspect-square rounded-lg" />
            <div className="flex flex-col gap-2">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-3 w-28" />
            </div>
            <div className="col-span-2 flex flex-col gap-2 @xl:col-span-1 @xl:items-end">
              <Skeleton className="h-7 w-24" />
              <Skeleton className="h-9 w-full @xl:w-36" />
            </div>
          </div>
          <div className="mt-4 flex flex-col gap-2 border-t border-border pt-3">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
