import { useState } from 'react';
import { FITMENT_REPORT_STATUSES, type FitmentReportStatus } from '@shared/schemas/fitment';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/native-select';
import { useCloseFitmentReport, useFitmentReports } from '../api/review-api';

const STATUS_LABELS: Record<FitmentReportStatus, string> = { open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed' };
/** The verdict the shopper saw, as the part page words it. */
const VERDICT_LABELS: Record<string, string> = { fits: 'Fits', 'does-not-fit': 'Does not fit', check: 'Check fit' };

/**
 * Shoppers' "Report wrong fitment" notes, beside the unmatched offers: which part, for which vehicle,
 * what the page told them and what they wrote. Editors resolve one once the fitment is fixed in the
 * catalog, or dismiss it.
 */
export function FitmentReports({ canEdit }: { canEdit: boolean }) {
  const [status, setStatus] = useState<FitmentReportStatus>('open');
  const [message, setMessage] = useState<string | null>(null);
  const reports = useFitmentReports(status);
  const close = useCloseFitmentReport();

  return (
    <section aria-labelledby="fitment-reports-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="fitment-reports-title" className="text-lg font-semibold">
          Wrong-fitment reports
        </h2>
        <NativeSelect aria-label="Reports to show" className="w-44" value={status} onChange={(e) => setStatus(e.target.value as FitmentReportStatus)}>
          {FITMENT_REPORT_STATUSES.map((s) => (
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
      {close.error && (
        <p role="alert" className="text-sm text-destructive">
          {close.error.displayMessage}
        </p>
      )}
      {reports.isError && (
        <p role="alert" className="text-sm text-destructive">
          {reports.error.message}
        </p>
      )}
      {reports.data && reports.data.items.length === 0 && <p className="text-sm text-muted-foreground">No {STATUS_LABELS[status].toLowerCase()} reports.</p>}
      {reports.data && reports.data.items.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-border bg-card">
          <table className="w-full border-collapse text-sm">
            <thead className="text-left">
              <tr className="border-b border-border">
                <th scope="col" className="px-3 py-2 font-semibold">Part</th>
                <th scope="col" className="px-3 py-2 font-semibold">Vehicle</th>
                <th scope="col" className="px-3 py-2 font-semibold">Page said</th>
                <th scope="col" className="px-3 py-2 font-semibold">Note</th>
                <th scope="col" className="px-3 py-2 font-semibold">Reported</th>
                {canEdit && status === 'open' && (
                  <th scope="col" className="px-3 py-2 font-semibold">
                    <span className="sr-only">Decision</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {reports.data.items.map((report) => (
                <tr key={report.id} className="border-b border-border last:border-0 align-top">
                  <td className="px-3 py-2">
                    <a className="font-medium text-brand underline-offset-2 hover:underline" href={`/product/${report.partSlug}`}>
                      {report.partName}
                    </a>
                    <div className="text-xs text-muted-foreground">{report.partNumber}</div>
                  </td>
                  <td className="px-3 py-2">{report.vehicle ?? '—'}</td>
                  <td className="px-3 py-2">{report.shownVerdict ? (VERDICT_LABELS[report.shownVerdict] ?? report.shownVerdict) : '—'}</td>
                  <td className="px-3 py-2 whitespace-pre-wrap">{report.note}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{report.createdAt.slice(0, 10)}</td>
                  {canEdit && status === 'open' && (
                    <td className="px-3 py-2">
                      <div className="flex gap-2">
                        {(['resolved', 'dismissed'] as const).map((next) => (
                          <Button
                            key={next}
                            variant="outline"
                            size="sm"
                            disabled={close.isPending}
                            aria-label={`${next === 'resolved' ? 'Resolve' : 'Dismiss'} the report on ${report.partName}`}
                            onClick={() => close.mutate({ id: report.id, status: next }, { onSuccess: () => setMessage(`Report on ${report.partName} ${next}.`) })}
                          >
                            {next === 'resolved' ? 'Resolve' : 'Dismiss'}
                          </Button>
                        ))}
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
