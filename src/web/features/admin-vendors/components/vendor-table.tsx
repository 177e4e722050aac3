import { Link } from 'wouter';
import type { AdminVendor } from '@shared/schemas/admin-vendors';
import { Badge } from '@web/components/ui/badge';
import { DataTable, type DataTableColumn, type DataTableSort } from '@web/components/ui/data-table';
import { formatPercent } from './vendor-format';

const columns: DataTableColumn<AdminVendor>[] = [
  {
    key: 'name',
    header: 'Vendor',
    sort: 'name',
    cell: (v) => (
      <Link href={`/admin/vendors/${v.id}`} className="font-medium text-brand hover:underline">
        {v.name}
      </Link>
    ),
  },
  { key: 'slug', header: 'Slug', sort: 'slug', cell: (v) => <code className="text-xs">{v.slug}</code> },
  { key: 'commissionRate', header: 'Commission', sort: 'commissionRate', cell: (v) => formatPercent(v.commissionRate), className: 'tabular-nums' },
  { key: 'network', header: 'Network', cell: (v) => v.affiliateNetwork ?? '—' },
  {
    key: 'feed',
    header: 'Feed',
    cell: (v) => (v.feedUrl ? (v.feedSchedule ? `cron ${v.feedSchedule}` : v.feedIntervalMinutes ? `every ${v.feedIntervalMinutes} min` : 'manual') : 'none'),
  },
  { key: 'listingCount', header: 'Listings', sort: 'listingCount', cell: (v) => v.listingCount.toLocaleString('en-US'), className: 'tabular-nums' },
  {
    key: 'isActive',
    header: 'Status',
    sort: 'isActive',
    cell: (v) => <Badge variant={v.isActive ? 'success' : 'secondary'}>{v.isActive ? 'Active' : 'Paused'}</Badge>,
  },
];

export function VendorTable({ vendors, sort, onSort }: { vendors: AdminVendor[]; sort: DataTableSort; onSort: (sort: DataTableSort) => void }) {
  return <DataTable caption="Vendors" columns={columns} rows={vendors} rowKey={(v) => v.id} sort={sort} onSort={onSort} empty="No vendor matches." />;
}
