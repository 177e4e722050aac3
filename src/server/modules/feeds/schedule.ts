/**
 * When a vendor's feed is fetched: a cron expression (five fields, UTC; croner evaluates it) or,
 * for vendors configured before schedules existed, an interval in minutes. Decided from the run
 * history, so a restart or another instance loses and repeats nothing (decision 002).
 */
import { Cron } from 'croner';
import { FEED_INTERVAL_MIN_MINUTES } from '@shared/schemas/admin-vendors';

function parse(expression: string): Cron {
  return new Cron(expression, { timezone: 'UTC', mode: '5-part', paused: true });
}

/** Why a cron expression cannot be a feed schedule, or null when it can. */
export function scheduleProblem(expression: string): string | null {
  let cron: Cron;
  try {
    cron = parse(expression);
  } catch {
    return 'must be a cron expression of five fields (minute hour day month weekday), e.g. "0 3 * * *"';
  }
  const [first, second] = cron.nextRuns(2, new Date());
  if (!first) return 'never fires';
  // Feeds are large: a fetch every minute would be a download loop, not a schedule.
  if (second && second.getTime() - first.getTime() < FEED_INTERVAL_MIN_MINUTES * 60_000) {
    return `must not fire more often than every ${FEED_INTERVAL_MIN_MINUTES} minutes`;
  }
  return null;
}

export interface ScheduledFeed {
  feed_schedule: string | null;
  feed_interval_minutes: number | null;
  last_started_at: Date | string | null;
}

/**
 * Due when a scheduled time has passed since the latest run started (never run: at the first
 * scheduled time after the vendor was set up, i.e. now), or, without a schedule, when the interval
 * has passed. An unusable expression is never due (the console refuses one; an old row is skipped).
 */
export function isFeedDue(vendor: ScheduledFeed, now: Date): boolean {
  const last = vendor.last_started_at == null ? null : new Date(vendor.last_started_at);
  if (vendor.feed_schedule) {
    if (!last) return true;
    let previous: Date | undefined;
    try {
      previous = parse(vendor.feed_schedule).previousRuns(1, now)[0];
    } catch {
      return false;
    }
    return previous !== undefined && previous.getTime() > last.getTime();
  }
  if (!vendor.feed_interval_minutes || vendor.feed_interval_minutes <= 0) return false;
  return !last || now.getTime() - last.getTime() >= vendor.feed_interval_minutes * 60_000;
}

/** When a scheduled feed is next fetched: now when it is due, else its next cron time; null for an interval feed (the caller's rule). */
export function nextCronRun(expression: string, lastStarted: Date | null, now: Date): Date | null {
  if (isFeedDue({ feed_schedule: expression, feed_interval_minutes: null, last_started_at: lastStarted }, now)) return now;
  try {
    return parse(expression).nextRun(now) ?? null;
  } catch {
    return null;
  }
}
