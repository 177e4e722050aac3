/**
 * Demo harness: the demo's feed-backed vendors get their product feed from the vendor simulator,
 * each in an affiliate network's format (Awin, AvantLink, CJ), refreshed by the scheduler like any vendor's. A feed url set by hand (not the simulator's) is
 * left alone.
 */
import { and, eq, isNull, like, or } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { vendors } from '../server/db/schema';
import { FEED_BACKED_DEMO_VENDORS } from './seed/data/vendors';
import { demoFeedUrl } from './demo-connectors';

/** The simulator moves prices every few hours; a six-hour refresh follows them. */
export const DEMO_FEED_INTERVAL_MINUTES = 360;

export async function configureDemoFeeds(db: Database, simulatorBaseUrl: string): Promise<number> {
  let configured = 0;
  for (const slug of FEED_BACKED_DEMO_VENDORS) {
    const rows = await db
      .update(vendors)
      .set({ feedUrl: demoFeedUrl(simulatorBaseUrl, slug), feedIntervalMinutes: DEMO_FEED_INTERVAL_MINUTES })
      .where(
        and(
          eq(vendors.slug, slug),
          // The simulator's url from an earlier start (another port, or the Merchant feed before the networks' formats).
          or(isNull(vendors.feedUrl), like(vendors.feedUrl, `http://127.0.0.1:%/v/${slug}/%`), eq(vendors.feedUrl, demoFeedUrl(simulatorBaseUrl, slug))),
        ),
      )
      .returning({ id: vendors.id });
    configured += rows.length;
  }
  return configured;
}
