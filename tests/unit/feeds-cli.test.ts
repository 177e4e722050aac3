import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedRun } from '../../src/shared/schemas/feeds';
import { isPriceStale } from '../../src/shared/schemas/feeds';
import { formatReviewQueue, formatRunSummary, formatRunsTable } from '../../src/cli/feeds/format-run';
import { createProgressBar, renderProgress } from '../../src/cli/feeds/progress-bar';

const run: FeedRun = {
  id: 12,
  vendorId: 3,
  vendorSlug: 'autohaus',
  vendorName: 'Autohaus',
  source: '/feeds/autohaus.xml',
  format: 'xml',
  trigger: 'cli',
  fullFeed: true,
  status: 'succeeded',
  fetchResult: null,
  startedAt: '2026-11-22T10:00:00.000Z',
  finishedAt: '2026-11-22T10:00:03.250Z',
  bytesRead: 1234,
  itemsRead: 12345,
  matched: 12000,
  created: 10,
  updated: 200,
  unchanged: 11790,
  priceChanges: 150,
  unmatched: 300,
  rejected: 45,
  markedOutOfStock: 7,
  unsupportedWasPrice: 0,
  heldPrices: 0,
  error: null,
};

describe('progress line', () => {
  it('draws a bar when the size is known, a byte count otherwise', () => {
    expect(renderProgress({ bytes: 5 * 1048576, totalBytes: 10 * 1048576, items: 20000 }, 2000)).toBe(
      '[##############--------------]  50%  5.0 MB / 10.0 MB  20,000 items  10,000 items/s',
    );
    expect(renderProgress({ bytes: 3 * 1048576, totalBytes: null }, 1000)).toBe('3.0 MB  3.0 MB/s');
  });

  it('redraws one line on a terminal and clears it when done', () => {
    const tty: string[] = [];
    const bar = createProgressBar({ write: (t: string) => tty.push(t), isTTY: true });
    bar.update({ bytes: 1, totalBytes: 2 });
    bar.done('finished');
    const drawn = tty.join('');
    expect(drawn).toContain('[##############--------------]  50%');
    expect(drawn).not.toContain('\n[');
    // The line is cleared before the summary is printed.
    expect(drawn.lastIndexOf('\x1b[')).toBeLessThan(drawn.indexOf('finished\n'));
    expect(tty.at(-1)).toBe('finished\n');
  });

  describe('in a log', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('prints a line when it starts and every few seconds after, never a control sequence', () => {
      const log: string[] = [];
      const plain = createProgressBar({ write: (t: string) => log.push(t) });
      plain.update({ bytes: 1, totalBytes: 2 });
      plain.update({ bytes: 2, totalBytes: 2 });
      vi.advanceTimersByTime(1000);
      const lines = () => log.join('').split('\n').filter(Boolean);
      expect(lines()).toHaveLength(1);
      vi.advanceTimersByTime(4500);
      expect(lines()).toHaveLength(2);
      expect(lines()[1]).toMatch(/100%/);
      plain.done();
      expect(log.join('')).not.toContain('\x1b');
    });
  });
});

describe('run summaries', () => {
  it('summarizes a run with its counters and first rejections', () => {
    const text = formatRunSummary(run, [{ line: 4, itemId: 'A-1', reason: 'price is missing' }], 10);
    expect(text).toContain('Run #12  autohaus  SUCCEEDED  (xml, full feed, cli)  3.3 s');
    expect(text).toContain('12,345 read, 12,000 matched, 300 to review, 45 rejected');
    expect(text).toContain('10 new, 200 updated, 11,790 unchanged, 150 price changes, 7 marked out of stock');
    expect(text).toContain('rejected   line 4 (id A-1): price is missing');
    expect(text).toContain('… 44 more rejections (feeds:status --run 12)');
  });

  it('tabulates runs and the review queue', () => {
    const table = formatRunsTable([run, { ...run, id: 13, status: 'failed', error: 'line 9: the XML ends early' }]);
    expect(table.split('\n')).toHaveLength(4);
    expect(table).toContain('line 9: the XML ends early');
    expect(formatRunsTable([])).toBe('No feed runs yet.');
    expect(formatReviewQueue([], 0)).toBe('Review queue: empty.');
  });
});

describe('guarded runs in feeds:status', () => {
  const held: FeedRun = { ...run, id: 14, status: 'held', rejected: 2, heldPrices: 3, error: '2 items where the last run had 180' };

  it('counts refused rows and held prices in the table, under their own columns', () => {
    const [header, row] = formatRunsTable([held]).split('\n') as [string, string];
    expect(header).toMatch(/rejected\s+held$/);
    // The last two columns, right-aligned under their headings.
    expect(row.slice(header.indexOf('review') + 'review'.length)).toMatch(/^\s+2\s+3$/);
    expect(row).toContain('held');
  });

  it('names the held run, its reason and its held prices in the summary', () => {
    const text = formatRunSummary(held, [{ line: 7, itemId: 'A-1', reason: 'line 7: id A-1 already on line 3' }], 10);
    expect(text).toContain('12,345 read, 12,000 matched, 300 to review, 2 rejected, 3 held');
    expect(text).toContain('held       3 price changes held for review');
    expect(text).toContain('2 items where the last run had 180');
    expect(text).toContain('rejected   line 7 (id A-1): line 7: id A-1 already on line 3');
  });
});

describe('isPriceStale', () => {
  it('compares the last confirmation with the freshness age', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isPriceStale('2026-11-20T13:00:00Z', 48, now)).toBe(false);
    expect(isPriceStale('2026-11-20T11:00:00Z', 48, now)).toBe(true);
    expect(isPriceStale(new Date('2026-11-22T00:00:00Z'), 6, now)).toBe(true);
    expect(isPriceStale('not a date', 48, now)).toBe(true);
  });
});
