import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query';
import type { DatabaseOrTransaction } from '../operators';

export interface ReportRow {
  id: number;
  part_id: number;
  part_slug: string;
  part_name: string;
  part_number: string;
  make_name: string | null;
  model_name: string | null;
  generation: string | null;
  year: number | null;
  variant: string | null;
  engine: string | null;
  shown_verdict: string | null;
  note: string;
  status: 'open' | 'resolved' | 'dismissed';
  created_at: string | Date;
}

const LIMIT = 200;

export async function findReports(db: DatabaseOrTransaction, status: string): Promise<{ rows: ReportRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    queryRows<ReportRow>(db, sql`
      select r.id, r.part_id, p.slug as part_slug, p.name as part_name, p.part_number, mk.name as make_name,
             mo.name as model_name, mo.generation, r.year, r.variant, r.engine, r.shown_verdict, r.note, r.status, r.created_at
      from fitment_reports r join parts p on p.id = r.part_id
        left join models mo on mo.id = r.model_id left join makes mk on mk.id = mo.make_id
      where r.status = ${status}
      order by r.created_at desc, r.id desc
      limit ${LIMIT}
    `),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from fitment_reports where status = ${status}`),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

export async function lockReport(db: DatabaseOrTransaction, id: number): Promise<{ id: number; status: string; part_id: number; note: string } | null> {
  const [row] = await queryRows<{ id: number; status: string; part_id: number; note: string }>(db, sql`select id, status, part_id, note from fitment_reports where id = ${id} for update`);
  return row ?? null;
}

export async function closeReport(db: DatabaseOrTransaction, id: number, status: 'resolved' | 'dismissed'): Promise<void> {
  await db.execute(sql`update fitment_reports set status = ${status}, closed_at = now() where id = ${id}`);
}
