import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CLICK_PAGE_TYPES } from '@shared/rules/click-origin';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';

/** Click-outs are counted per UTC day, from the first day of the period (inclusive). */
const since = (from: string) => sql`clicked_at >= ${from}::date::timestamp at time zone 'UTC'`;
const day = sql`to_char(clicked_at at time zone 'UTC', 'YYYY-MM-DD')`;

const VendorDayCount = z.object({ vendor_id: z.number(), date: z.string(), clicks: z.number() });
export type VendorDayCount = z.infer<typeof VendorDayCount>;

export async function countByVendorAndDay(db: Database, from: string): Promise<VendorDayCount[]> {
  return queryRows(db, VendorDayCount, sql`
    select vendor_id, ${day} as date, count(*)::int as clicks
    from click_outs where ${since(from)}
    group by vendor_id, ${day}
  `);
}

const ReportVendor = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  commission_rate: z.string(),
  average_order_value_cents: z.number(),
});
export type ReportVendor = z.infer<typeof ReportVendor>;

/** Every vendor with a click in the period or still active, with what the estimate needs. */
export async function findReportVendors(db: Database, from: string): Promise<ReportVendor[]> {
  return queryRows(db, ReportVendor, sql`
    select v.id, v.name, v.slug, v.commission_rate::text as commission_rate, v.average_order_value_cents
    from vendors v
    where v.is_active or exists (select 1 from click_outs c where c.vendor_id = v.id and ${since(from)})
    order by v.name, v.id
  `);
}

const PageTypeCount = z.object({ page_type: z.enum(CLICK_PAGE_TYPES).nullable(), clicks: z.number() });

export async function countByPageType(db: Database, from: string): Promise<z.infer<typeof PageTypeCount>[]> {
  return queryRows(db, PageTypeCount, sql`
    select page_type, count(*)::int as clicks from click_outs where ${since(from)} group by page_type
  `);
}

const TopPart = z.object({ part_id: z.number(), name: z.string(), part_number: z.string(), slug: z.string(), clicks: z.number() });
export type TopPart = z.infer<typeof TopPart>;

export async function findTopParts(db: Database, from: string, limit: number): Promise<TopPart[]> {
  return queryRows(db, TopPart, sql`
    select c.part_id, p.name, p.part_number, p.slug, c.clicks
    from (select part_id, count(*)::int as clicks from click_outs where ${since(from)} group by part_id
          order by clicks desc, part_id limit ${limit}) c
    join parts p on p.id = c.part_id
    order by c.clicks desc, c.part_id
  `);
}

const ClickExportRow = z.object({ date: z.string(), vendor: z.string(), page_type: z.string().nullable(), clicks: z.number() });
export type ClickExportRow = z.infer<typeof ClickExportRow>;

/** One row per day, vendor and page type with a click, for the CSV export. */
export async function findClickExportRows(db: Database, from: string): Promise<ClickExportRow[]> {
  return queryRows(db, ClickExportRow, sql`
    select ${day} as date, v.name as vendor, c.page_type, count(*)::int as clicks
    from click_outs c join vendors v on v.id = c.vendor_id
    where ${since(from)}
    group by ${day}, v.name, c.page_type
    order by date, vendor, c.page_type
  `);
}
