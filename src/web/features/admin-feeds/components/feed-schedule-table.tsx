import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { FeedSchedule } from '@shared/schemas/admin-feeds';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useRunNow, useUploadFeed } from '../api/feeds-api';
import { formatWhen } from './run-format';

type VendorFeed = FeedSchedule['vendors'][number];

function FeedActions({ vendor, onMessage }: { vendor: VendorFeed; onMessage: (text: string, failed?: boolean) => void }) {
  const runNow = useRunNow();
  const upload = useUploadFeed();
  const file = useRef<HTMLInputElement>(null);
  const report = (what: string) => ({
    onSuccess: (run: { id: number; status: string; itemsRead: number; rejected: number; unmatched: number; error: string | null }) =>
      onMessage(`${what} for ${vendor.vendorName}: run #${run.id} ${run.status}, ${run.itemsRead} items, ${run.rejected} rejected, ${run.unmatched} unmatched${run.error ? ` — ${run.error}` : ''}.`, run.status !== 'succeeded' && run.status !== 'not_modified'),
    onError: (error: { displayMessage: string }) => onMessage(`${what} for ${vendor.vendorName} failed: ${error.displayMessage}`, true),
  });
  const busy = runNow.isPending || upload.isPending;
  return (
    <div className="flex gap-2 whitespace-nowrap">
      <Button size="sm" variant="outline" disabled={busy || !vendor.feedUrl} onClick={() => runNow.mutate({ vendor: vendor.vendorSlug, force: false }, report('Run'))} title={vendor.feedUrl ? undefined : 'No feed url: upload a file instead'}>
        {runNow.isPending && !runNow.variables?.force ? 'Running…' : 'Run now'}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy || !vendor.feedUrl}
        onClick={() => runNow.mutate({ vendor: vendor.vendorSlug, force: true }, report('Forced run'))}
        title={vendor.feedUrl ? 'Read the whole feed even if the network answers "not modified"' : 'No feed url: upload a file instead'}
      >
        {runNow.isPending && runNow.variables?.force ? 'Running…' : 'Run now (force)'}
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => file.current?.click()}>
        {upload.isPending ? 'Uploading…' : 'Upload file'}
      </Button>
      <input
        ref={file}
        type="file"
        className="sr-only"
        aria-label={`Feed file for ${vendor.vendorName}`}
        accept=".xml,.tsv,.csv,.txt,.gz"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) upload.mutate({ vendor: vendor.vendorSlug, file: chosen }, report('Upload'));
          e.target.value = '';
        }}
      />
    </div>
  );
}

/** Every vendor's feed: source, schedule, last run, next run, open review-queue entries, and its actions. */
export function FeedScheduleTable({ schedule, canEdit }: { schedule: FeedSchedule; canEdit: boolean }) {
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  return (
    <div className="grid gap-2">
      {message && (
        <p role={message.failed ? 'alert' : 'status'} className={message.failed ? 'text-sm text-destructive' : 'text-sm text-green-700 dark:text-green-400'}>
          {message.text}
        </p>
      )}
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">Feeds per vendor</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2">Vendor</th>
              <th scope="col" className="px-3 py-2">Schedule</th>
              <th scope="col" className="px-3 py-2">Last run</th>
              <th scope="col" className="px-3 py-2">Next run</th>
              <th scope="col" className="px-3 py-2">Open in queue</th>
              {canEdit && <th scope="col" className="px-3 py-2">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {schedule.vendors.map((v) => (
              <tr key={v.vendorId} className="border-t border-border align-top">
                <td className="px-3 py-2">
                  <Link href={`/admin/vendors/${v.vendorId}`} className="font-medium text-brand hover:underline">
                    {v.vendorName}
                  </Link>
                  {!v.isActive && <Badge variant="secondary" className="ml-2">Paused</Badge>}
                  <p className="max-w-64 truncate text-xs text-muted-foreground" title={v.feedUrl ?? undefined}>
                    {v.feedUrl ?? 'No feed url'}
                  </p>
                </td>
                <td className="px-3 py-2">
                  {v.feedSchedule ? `Cron ${v.feedSchedule} (UTC)` : v.feedIntervalMinutes ? `Every ${v.feedIntervalMinutes} min` : 'By hand'}
                  {v.feedFormat && <span className="block text-xs text-muted-foreground">Format: {v.feedFormat}</span>}
                </td>
                <td className="px-3 py-2">
                  {v.lastRun ? (
                    <Link href={`/admin/feeds/runs/${v.lastRun.id}`} className="text-brand hover:underline">
                      #{v.lastRun.id} {v.lastRun.status} · {formatWhen(v.lastRun.startedAt)}
                    </Link>
                  ) : (
                    'Never'
                  )}
                </td>
                <td className="px-3 py-2">{formatWhen(v.nextDueAt)}</td>
                <td className="px-3 py-2 tabular-nums">{v.openUnmatched}</td>
                {canEdit && (
                  <td className="px-3 py-2">
                    <FeedActions vendor={v} onMessage={(text, failed = false) => setMessage({ text, failed })} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
