/** Fitment import runs and their refused rows: plain reads and writes. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { FITMENT_IMPORT_STATUSES, type FitmentImportRun, type FitmentImportRunDetail } from '@shared/schemas/fitment';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import type { FitmentImportReport } from './fitment-import';

/** Rejections kept per run (as feed runs keep theirs): enough to fix a file, bounded for a broken one. */
export const KEPT_REJECTIONS = 1000;

export interface RunOutcome {
  status: 'succeeded' | 'failed';
  rows: number;
  added: number;
  unchanged: number;
  rejected: FitmentImportReport['rejected'];
  error: string | null;
}

const IdRow = z.object({ id: z.number() });

export async function startRun(db: Database, source: string): Promise<number> {
  const [row] = await queryRows(db, IdRow, sql`
    insert into fitment_import_runs (source, status) values (${source}, 'running') returning id
  `);
  return row!.id;
}

export async function finishRun(
  db: Database,
  runId: number,
  outcome: RunOutcome,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update fitment_import_runs
      set status = ${outcome.status}, finished_at = now(), rows_read = ${outcome.rows}, added = ${outcome.added},
          unchanged = ${outcome.unchanged}, rejected = ${outcome.rejected.length}, error = ${outcome.error}
      where id = ${runId}
    `);
    const kept = outcome.rejected.slice(0, KEPT_REJECTIONS);
    if (kept.length) {
      await tx.execute(sql`
        insert into fitment_import_rejections (run_id, line, reason)
        select ${runId}, line, reason
        from unnest(${sql.param(kept.map((r) => r.line))}::int[], ${sql.param(kept.map((r) => r.reason))}::text[]) as r(line, reason)
      `);
    }
  });
}

/** Timestamps come back as the server's text (the drivers are set not to parse them). */
const RunRow = z.object({
  id: z.number(),
  source: z.string(),
  status: z.enum(FITMENT_IMPORT_STATUSES),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  rows_read: z.number(),
  added: z.number(),
  unchanged: z.number(),
  rejected: z.number(),
  error: z.string().nullable(),
});
type RunRow = z.infer<typeof RunRow>;
const RejectionRow = z.object({ line: z.number(), reason: z.string() });

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

function toRun(row: RunRow): FitmentImportRun {
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    startedAt: iso(row.started_at)!,
    finishedAt: iso(row.finished_at),
    rows: row.rows_read,
    added: row.added,
    unchanged: row.unchanged,
    rejected: row.rejected,
    error: row.error,
  };
}

/** The latest imports, newest first. */
export async function listImportRuns(db: Database, limit: number): Promise<FitmentImportRun[]> {
  const rows = await queryRows(db, RunRow, sql`
    select id, source, status, started_at, finished_at, rows_read, added, unchanged, rejected, error
    from fitment_import_runs order by started_at desc, id desc limit ${limit}
  `);
  return rows.map(toRun);
}

/** One import with its first `limit` refused rows, by line; null when there is no such run. */
export async function findImportRun(db: Database, runId: number, limit: number): Promise<FitmentImportRunDetail | null> {
  const [run, rejections] = await Promise.all([
    queryRows(db, RunRow, sql`
      select id, source, status, started_at, finished_at, rows_read, added, unchanged, rejected, error
      from fitment_import_runs where id = ${runId}
    `),
    queryRows(db, RejectionRow, sql`
      select line, reason from fitment_import_rejections where run_id = ${runId} order by line, id limit ${limit}
    `),
  ]);
  const row = run[0];
  return row ? { ...toRun(row), rejections } : null;
}
