import { useState } from 'react';
import { UNMATCHED_STATUSES, type UnmatchedStatus } from '@shared/schemas/feeds';
import type { REVIEW_SORTS } from '@shared/schemas/admin-review';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Pager } from '@web/components/ui/pager';
import { useDismissItems, useLinkItems, useReviewQueue } from '@web/features/admin-review/api/review-api';
import { FitmentImports } from '@web/features/admin-review/components/fitment-imports';
import { FitmentReports } from '@web/features/admin-review/components/fitment-reports';
import { PartPicker } from '@web/features/admin-review/components/part-picker';
import { ReviewTable } from '@web/features/admin-review/components/review-table';
import { useCan } from '@web/lib/operator-context';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useTableState } from '@web/lib/use-table-state';

const STATUS_LABELS: Record<UnmatchedStatus, string> = { open: 'Open', linked: 'Linked', dismissed: 'Dismissed', matched: 'Matched by a later run' };

/**
 * The review queue: feed offers no catalog part matched. Link them to a part, make a part from one, or
 * dismiss them; the decision holds for the vendor's later feed runs. Below them, shoppers' reports of
 * a wrong fitment.
 */
export default function AdminReviewPage() {
  usePageMeta({ title: 'Review queue · Console', description: 'Pitlane operator console' });
  const canEdit = useCan('editor');
  const table = useTableState<(typeof REVIEW_SORTS)[number]>({ sort: 'lastSeenAt', dir: 'desc', pageSize: 25 });
  const [status, setStatus] = useState<UnmatchedStatus>('open');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const queue = useReviewQueue({ ...table.state, status });
  const link = useLinkItems();
  const dismiss = useDismissItems();
  const ids = [...selected];
  const done = (text: string) => {
    setSelected(new Set());
    setMessage(text);
  };
  const actionError = link.error ?? dismiss.error;

  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Review queue</h1>
      <div className="flex flex-wrap gap-3">
        <Input aria-label="Filter offers" placeholder="Filter by title, SKU, number or brand" className="max-w-xs" value={table.state.q} onChange={(e) => table.setFilter(e.target.value)} />
        <NativeSelect
          aria-label="Status"
          className="w-56"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as UnmatchedStatus);
            setSelected(new Set());
            table.setPage(1);
          }}
        >
          {UNMATCHED_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>

      {message && (
        <p role="status" className="text-sm text-green-700 dark:text-green-400">
          {message}
        </p>
      )}
      {actionError && (
        <p role="alert" className="text-sm text-destructive">
          {actionError.displayMessage}
        </p>
      )}

      {canEdit && ids.length > 0 && (
        <div className="grid gap-3 rounded-lg border border-border p-4" aria-label="Decision for the selected offers" role="group">
          <p className="text-sm font-medium">{ids.length} selected</p>
          <PartPicker
            label="Search catalog parts"
            onPick={(part) => link.mutate({ ids, partId: part.id }, { onSuccess: (r) => done(`Linked ${r.changed} offer${r.changed === 1 ? '' : 's'} to ${part.partNumber}.`) })}
          />
          <div>
            <Button variant="outline" size="sm" disabled={dismiss.isPending} onClick={() => dismiss.mutate({ ids }, { onSuccess: (r) => done(`Dismissed ${r.changed}.`) })}>
              Dismiss selected
            </Button>
          </div>
        </div>
      )}

      {queue.isError && <p role="alert" className="text-sm text-destructive">{queue.error.message}</p>}
      {queue.data && (
        <>
          <ReviewTable
            items={queue.data.items}
            selected={selected}
            onToggle={(id, on) =>
              setSelected((s) => {
                const next = new Set(s);
                if (on) next.add(id);
                else next.delete(id);
                return next;
              })
            }
            onToggleAll={(on) => setSelected(on ? new Set(queue.data.items.map((i) => i.id)) : new Set())}
            sort={table.state}
            onSort={table.setSort}
            canEdit={canEdit}
            onMessage={setMessage}
          />
          <Pager page={queue.data.page} pageSize={queue.data.pageSize} total={queue.data.total} onPage={table.setPage} label="Review queue pages" />
        </>
      )}

      <FitmentReports canEdit={canEdit} />
      <FitmentImports />
    </section>
  );
}
