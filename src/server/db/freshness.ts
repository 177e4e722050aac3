/**
 * Freshness of listing prices: how old `last_seen_at` may be before a price "may be out of date". A
 * stale offer ranks after fresh ones, so it is the best buy only when no fresh offer is in stock; the
 * listing queries and the derived best total apply that alike.
 *
 * The age is configuration of the database connection, not state of this module: `openDatabase` sets
 * it on every connection it opens (FRESHNESS_MAX_AGE_HOURS), and the SQL here reads it back from the
 * connection. So every query, whichever process or pool runs it, applies the age its handle was
 * opened with, and GET /api/feeds/freshness reports the very value the queries use.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { queryRows } from './query';

/** The connection setting holding the age in hours (a custom PostgreSQL setting: the dot makes it one). */
export const FRESHNESS_SETTING = 'pitlane.freshness_max_age_hours';

/** Checks an age before it becomes a connection setting. */
export function checkedFreshnessHours(hours: number): number {
  if (!Number.isInteger(hours) || hours < 1) throw new Error(`freshness age must be a whole number of hours, not ${hours}`);
  return hours;
}

/** The freshness age in hours, as SQL. */
export const maxAgeHours = sql.raw(`current_setting('${FRESHNESS_SETTING}')::int`);

/** The oldest `last_seen_at` that is still fresh, as SQL. */
export function freshSince(): SQL {
  return sql`(now() - make_interval(hours => ${maxAgeHours}))`;
}

/** `at` moved back by the freshness age, as SQL (the sweep's window). */
export function freshnessAgeBefore(at: Date): SQL {
  return sql`(${at.toISOString()}::timestamptz - make_interval(hours => ${maxAgeHours}))`;
}

/** True for a listing (alias `listing`) whose price was last confirmed longer ago than the freshness age. */
export function listingIsStale(listing = 'l'): SQL {
  return sql`(${sql.raw(listing)}.last_seen_at < ${freshSince()})`;
}

/** The freshness age the connection applies. */
export async function freshnessMaxAgeHours(db: Database): Promise<number> {
  const [row] = await queryRows(db, z.object({ hours: z.number() }), sql`SELECT ${maxAgeHours} AS hours`);
  return row!.hours;
}
