import type { Vendor } from '@shared/schemas/catalog';
import type { VendorStats } from '@shared/schemas/vendor-stats';
import { ErrorNotice } from '@web/components/ui/error-notice';
import type { QueryView } from '@web/lib/query-view';
import { VendorCard } from './vendor-card';
import { VendorCardSkeleton } from './vendor-card-skeleton';
import type { FiguresState } from './vendor-figures';

/** The /vendors directory: four skeleton cards while the list loads. */
const SKELETON_COUNT = 4;
const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

interface VendorDirectoryProps {
  vendors: QueryView<Vendor[]>;
  stats: QueryView<ReadonlyMap<number, VendorStats>>;
}

function figuresFor(stats: VendorDirectoryProps['stats'], vendorId: number): FiguresState {
  if (stats.error) return { status: 'unavailable' };
  if (stats.isPending || !stats.data) return { status: 'loading' };
  return { status: 'ready', stats: stats.data.get(vendorId) };
}

/**
 * The vendor cards. The list and the figures load separately: cards appear as soon as the list is
 * in, and a failure of the figures leaves the cards usable.
 */
export function VendorDirectory({ vendors, stats }: VendorDirectoryProps) {
  if (vendors.error) return <ErrorNotice title="Retailers could not be loaded" error={vendors.error} />;
  if (vendors.isPending || !vendors.data) {
    return (
      <div className={gridClass} role="status" aria-label="Loading retailers">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <VendorCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (vendors.data.length === 0) return <p className="text-muted-foreground">No retailers are connected yet.</p>;
  return (
    <ul className={gridClass} aria-label="Retailers">
      {vendors.data.map((vendor) => (
        <li key={vendor.id}>
          <VendorCard vendor={vendor} figures={figuresFor(stats, vendor.id)} />
        </li>
      ))}
    </ul>
  );
}
