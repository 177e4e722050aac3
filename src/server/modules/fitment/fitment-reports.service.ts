import type { FitmentReport } from '@shared/schemas/fitment';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { recordAudit, type AuditActor } from '../operators';
import { closeReport, findReports, lockReport, type ReportRow } from './fitment-reports.queries';

function vehicleText(row: ReportRow): string | null {
  if (!row.model_name) return null;
  const model = row.generation ? `${row.model_name} (${row.generation})` : row.model_name;
  const engine = row.engine ? `· ${row.engine}` : null;
  return [row.year, row.make_name, model, row.variant, engine].filter(Boolean).join(' ');
}

/** Shoppers' wrong-fitment reports in the console's review queue. */
export function createFitmentReportsService(db: Database) {
  return {
    async list(status: string): Promise<{ items: FitmentReport[]; total: number }> {
      const { rows, total } = await findReports(db, status);
      return {
        total,
        items: rows.map((row) => ({
          id: row.id,
          partId: row.part_id,
          partSlug: row.part_slug,
          partName: row.part_name,
          partNumber: row.part_number,
          vehicle: vehicleText(row),
          shownVerdict: row.shown_verdict,
          note: row.note,
          status: row.status,
          createdAt: new Date(row.created_at).toISOString(),
        })),
      };
    },

    async close(id: number, status: 'resolved' | 'dismissed', actor: AuditActor): Promise<{ id: number; status: 'resolved' | 'dismissed' }> {
      return db.transaction(async (tx) => {
        const report = await lockReport(tx, id);
        if (!report) throw new HttpError(404, 'No such fitment report');
        if (report.status !== 'open') throw new HttpError(409, `The report is already ${report.status}`);
        await closeReport(tx, id, status);
        await recordAudit(tx, {
          operator: actor,
          action: `fitment-report.${status}`,
          entity: 'fitment_report',
          entityId: id,
          before: { status: report.status },
          after: { status, partId: report.part_id },
        });
        return { id, status };
      });
    },
  };
}

export type FitmentReportsService = ReturnType<typeof createFitmentReportsService>;
