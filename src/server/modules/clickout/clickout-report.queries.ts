import { sql } from 'drizzle-orm';
import type { ClickPageType } from '@shared/rules/click-origin';
import type { Database } from '../../db/client';

type Rows<T> = { rows: T[] };

/** Click-outs are counted per UTC day, from the first day of the period (inclusive). */
const since = (from: string) => sql`clicked_at >= ${from}::date::timestamp at time zone 'UTC'`;
const day = sql`to_char(clicked_at at time zone 'UTC', 'YYYY-MM-DD')`;

export interface VendorDayCount {
  vendor_id: number;
  date: string;
  clicks: number;
}

export async function countByVendorAndDay(db: Database, from: string): Promise<VendorDayCount[]> {
  const result = (await db.execute(sql`
    select vendor_id, ${day} as date, count(*)::int as clicks
    from click_outs where ${since(from)}
    group by vendor_id, ${day}
  `)) as unknown as Rows<VendorDayCount>;
  return result.rows;
}

export interface ReportVendor {
  id: number;
  name: string;
  slug: string;
  commission_rate: string;
  average_order_value_cents: number;
}

/** Every vendor with a click in the period or still active, with what the estimate needs. */
export async function findReportVendors(db: Database, from: string): Promise<ReportVendor[]> {
  const result = (await db.execute(sql`
    select v.id, v.name, v.slug, v.commission_rate::text as commission_rate, v.average_order_value_cents
    from vendors v
    where v.is_active or exists (select 1 from click_outs c where c.vendor_id = v.id and ${since(from)})
    order by v.name, v.id
  `)) as unknown as Rows<ReportVendor>;
  return result.rows;
}

export async function countByPageType(db: Database, from: string): Promise<{ page_type: ClickPageType | null; clicks: number }[]> {
  const result = (await db.execute(sql`
    select page_type, count(*)::int as clicks from click_outs where ${since(from)} group by page_type
  `)) as unknown as Rows<{ page_type: ClickPageType | null; clicks: number }>;
  return result.rows;
}

export interface TopPart {
  part_id: number;
  name: string;
  part_number: string;
  slug: string;
  clicks: number;
}

export async function findTopParts(db: Database, from: string, limit: number): Promise<TopPart[]> {
  const result = (await db.execute(sql`
    select c.part_id, p.name, p.part_number, p.slug, c.clicks
    from (select part_id, count(*)::int as clicks from click_outs where ${since(from)} group by part_id
          order by clicks desc, part_id limit ${limit}) c
    join parts p on p.id = c.part_id
    order by c.clicks desc, c.part_id
  `)) as unknown as Rows<TopPart>;
  return result.rows;
}

export interface ClickExportRow {
  date: string;
  vendor: string;
  page_type: string | null;
  clicks: number;
}

/** One row per day, vendor and page type with a click, for the CSV export. */
export async function findClickExportRows(db: Database, from: string): Promise<ClickExportRow[]> {
  const result = (await db.execute(sql`
    select ${day} as date, v.name as vendor, c.page_type, count(*)::int as clicks
    from click_outs c join vendors v on v.id = c.vendor_id
    where ${since(from)}
    group by ${day}, v.name, c.page_type
    order by date, vendor, c.page_type
  `)) as unknown as Rows<ClickExportRow>;
  return result.rows;
}
