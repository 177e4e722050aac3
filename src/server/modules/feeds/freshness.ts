/**
 * Freshness of listing prices: how old `last_seen_at` may be before a price "may be out of date".
 * Set once at start from FRESHNESS_MAX_AGE_HOURS; read by listing queries (stale offers rank after
 * fresh ones) and served to the web app by GET /api/feeds/freshness.
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

/** True for a listing (alias `l`) whose price was last confirmed longer ago than the freshness age. */
export function listingIsStale(): SQL {
  return sql`(l.last_seen_at < now() - make_interval(hours => ${maxAgeHours}::int))`;
}
