import { Skeleton } from '@web/components/ui/skeleton';

/** The guide page's shape while the guide loads. */
export function GuideSkeleton() {
  return (
    <div role="status" aria-label="Loading guide">
      <div className="surface-inverse">
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-14 sm:px-6 lg:px-8">
          <Skeleton className="h-4 w-44 bg-white/10" />
          <Skeleton className="h-10 w-full max-w-2xl bg-white/10" />
          <Skeleton className="h-5 w-full max-w-xl bg-white/10" />
          <div className="grid gap-3 pt-4 sm:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-20 rounded-xl bg-white/10" />
            ))}
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <div className="space-y-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </div>
  );
}
