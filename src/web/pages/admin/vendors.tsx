import { useState } from 'react';
import { Link, useLocation, useRoute } from 'wouter';
import { type VENDOR_STATUS_FILTERS, type AdminVendor, type VENDOR_SORTS } from '@shared/schemas/admin-vendors';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Pager } from '@web/components/ui/pager';
import { useCreateVendor, useUpdateVendor, useVendor, useVendors } from '@web/features/admin-vendors/api/vendors-api';
import { VendorForm } from '@web/features/admin-vendors/components/vendor-form';
import { VendorTable } from '@web/features/admin-vendors/components/vendor-table';
import { useCan } from '@web/lib/operator-context';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useTableState } from '@web/lib/use-table-state';

function VendorList() {
  const canEdit = useCan('editor');
  const table = useTableState<(typeof VENDOR_SORTS)[number]>({ sort: 'name', dir: 'asc', pageSize: 25 });
  const [status, setStatus] = useState<(typeof VENDOR_STATUS_FILTERS)[number]>('all');
  const vendors = useVendors({ ...table.state, status });
  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Vendors</h1>
        {canEdit && (
          <Link href="/admin/vendors/new" className="text-sm font-medium text-brand hover:underline">
            Add a vendor
          </Link>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Input
          aria-label="Filter vendors"
          placeholder="Filter by name or slug"
          className="max-w-xs"
          value={table.state.q}
          onChange={(e) => table.setFilter(e.target.value)}
        />
        <NativeSelect
          aria-label="Status"
          className="w-40"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as typeof status);
            table.setPage(1);
          }}
        >
          <option value="all">All vendors</option>
          <option value="active">Active</option>
          <option value="paused">Paused</option>
        </NativeSelect>
      </div>
      {vendors.isError && <p role="alert" className="text-sm text-destructive">{vendors.error.message}</p>}
      {vendors.data && (
        <>
          <VendorTable vendors={vendors.data.items} sort={table.state} onSort={table.setSort} />
          <Pager page={vendors.data.page} pageSize={vendors.data.pageSize} total={vendors.data.total} onPage={table.setPage} label="Vendor pages" />
        </>
      )}
    </section>
  );
}

function EditVendor({ vendor }: { vendor: AdminVendor }) {
  const canEdit = useCan('editor');
  const update = useUpdateVendor(vendor.id);
  return (
    <section className="grid gap-4">
      <Link href="/admin/vendors" className="text-sm text-brand hover:underline">
        ← All vendors
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">{vendor.name}</h1>
      {update.isSuccess && (
        <p role="status" className="text-sm text-green-700 dark:text-green-400">
          Saved.
        </p>
      )}
      <VendorForm key={vendor.id} vendor={vendor} canEdit={canEdit} saving={update.isPending} error={update.error} onSubmit={(body) => update.mutate(body)} />
    </section>
  );
}

function VendorDetail({ id }: { id: number }) {
  const vendor = useVendor(id);
  if (vendor.isError) return <p role="alert" className="text-sm text-destructive">{vendor.error.message}</p>;
  if (!vendor.data) return <p className="text-sm text-muted-foreground">Loading…</p>;
  return <EditVendor vendor={vendor.data} />;
}

function NewVendor() {
  const create = useCreateVendor();
  const [, navigate] = useLocation();
  return (
    <section className="grid gap-4">
      <Link href="/admin/vendors" className="text-sm text-brand hover:underline">
        ← All vendors
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">Add a vendor</h1>
      <VendorForm
        vendor={null}
        canEdit
        saving={create.isPending}
        error={create.error}
        onSubmit={(body) => create.mutate(body, { onSuccess: (vendor) => navigate(`/admin/vendors/${vendor.id}`) })}
      />
    </section>
  );
}

/** Vendors: the list, one vendor's settings (/admin/vendors/:id) and a new vendor (/admin/vendors/new). */
export default function AdminVendorsPage() {
  usePageMeta({ title: 'Vendors · Console', description: 'Pitlane operator console' });
  const [isNew] = useRoute('/admin/vendors/new');
  const [isDetail, params] = useRoute('/admin/vendors/:id');
  if (isNew) return <NewVendor />;
  if (isDetail && /^\d+$/.test(params.id)) return <VendorDetail id={Number(params.id)} />;
  return <VendorList />;
}
