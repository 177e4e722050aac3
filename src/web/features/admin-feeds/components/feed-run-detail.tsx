import type { FeedRunDetail } from '@shared/schemas/feeds';
import { Badge } from '@web/components/ui/badge';
import { HeldRunNotice } from './held-run-notice';
import { formatDuration, formatWhen } from './run-format';

const durationOf = (run: FeedRunDetail) => (run.finishedAt ? Date.parse(run.finishedAt) - Date.parse(run.startedAt) : null);

/** One run: where from, its counts, its error, and the rejected items with their line and reason. */
export function FeedRunDetailView({ run, canEdit }: { run: FeedRunDetail; canEdit: boolean }) {
  const counts: [string, number][] = [
    ['Items read', run.itemsRead],
    ['Matched', run.matched],
    ['Created', run.created],
    ['Updated', run.updated],
    ['Unchanged', run.unchanged],
    ['Price changes', run.priceChanges],
    ['Unmatched', run.unmatched],
    ['Rejected (refused rows)', run.rejected],
    ['Prices held for review', run.heldPrices],
    ['Marked out of stock', run.markedOutOfStock],
    ['Unsupported was-price', run.unsupportedWasPrice],
  ];
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={run.status === 'succeeded' ? 'success' : 'warning'}>{run.status}</Badge>
        {run.vendorName} · {run.format ?? 'format unknown'} · {run.fullFeed ? 'full feed' : 'partial feed'} · by {run.trigger}
      </p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Source</dt>
          <dd className="break-all">{run.source}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Started</dt>
          <dd>{formatWhen(run.startedAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Duration</dt>
          <dd>{formatDuration(durationOf(run))}</dd>
        </div>
        {counts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      {run.status === 'held' && run.error ? (
        <HeldRunNotice runId={run.id} reason={run.error} canEdit={canEdit} />
      ) : run.error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {run.error}
        </p>
      )}
      <div>
        <h2 className="mb-2 font-semibold">Rejections{run.rejected > run.rejections.length ? ` (first ${run.rejections.length} of ${run.rejected})` : ''}</h2>
        {run.rejections.length === 0 ? (
          <p className="text-sm text-muted-foreground">No item was rejected.</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Rejected items</caption>
            <thead className="text-left">
              <tr>
                <th scope="col" className="py-1 pr-3">Line</th>
                <th scope="col" className="py-1 pr-3">Item id</th>
                <th scope="col" className="py-1">Reason</th>
              </tr>
            </thead>
            <tbody>
              {run.rejections.map((r, i) => (
                <tr key={`${r.line}-${i}`} className="border-t border-border">
                  <td className="py-1 pr-3 tabular-nums">{r.line}</td>
                  <td className="py-1 pr-3">{r.itemId ?? '—'}</td>
                  <td className="py-1">{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
