import { useState } from 'react';
import { Link } from 'wouter';
import { PROMOTION_PLACEMENT_LABELS, type AdminPromotion, type PROMOTION_SORTS, type PromotionState } from '@shared/schemas/admin-promotions';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { DataTable, type DataTableColumn } from '@web/components/ui/data-table';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Pager } from '@web/components/ui/pager';
import { useDeletePromotion, usePromotions, useUpdatePromotion } from '@web/features/admin-promotions/api/promotions-api';
import { PromotionForm } from '@web/features/admin-promotions/components/promotion-form';
import { useCan } from '@web/lib/operator-context';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useTableState } from '@web/lib/use-table-state';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US') : '—');
const STATE_VARIANT = { active: 'success', scheduled: 'brand', ended: 'secondary' } as const;

/** Promotions: featured placements, scheduled by editors; never a price change or a move in the results. */
export default function AdminPromotionsPage() {
  usePageMeta({ title: 'Promotions · Console', description: 'Pitlane operator console' });
  const canEdit = useCan('editor');
  const table = useTableState<(typeof PROMOTION_SORTS)[number]>({ sort: 'startsAt', dir: 'desc', pageSize: 25 });
  const [state, setState] = useState<PromotionState | 'all'>('all');
  const [message, setMessage] = useState<string | null>(null);
  const promotions = usePromotions({ ...table.state, state });
  const update = useUpdatePromotion();
  const remove = useDeletePromotion();

  const columns: DataTableColumn<AdminPromotion>[] = [
    {
      key: 'part',
      header: 'Part',
      sort: 'partName',
      cell: (p) => (
        <Link href={`/product/${p.partSlug}`} className="text-brand hover:underline">
          {p.partName} <span className="text-muted-foreground">· {p.partNumber}</span>
        </Link>
      ),
    },
    { key: 'label', header: 'Label', sort: 'label', cell: (p) => p.label },
    { key: 'placement', header: 'Where', cell: (p) => PROMOTION_PLACEMENT_LABELS[p.placement] },
    { key: 'startsAt', header: 'Starts', sort: 'startsAt', cell: (p) => when(p.startsAt) },
    { key: 'endsAt', header: 'Ends', sort: 'endsAt', cell: (p) => when(p.endsAt) },
    { key: 'priority', header: 'Priority', sort: 'priority', cell: (p) => p.priority, className: 'tabular-nums' },
    { key: 'state', header: 'State', cell: (p) => <Badge variant={STATE_VARIANT[p.state]}>{p.state}</Badge> },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: 'Actions',
            cell: (p: AdminPromotion) => (
              <div className="flex gap-1">
                {p.state !== 'ended' && (
                  <Button size="sm" variant="outline" onClick={() => update.mutate({ id: p.id, patch: { endsAt: new Date().toISOString(), ...(p.state === 'scheduled' ? { startsAt: new Date(Date.now() - 60_000).toISOString() } : {}) } }, { onSuccess: () => setMessage(`Ended “${p.label}”.`) })}>
                    End now
                  </Button>
                )}
                <Button size="sm" variant="ghost" onClick={() => remove.mutate(p.id, { onSuccess: () => setMessage(`Removed “${p.label}”.`) })}>
                  Remove
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Promotions</h1>
      {message && (
        <p role="status" className="text-sm text-green-700 dark:text-green-400">
          {message}
        </p>
      )}
      {(update.error ?? remove.error) && (
        <p role="alert" className="text-sm text-destructive">
          {(update.error ?? remove.error)!.displayMessage}
        </p>
      )}
      {canEdit && (
        <Card>
          <CardHeader>
            <h2 className="font-semibold">New featured placement</h2>
          </CardHeader>
          <CardContent>
            <PromotionForm onCreated={setMessage} />
          </CardContent>
        </Card>
      )}
      <div className="flex flex-wrap gap-3">
        <Input aria-label="Filter promotions" placeholder="Filter by label or part" className="max-w-xs" value={table.state.q} onChange={(e) => table.setFilter(e.target.value)} />
        <NativeSelect aria-label="State" className="w-44" value={state} onChange={(e) => { setState(e.target.value as PromotionState | 'all'); table.setPage(1); }}>
          <option value="all">All</option>
          <option value="active">Active</option>
          <option value="scheduled">Scheduled</option>
          <option value="ended">Ended</option>
        </NativeSelect>
      </div>
      {promotions.isError && <p role="alert" className="text-sm text-destructive">{promotions.error.message}</p>}
      {promotions.data && (
        <>
          <DataTable caption="Featured placements" columns={columns} rows={promotions.data.items} rowKey={(p) => p.id} sort={table.state} onSort={table.setSort} empty="No placement." />
          <Pager page={promotions.data.page} pageSize={promotions.data.pageSize} total={promotions.data.total} onPage={table.setPage} label="Promotion pages" />
        </>
      )}
    </section>
  );
}
