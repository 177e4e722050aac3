/**
 * When a price alert fires. Alerts read a part's best in-stock total (the offer rule, best-offer.ts):
 * null when nothing is in stock.
 *
 * - A price alert with a target fires when the total falls to or below the target; with no target
 *   ("any drop") when it falls at least 5% below the total it is measured from (the total when the
 *   alert was set, raised whenever the price rises above it, and reset to the total it fired at).
 * - A stock alert fires when the part comes back in stock (no in-stock offer before, one now).
 * - Noise: at most one mail per alert per 24 hours, and after firing an alert is disarmed until the
 *   price rises above the target again (a stock alert: until the part is out of stock again; "any
 *   drop": it measures from the total it fired at, so only a further drop of 5% fires again).
 */

export const ANY_DROP_PERCENT = 5;
export const ALERT_QUIET_MS = 24 * 60 * 60 * 1000;

export interface AlertState {
  kind: 'price' | 'stock';
  /** Price alerts: the target total in cents; null means any drop of ANY_DROP_PERCENT. */
  targetCents: number | null;
  /** "Any drop" measures from this total (cents); null until the part had an in-stock total. */
  referenceCents: number | null;
  armed: boolean;
  lastFiredAt: Date | null;
}

export interface TotalChange {
  oldTotalCents: number | null;
  newTotalCents: number | null;
}

export interface AlertDecision {
  fire: boolean;
  /** The alert's state after the change. */
  next: Pick<AlertState, 'armed' | 'referenceCents'>;
}

/** The highest total at which "any drop" fires, measured from `referenceCents`. */
export function anyDropThreshold(referenceCents: number): number {
  return Math.floor((referenceCents * (100 - ANY_DROP_PERCENT)) / 100);
}

function quiet(lastFiredAt: Date | null, now: Date): boolean {
  return lastFiredAt !== null && now.getTime() - lastFiredAt.getTime() < ALERT_QUIET_MS;
}

/** What one change of the best in-stock total does to one alert. */
export function evaluateAlert(alert: AlertState, change: TotalChange, now: Date): AlertDecision {
  const total = change.newTotalCents;
  if (alert.kind === 'stock') {
    if (total === null) return { fire: false, next: { armed: true, referenceCents: alert.referenceCents } };
    const backInStock = change.oldTotalCents === null;
    const fire = backInStock && alert.armed && !quiet(alert.lastFiredAt, now);
    return { fire, next: { armed: fire ? false : alert.armed, referenceCents: alert.referenceCents } };
  }

  // Nothing in stock: nothing to buy, nothing to tell; the alert waits as it is.
  if (total === null) return { fire: false, next: { armed: alert.armed, referenceCents: alert.referenceCents } };

  if (alert.targetCents !== null) {
    if (total > alert.targetCents) return { fire: false, next: { armed: true, referenceCents: alert.referenceCents } };
    const fire = alert.armed && !quiet(alert.lastFiredAt, now);
    return { fire, next: { armed: fire ? false : alert.armed, referenceCents: alert.referenceCents } };
  }

  // Any drop.
  const reference = alert.referenceCents;
  if (reference === null || total > reference) return { fire: false, next: { armed: true, referenceCents: total } };
  if (total > anyDropThreshold(reference)) return { fire: false, next: { armed: alert.armed, referenceCents: reference } };
  // Having fired, it measures from the total it fired at: a further drop of 5% is news again.
  const fire = !quiet(alert.lastFiredAt, now);
  return { fire, next: { armed: true, referenceCents: fire ? total : reference } };
}

/** Whether a new price alert starts armed: not when the part is already at or below its target. */
export function startsArmed(targetCents: number | null, currentTotalCents: number | null): boolean {
  return targetCents === null || currentTotalCents === null || currentTotalCents > targetCents;
}
