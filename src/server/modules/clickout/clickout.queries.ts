import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ClickPageType } from '@shared/rules/click-origin';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';

const ClickTarget = z.object({
  listing_id: z.number(),
  part_id: z.number(),
  vendor_id: z.number(),
  url: z.string(),
  tracking_url: z.string().nullable(),
  affiliate_template: z.string().nullable(),
});
export type ClickTarget = z.infer<typeof ClickTarget>;

export async function findClickTarget(db: Database, listingId: number): Promise<ClickTarget | null> {
  const [row] = await queryRows(db, ClickTarget, sql`
    select l.id as listing_id, l.part_id, l.vendor_id, l.url, l.tracking_url, v.affiliate_template
    from listings l join vendors v on v.id = l.vendor_id
    where l.id = ${listingId}
  `);
  return row ?? null;
}

export async function recordClickOut(
  db: Database,
  click: { listingId: number; partId: number; vendorId: number; referrer: string | null; pageType: ClickPageType; sessionId: string },
): Promise<void> {
  await db.execute(sql`
    insert into click_outs (listing_id, part_id, vendor_id, referrer, page_type, session_id)
    values (${click.listingId}, ${click.partId}, ${click.vendorId}, ${click.referrer}, ${click.pageType}, ${click.sessionId})
  `);
}
