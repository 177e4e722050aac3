import { Skeleton } from '@web/components/ui/skeleton';

/** The shape of a vendor card while the list loads. */
export function VendorCardSkeleton() {
  return (
    <div className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-xs" data-testid="vendor-card-skeleton">
      <Skeleton className="h-16 rounded-lg" />
      <Skeleton className="mt-4 h-6 w-2/3" />
      <div className="mt-3 flex gap-2">
        <Skeleton className="h-5 w-28 rounded-full" />
        <Skeleton className="h-5 w-36 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-4" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <Skeleton className="mt-4 h-[4.5rem] rounded-lg" />
      <Skeleton className="mt-4 h-10" />
    </div>
  );
}
