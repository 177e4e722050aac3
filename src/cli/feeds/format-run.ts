/** Plain-text views of runs for the CLI: the summary after an ingest, and the status table. */
import type { FeedRejection, FeedRun, UnmatchedItem } from '@shared/schemas/feeds';

const n = (value: number) => value.toLocaleString('en-US');

const FETCH_WORDS = { '200': '200, read', '304': '304, not modified', error: 'error' } as const;

function duration(run: FeedRun): string {
  if (!run.finishedAt) return 'running';
  const ms = Date.parse(run.finishedAt) - Date.parse(run.startedAt);
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function formatRunSummary(run: FeedRun, rejections: readonly FeedRejection[] = [], shown = 10): string {
  const lines = [
    `Run #${run.id}  ${run.vendorSlug}  ${run.status.toUpperCase()}  (${run.format ?? 'format unknown'}, ${run.fullFeed ? 'full' : 'partial'} feed, ${run.trigger})  ${duration(run)}`,
    `  source     ${run.source}${run.fetchResult ? `  (fetch: ${FETCH_WORDS[run.fetchResult]})` : ''}`,
    `  items      ${n(run.itemsRead)} read, ${n(run.matched)} matched, ${n(run.unmatched)} to review, ${n(run.rejected)} rejected, ${n(run.heldPrices)} held`,
    `  listings   ${n(run.created)} new, ${n(run.updated)} updated, ${n(run.unchanged)} unchanged, ${n(run.priceChanges)} price changes, ${n(run.markedOutOfStock)} marked out of stock`,
  ];
  if (run.unsupportedWasPrice > 0) lines.push(`  was-price  ${n(run.unsupportedWasPrice)} unsupported was-price (not held on 7 of the vendor's last 30 days)`);
  if (run.heldPrices > 0) lines.push(`  held       ${n(run.heldPrices)} price changes held for review (too far from the listing's last 30 days)`);
  if (run.error) lines.push(`  ${run.status === 'held' ? 'held   ' : 'error  '}    ${run.error}`);
  for (const r of rejections.slice(0, shown)) lines.push(`  rejected   line ${r.line}${r.itemId ? ` (id ${r.itemId})` : ''}: ${r.reason}`);
  if (run.rejected > Math.min(shown, rejections.length)) lines.push(`             … ${n(run.rejected - Math.min(shown, rejections.length))} more rejections (feeds:status --run ${run.id})`);
  return lines.join('\n');
}

const pad = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));

export function formatRunsTable(runs: readonly FeedRun[]): string {
  if (runs.length === 0) return 'No feed runs yet.';
  const header = `${pad('run', 7)}${pad('vendor', 18)}${pad('status', 13)}${pad('format', 10)}${pad('fetch', 6)}${pad('started', 21)}${pad('took', 9)}${'read'.padStart(10)}${'matched'.padStart(10)}${'updated'.padStart(9)}${'same'.padStart(9)}${'review'.padStart(8)}${'rejected'.padStart(10)}${'held'.padStart(7)}`;
  const rows = runs.map(
    (r) =>
      `${pad(`#${r.id}`, 7)}${pad(r.vendorSlug, 18)}${pad(r.status, 13)}${pad(r.format ?? '-', 10)}${pad(r.fetchResult ?? '-', 6)}${pad(r.startedAt.slice(0, 19).replace('T', ' '), 21)}${pad(duration(r), 9)}` +
      `${n(r.itemsRead).padStart(10)}${n(r.matched).padStart(10)}${n(r.created + r.updated).padStart(9)}${n(r.unchanged).padStart(9)}${n(r.unmatched).padStart(8)}${n(r.rejected).padStart(10)}${n(r.heldPrices).padStart(7)}` +
      (r.error ? `\n${' '.repeat(7)}${r.error}` : ''),
  );
  return [header, ...rows].join('\n');
}

export function formatReviewQueue(items: readonly UnmatchedItem[], total: number): string {
  if (total === 0) return 'Review queue: empty.';
  const lines = [`Review queue: ${n(total)} open item${total === 1 ? '' : 's'} (newest first)`];
  for (const item of items) lines.push(`  ${pad(item.vendorSlug, 16)} ${pad(item.vendorSku, 18)} ${pad(item.title, 40)} ${item.reason}`);
  return lines.join('\n');
}
