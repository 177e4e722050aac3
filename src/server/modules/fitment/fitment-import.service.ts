import type { FitmentImportRun, FitmentImportRunDetail } from '@shared/schemas/fitment';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { recordAudit, type AuditActor } from '../operators';
import { importFitmentsAsRun } from './fitment-import-runs';
import { findImportRun, listImportRuns } from './fitment-import-runs.queries';

/** Rejected rows shown with a run; the rest are counted. */
const SHOWN_REJECTIONS = 100;

/** The console's fitment imports: the recorded runs, and an upload that becomes one. */
export function createFitmentImportService(db: Database) {
  return {
    list: (limit: number): Promise<FitmentImportRun[]> => listImportRuns(db, limit),

    async get(id: number): Promise<FitmentImportRunDetail> {
      const run = await findImportRun(db, id, SHOWN_REJECTIONS);
      if (!run) throw new HttpError(404, 'No such fitment import');
      return run;
    },

    /**
     * Imports a CSV list as a recorded run and audits who did it. A list that fails as a whole writes
     * no fitment; its run (status "failed", with the reason) is the answer, as a feed upload's is.
     */
    async upload(source: string, csvText: string, actor: AuditActor): Promise<FitmentImportRunDetail> {
      const { runId } = await importFitmentsAsRun(db, source, csvText);
      const run = (await findImportRun(db, runId, SHOWN_REJECTIONS))!;
      await recordAudit(db, {
        operator: actor,
        action: 'fitment-import.run',
        entity: 'fitment_import_run',
        entityId: run.id,
        after: { source: run.source, status: run.status, added: run.added, rejected: run.rejected },
      });
      return run;
    },
  };
}

export type FitmentImportService = ReturnType<typeof createFitmentImportService>;
