import { Clock, type LucideIcon, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import type { VendorStats } from '@shared/schemas/vendor-stats';
import { Skeleton } from '@web/components/ui/skeleton';
import { exactTime, timeAgo } from '../api/freshness';
import { formatCount } from '@shared/rules/text';

export type FiguresState =
  | { status: 'loading' }
  | { status: 'unavailable' }
  /** `stats` is absent for a vendor the figures do not mention yet (added a moment ago). */
  | { status: 'ready'; stats: VendorStats | undefined };

function Figure({ Icon, label, children }: { Icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 px-3 py-2">
      <dt className="flex items-center gap-1.5 whitespace-nowrap text-muted-foreground">
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
        {label}
      </dt>
      <dd className="text-right font-semibold text-foreground">{children}</dd>
    </div>
  );
}

/** A vendor's live figures: how many parts it lists and when its prices were last refreshed. */
export function VendorFigures({ state }: { state: FiguresState }) {
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label="Loading live figures">
        <Skeleton className="h-[4.5rem] rounded-lg" />
      </div>
    );
  }
  if (state.status === 'unavailable') {
    return <p className="rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">Live figures are unavailable right now.</p>;
  }
  const updatedAt = state.stats?.pricesUpdatedAt ?? null;
  return (
    <dl className="divide-y divide-border rounded-lg bg-muted text-sm">
      <Figure Icon={Package} label="Parts listed">
        {formatCount(state.stats?.partsListed ?? 0)}
      </Figure>
      <Figure Icon={Clock} label="Prices updated">
        {updatedAt ? (
          <time dateTime={updatedAt} title={exactTime(updatedAt)}>
            {timeAgo(updatedAt)}
          </time>
        ) : (
          'Not yet'
        )}
      </Figure>
    </dl>
  );
}
