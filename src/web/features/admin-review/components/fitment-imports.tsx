import { useState } from 'react';
import type { FitmentImportRun } from '@shared/schemas/fitment';
import { Button } from '@web/components/ui/button';
import { useFitmentImport, useFitmentImports } from '../api/review-api';

const STATUS_LABELS: Record<FitmentImportRun['status'], string> = { running: 'Running', succeeded: 'Succeeded', failed: 'Failed' };

/** The refused rows of one import, by line. */
function ImportRejections({ runId }: { runId: number }) {
  const run = useFitmentImport(runId);
  if (run.isError) return <p role="alert" className="text-sm text-destructive">{run.error.message}</p>;
  if (!run.data) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (run.data.rejections.length === 0) return <p className="text-sm text-muted-foreground">No refused rows.</p>;
  return (
    <ul className="grid gap-1 text-sm" aria-label={`Refused rows of ${run.data.source}`}>
      {run.data.rejections.map((r) => (
        <li key={`${r.line}-${r.reason}`}>
          <span className="font-mono">line {r.line}</span>: {r.reason}
        </li>
      ))}
    </ul>
  );
}

/**
 * Fitment imports, like feed runs: each file with its counts, why a failed one wrote nothing, and
 * its refused rows by line on request.
 */
export function FitmentImports() {
  const runs = useFitmentImports();
  const [shown, setShown] = useState<number | null>(null);
  return (
    <section aria-labelledby="fitment-imports-title" className="grid gap-3">
      <h2 id="fitment-imports-title" className="text-lg font-semibold">
        Fitment imports
      </h2>
      {runs.isError && (
        <p role="alert" className="text-sm text-destructive">
          {runs.error.message}
        </p>
      )}
      {runs.data && runs.data.items.length === 0 && <p className="text-sm text-muted-foreground">No fitment imports yet.</p>}
      {runs.data && runs.data.items.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-border bg-card">
          <table className="w-full border-collapse text-sm">
            <thead className="text-left">
              <tr className="border-b border-border">
                <th scope="col" className="px-3 py-2 font-semibold">File</th>
                <th scope="col" className="px-3 py-2 font-semibold">Started</th>
                <th scope="col" className="px-3 py-2 font-semibold">Status</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">Rows</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">Added</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">Known</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">Refused</th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <span className="sr-only">Refused rows</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {runs.data.items.map((run) => (
                <tr key={run.id} className="border-b border-border align-top last:border-0">
                  <td className="px-3 py-2">
                    {run.source}
                    {run.error && <span className="block text-xs text-destructive">{run.error}</span>}
                    {shown === run.id && (
                      <div className="mt-2">
                        <ImportRejections runId={run.id} />
                      </div>
                    )}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{new Date(run.startedAt).toLocaleString('en-US')}</td>
                  <td className="px-3 py-2">{STATUS_LABELS[run.status]}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{run.rows}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{run.added}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{run.unchanged}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{run.rejected}</td>
                  <td className="px-3 py-2">
                    {run.rejected > 0 && (
                      <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setShown(shown === run.id ? null : run.id)}>
                        {shown === run.id ? 'Hide refused rows' : 'Show refused rows'}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
