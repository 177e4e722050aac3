import { sql } from 'drizzle-orm';
import type { ClickPageType } from '@shared/rules/click-origin';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';

/** Click-outs are counted per UTC day, from the first day of the period (inclusive). */
const since = (from: string) => sql`clicked_at >= ${from}::date::timestamp at time zone 'UTC'`;
const day = sql`to_char(clicked_at at time zone 'UTC', 'YYYY-MM-DD')`;

export interface VendorDayCount {
  vendor_id: number;
  date: string;
  clicks: number;
}

export async function countByVendorAndDay(db: Database, from: string): Promise<VendorDayCount[]> {
  return queryRows<VendorDayCount>(db, sql`
    select vendor_id, ${day} as date, count(*)::int as clicks
    from click_outs where ${since(from)}
    group by vendor_id, ${day}
  `);
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
  return queryRows<ReportVendor>(db, sql`
    select v.id, v.name, v.slug, v.commission_rate::text as commission_rate, v.average_order_value_cents
    from vendors v
    where v.is_active or exists (select 1 from click_outs c where c.vendor_id = v.id and ${since(from)})
    order by v.name, v.id
  `);
}

export async function countByPageType(db: Database, from: string): Promise<{ page_type: ClickPageType | null; clicks: number }[]> {
  return queryRows<{ page_type: ClickPageType | null; clicks: number }>(db, sql`
    select page_type, count(*)::int as clicks from click_outs where ${since(from)} group by page_type
  `);
}

export interface TopPart {
  part_id: number;
  name: string;
  part_number: string;
  slug: string;
  clicks: number;
}

export async function findTopParts(db: Database, from: string, limit: number): Promise<TopPart[]> {
  return queryRows<TopPart>(db, sql`
    select c.part_id, p.name, p.part_number, p.slug, c.clicks
    from (select part_id, count(*)::int as clicks from click_outs where ${since(from)} group by part_id
          order by clicks desc, part_id limit ${limit}) c
    join parts p on p.id = c.part_id
    order by c.clicks desc, c.part_id
  `);
}

export interface ClickExportRow {
  date: string;
  vendor: string;
  page_type: string | null;
  clicks: number;
}

/** One row per day, vendor and page type with a click, for the CSV export. */
export async function findClickExportRows(db: Database, from: string): Promise<ClickExportRow[]> {
  return queryRows<ClickExportRow>(db, sql`
    select ${day} as date, v.name as vendor, c.page_type, count(*)::int as clicks
    from click_outs c join vendors v on v.id = c.vendor_id
    where ${since(from)}
    group by ${day}, v.name, c.page_type
    order by date, vendor, c.page_type
  `);
}
