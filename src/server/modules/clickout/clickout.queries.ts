import { sql } from 'drizzle-orm';
import type { ClickPageType } from '@shared/rules/click-origin';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';

export interface ClickTarget {
  listing_id: number;
  part_id: number;
  vendor_id: number;
  url: string;
  tracking_url: string | null;
  affiliate_template: string | null;
}

export async function findClickTarget(db: Database, listingId: number): Promise<ClickTarget | null> {
  const [row] = await queryRows<ClickTarget>(db, sql`
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
