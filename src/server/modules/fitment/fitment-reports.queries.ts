import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { FITMENT_REPORT_STATUSES } from '@shared/schemas/fitment';
import { queryRows } from '../../db/query';
import type { DatabaseOrTransaction } from '../operators';

const ReportRow = z.object({
  id: z.number(),
  part_id: z.number(),
  part_slug: z.string(),
  part_name: z.string(),
  part_number: z.string(),
  make_name: z.string().nullable(),
  model_name: z.string().nullable(),
  generation: z.string().nullable(),
  year: z.number().nullable(),
  variant: z.string().nullable(),
  engine: z.string().nullable(),
  shown_verdict: z.string().nullable(),
  note: z.string(),
  status: z.enum(FITMENT_REPORT_STATUSES),
  /** The server's text (the drivers are set not to parse timestamps). */
  created_at: z.string(),
});
export type ReportRow = z.infer<typeof ReportRow>;
const CountRow = z.object({ n: z.number() });
const LockedReportRow = z.object({ id: z.number(), status: z.string(), part_id: z.number(), note: z.string() });

const LIMIT = 200;

export async function findReports(db: DatabaseOrTransaction, status: string): Promise<{ rows: ReportRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    queryRows(db, ReportRow, sql`
      select r.id, r.part_id, p.slug as part_slug, p.name as part_name, p.part_number, mk.name as make_name,
             mo.name as model_name, mo.generation, r.year, r.variant, r.engine, r.shown_verdict, r.note, r.status, r.created_at
      from fitment_reports r join parts p on p.id = r.part_id
        left join models mo on mo.id = r.model_id left join makes mk on mk.id = mo.make_id
      where r.status = ${status}
      order by r.created_at desc, r.id desc
      limit ${LIMIT}
    `),
    queryRows(db, CountRow, sql`select count(*)::int as n from fitment_reports where status = ${status}`),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

export async function lockReport(db: DatabaseOrTransaction, id: number): Promise<z.infer<typeof LockedReportRow> | null> {
  const [row] = await queryRows(db, LockedReportRow, sql`select id, status, part_id, note from fitment_reports where id = ${id} for update`);
  return row ?? null;
}

export async function closeReport(db: DatabaseOrTransaction, id: number, status: 'resolved' | 'dismissed'): Promise<void> {
  await db.execute(sql`update fitment_reports set status = ${status}, closed_at = now() where id = ${id}`);
}
