import { useState } from 'react';
import { buttonVariants } from '@web/components/ui/button-variants';
import { NativeSelect } from '@web/components/ui/native-select';
import { clickoutExportUrl, useClickoutReport } from '@web/features/admin-clickouts/api/clickouts-api';
import { ClickoutReportView } from '@web/features/admin-clickouts/components/clickout-report-view';
import { usePageMeta } from '@web/lib/use-page-meta';

const PERIODS = [7, 30, 90, 365] as const;

/** Click-outs: which vendors, pages and parts send buyers away, and what that may earn. */
export default function AdminClickoutsPage() {
  usePageMeta({ title: 'Click-outs · Console', description: 'Pitlane operator console' });
  const [days, setDays] = useState<number>(30);
  const report = useClickoutReport(days);
  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Click-outs</h1>
        <div className="flex items-center gap-3">
          <NativeSelect aria-label="Period" className="w-40" value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {PERIODS.map((d) => (
              <option key={d} value={d}>
                Last {d} days
              </option>
            ))}
          </NativeSelect>
          <a href={clickoutExportUrl(days)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Export CSV
          </a>
        </div>
      </div>
      {report.isError && <p role="alert" className="text-sm text-destructive">{report.error.message}</p>}
      {report.data ? <ClickoutReportView report={report.data} /> : !report.isError && <p className="text-sm text-muted-foreground">Loading…</p>}
    </section>
  );
}
