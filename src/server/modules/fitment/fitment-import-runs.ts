/**
 * Fitment imports recorded as runs, like feed runs: the run row is written before the import's
 * transaction and finished after it, so the console lists failed imports (whose fitments rolled
 * back) beside the ones that succeeded, each with its refused rows and their lines.
 */
import type { Database } from '../../db/client';
import { FitmentImportError, importFitments, type FitmentImportReport } from './fitment-import';
import { finishRun, startRun } from './fitment-import-runs.queries';

export type RecordedImport =
  | { runId: number; status: 'succeeded'; report: FitmentImportReport }
  /** The file was unusable and nothing was written; `rejected` lists refused rows when none was usable. */
  | { runId: number; status: 'failed'; error: string; line: number | undefined; rejected: FitmentImportReport['rejected'] };

/**
 * Imports a fitment list and records the run. A file-level failure is recorded `failed` with its
 * reason (and the refused rows, when no row was usable) and answered, not thrown; any other error
 * is recorded and thrown on.
 */
export async function importFitmentsAsRun(db: Database, source: string, csvText: string): Promise<RecordedImport> {
  const runId = await startRun(db, source);
  try {
    const report = await importFitments(db, csvText);
    await finishRun(db, runId, { status: 'succeeded', ...report, error: null });
    return { runId, status: 'succeeded', report };
  } catch (err) {
    const known = err instanceof FitmentImportError;
    const error = known ? `${err.line ? `line ${err.line}: ` : ''}${err.message}` : 'The import failed; nothing was written';
    const rejected = known ? err.rejected : [];
    await finishRun(db, runId, { status: 'failed', rows: rejected.length, added: 0, unchanged: 0, rejected, error });
    if (!known) throw err;
    return { runId, status: 'failed', error: err.message, line: err.line, rejected };
  }
}
