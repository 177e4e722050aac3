import type { GuideCard as GuideCardData } from '@shared/schemas/guides';
import { ErrorNotice } from '@web/components/ui/error-notice';
import { Skeleton } from '@web/components/ui/skeleton';
import type { QueryView } from '@web/lib/query-view';
import { GuideCard } from './guide-card';

const SKELETON_COUNT = 6;
const gridClass = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export function GuideCardGrid({ guides }: { guides: QueryView<GuideCardData[]> }) {
  if (guides.error) return <ErrorNotice title="Guides could not be loaded" error={guides.error} />;
  if (guides.isPending) {
    return (
      <div className={gridClass} role="status" aria-label="Loading guides">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <Skeleton key={i} className="h-56 rounded-xl" />
        ))}
      </div>
    );
  }
  if (!guides.data?.length) return <p className="text-sm text-muted-foreground">No guides yet.</p>;
  return (
    <ul className={gridClass} aria-label="Repair guides">
      {guides.data.map((guide) => (
        <li key={guide.slug}>
          <GuideCard guide={guide} />
        </li>
      ))}
    </ul>
  );
}
