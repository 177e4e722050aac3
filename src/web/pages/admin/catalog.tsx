import { Link, useRoute } from 'wouter';
import type { AdminPartRow, PART_SORTS } from '@shared/schemas/admin-catalog';
import { DataTable, type DataTableColumn } from '@web/components/ui/data-table';
import { Input } from '@web/components/ui/input';
import { Pager } from '@web/components/ui/pager';
import { usePart, useParts } from '@web/features/admin-catalog/api/catalog-api';
import { PartEditor } from '@web/features/admin-catalog/components/part-editor';
import { SynonymsSection } from '@web/features/admin-catalog/components/synonyms-section';
import { VehicleAliasesSection } from '@web/features/admin-catalog/components/vehicle-aliases-section';
import { useCan } from '@web/lib/operator-context';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useTableState } from '@web/lib/use-table-state';

const columns: DataTableColumn<AdminPartRow>[] = [
  {
    key: 'name',
    header: 'Part',
    sort: 'name',
    cell: (p) => (
      <Link href={`/admin/catalog/${p.id}`} className="font-medium text-brand hover:underline">
        {p.name}
      </Link>
    ),
  },
  { key: 'brand', header: 'Brand', sort: 'brand', cell: (p) => p.brand },
  { key: 'partNumber', header: 'Part number', sort: 'partNumber', cell: (p) => p.partNumber },
  { key: 'category', header: 'Category', cell: (p) => p.categoryName },
  { key: 'listingCount', header: 'Offers', sort: 'listingCount', cell: (p) => p.listingCount, className: 'tabular-nums' },
  { key: 'updatedAt', header: 'Updated', sort: 'updatedAt', cell: (p) => new Date(p.updatedAt).toLocaleDateString('en-US') },
];

function PartList() {
  const table = useTableState<(typeof PART_SORTS)[number]>({ sort: 'name', dir: 'asc', pageSize: 25 });
  const parts = useParts(table.state);
  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Catalog</h1>
      <Input aria-label="Filter parts" placeholder="Filter by name, brand or part number" className="max-w-sm" value={table.state.q} onChange={(e) => table.setFilter(e.target.value)} />
      {parts.isError && <p role="alert" className="text-sm text-destructive">{parts.error.message}</p>}
      {parts.data && (
        <>
          <DataTable caption="Catalog parts" columns={columns} rows={parts.data.items} rowKey={(p) => p.id} sort={table.state} onSort={table.setSort} empty="No part matches." />
          <Pager page={parts.data.page} pageSize={parts.data.pageSize} total={parts.data.total} onPage={table.setPage} label="Part pages" />
        </>
      )}
      <SynonymsSection />
      <VehicleAliasesSection />
    </section>
  );
}

function PartDetail({ id }: { id: number }) {
  const canEdit = useCan('editor');
  const part = usePart(id);
  return (
    <section className="grid gap-4">
      <Link href="/admin/catalog" className="text-sm text-brand hover:underline">
        ← Catalog
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">{part.data ? `${part.data.name} · ${part.data.partNumber}` : 'Part'}</h1>
      {part.isError && <p role="alert" className="text-sm text-destructive">{part.error.message}</p>}
      {part.data && <PartEditor part={part.data} canEdit={canEdit} />}
    </section>
  );
}

/** Catalog: find a part, then edit its details, fitments and supersessions (/admin/catalog/:id); the search's synonyms and vehicle aliases. */
export default function AdminCatalogPage() {
  usePageMeta({ title: 'Catalog · Console', description: 'Pitlane operator console' });
  const [isPart, params] = useRoute('/admin/catalog/:id');
  if (isPart && /^\d+$/.test(params.id)) return <PartDetail id={Number(params.id)} />;
  return <PartList />;
}
