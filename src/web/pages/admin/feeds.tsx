import { useState } from 'react';
import { Link, useRoute } from 'wouter';
import { FEED_RUN_STATUSES, type FeedRunStatus } from '@shared/schemas/feeds';
import type { FEED_RUN_SORTS } from '@shared/schemas/admin-feeds';
import { NativeSelect } from '@web/components/ui/native-select';
import { Pager } from '@web/components/ui/pager';
import { useFeedRun, useFeedRuns, useFeedSchedule } from '@web/features/admin-feeds/api/feeds-api';
import { FeedRunDetailView } from '@web/features/admin-feeds/components/feed-run-detail';
import { FeedRunsTable } from '@web/features/admin-feeds/components/feed-runs-table';
import { FeedScheduleTable } from '@web/features/admin-feeds/components/feed-schedule-table';
import { HeldPricesQueue } from '@web/features/admin-feeds/components/held-prices-queue';
import { useCan } from '@web/lib/operator-context';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useTableState } from '@web/lib/use-table-state';

function FeedsOverview() {
  const canEdit = useCan('editor');
  const schedule = useFeedSchedule();
  const table = useTableState<(typeof FEED_RUN_SORTS)[number]>({ sort: 'startedAt', dir: 'desc', pageSize: 20 });
  const [vendorId, setVendorId] = useState('');
  const [status, setStatus] = useState<FeedRunStatus | ''>('');
  const runs = useFeedRuns({ ...table.state, q: undefined, vendorId: vendorId ? Number(vendorId) : undefined, status: status || undefined });
  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Feeds</h1>
      {schedule.isError && <p role="alert" className="text-sm text-destructive">{schedule.error.message}</p>}
      {schedule.data && <FeedScheduleTable schedule={schedule.data} canEdit={canEdit} />}
      <p className="text-xs text-muted-foreground">A vendor's feed url and schedule are set on its vendor page.</p>

      <HeldPricesQueue canEdit={canEdit} />

      <div className="grid gap-3">
        <h2 className="text-lg font-semibold">Runs</h2>
        <div className="flex flex-wrap gap-3">
          <NativeSelect aria-label="Vendor" className="w-56" value={vendorId} onChange={(e) => { setVendorId(e.target.value); table.setPage(1); }}>
            <option value="">All vendors</option>
            {schedule.data?.vendors.map((v) => (
              <option key={v.vendorId} value={v.vendorId}>
                {v.vendorName}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect aria-label="Run status" className="w-44" value={status} onChange={(e) => { setStatus(e.target.value as FeedRunStatus | ''); table.setPage(1); }}>
            <option value="">Any status</option>
            {FEED_RUN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </div>
        {runs.isError && <p role="alert" className="text-sm text-destructive">{runs.error.message}</p>}
        {runs.data && (
          <>
            <FeedRunsTable runs={runs.data.items} sort={table.state} onSort={table.setSort} />
            <Pager page={runs.data.page} pageSize={runs.data.pageSize} total={runs.data.total} onPage={table.setPage} label="Run pages" />
          </>
        )}
      </div>
    </section>
  );
}

function RunDetail({ id }: { id: number }) {
  const run = useFeedRun(id);
  const canEdit = useCan('editor');
  return (
    <section className="grid gap-4">
      <Link href="/admin/feeds" className="text-sm text-brand hover:underline">
        ← Feeds
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">Feed run #{id}</h1>
      {run.isError && <p role="alert" className="text-sm text-destructive">{run.error.message}</p>}
      {run.data && <FeedRunDetailView run={run.data} canEdit={canEdit} />}
    </section>
  );
}

/**
 * Feeds: every vendor's feed and schedule with "run now" and upload, the price changes held for
 * review, the runs, one run (/admin/feeds/runs/:id).
 */
export default function AdminFeedsPage() {
  usePageMeta({ title: 'Feeds · Console', description: 'Pitlane operator console' });
  const [isRun, params] = useRoute('/admin/feeds/runs/:id');
  if (isRun && /^\d+$/.test(params.id)) return <RunDetail id={Number(params.id)} />;
  return <FeedsOverview />;
}
