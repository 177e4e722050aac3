import { Link } from 'wouter';
import type { FeedRunRow } from '@shared/schemas/admin-feeds';
import { Badge } from '@web/components/ui/badge';
import { DataTable, type DataTableColumn, type DataTableSort } from '@web/components/ui/data-table';
import { formatDuration, formatWhen } from './run-format';

const count = (n: number) => n.toLocaleString('en-US');

const columns: DataTableColumn<FeedRunRow>[] = [
  {
    key: 'id',
    header: 'Run',
    cell: (r) => (
      <Link href={`/admin/feeds/runs/${r.id}`} className="font-medium text-brand hover:underline">
        #{r.id}
      </Link>
    ),
  },
  { key: 'vendor', header: 'Vendor', sort: 'vendor', cell: (r) => r.vendorName },
  { key: 'startedAt', header: 'Started', sort: 'startedAt', cell: (r) => formatWhen(r.startedAt) },
  { key: 'status', header: 'Status', sort: 'status', cell: (r) => <Badge variant={r.status === 'succeeded' ? 'success' : r.status === 'running' ? 'brand' : 'warning'}>{r.status}</Badge> },
  { key: 'trigger', header: 'By', cell: (r) => r.trigger },
  { key: 'itemsRead', header: 'Items', sort: 'itemsRead', cell: (r) => count(r.itemsRead), className: 'tabular-nums' },
  { key: 'matched', header: 'Matched', cell: (r) => count(r.matched), className: 'tabular-nums' },
  { key: 'unmatched', header: 'Unmatched', sort: 'unmatched', cell: (r) => count(r.unmatched), className: 'tabular-nums' },
  { key: 'rejected', header: 'Rejected', sort: 'rejected', cell: (r) => count(r.rejected), className: 'tabular-nums' },
  { key: 'duration', header: 'Duration', sort: 'duration', cell: (r) => formatDuration(r.durationMs), className: 'tabular-nums' },
];

export function FeedRunsTable({ runs, sort, onSort }: { runs: FeedRunRow[]; sort: DataTableSort; onSort: (sort: DataTableSort) => void }) {
  return <DataTable caption="Feed runs" columns={columns} rows={runs} rowKey={(r) => r.id} sort={sort} onSort={onSort} empty="No run yet." />;
}
