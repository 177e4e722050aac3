/**
 * Freshness of listing prices: how old `last_seen_at` may be before a price "may be out of date".
 * Set once at start from FRESHNESS_MAX_AGE_HOURS; read wherever offers are ranked (a stale offer ranks
 * after fresh ones, so it is the best buy only when no fresh offer is in stock) — listing queries and the
 * derived best total alike — and served to the web app by GET /api/feeds/freshness.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_FRESHNESS_MAX_AGE_HOURS } from '@shared/schemas/feeds';

let maxAgeHours = DEFAULT_FRESHNESS_MAX_AGE_HOURS;

export function configureFreshness(hours: number): void {
  if (!Number.isInteger(hours) || hours < 1) throw new Error(`freshness age must be a whole number of hours, not ${hours}`);
  maxAgeHours = hours;
}

export function freshnessMaxAgeHours(): number {
  return maxAgeHours;
}

/** The oldest `last_seen_at` that is still fresh, as SQL. */
export function freshSince(): SQL {
  return sql`(now() - make_interval(hours => ${maxAgeHours}::int))`;
}

/** True for a listing (alias `listing`) whose price was last confirmed longer ago than the freshness age. */
export function listingIsStale(listing = 'l'): SQL {
  return sql`(${sql.raw(listing)}.last_seen_at < ${freshSince()})`;
}
