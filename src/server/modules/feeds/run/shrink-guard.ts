/**
 * The shrink guard: a full feed far smaller than the vendor's last successful full run is more
 * likely a broken export (a job that stopped after a few rows) than a shop that sold out overnight.
 * Applying it would mark most of the shop out of stock at once, so the run is held for an operator.
 */
export interface RunSize {
  itemsRead: number;
  matched: number;
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Why the run is held ("2 items where the last run had 180"), or null when it may be applied:
 * no earlier successful full run, the guard off (0 %), or both counts at or above the limit's share.
 */
export function shrinkHoldReason(current: RunSize, last: RunSize | null, limitPercent: number): string | null {
  if (!last || limitPercent <= 0) return null;
  const below = (now: number, before: number) => now * 100 < before * limitPercent;
  if (below(current.itemsRead, last.itemsRead)) {
    return `${count(current.itemsRead, 'item', 'items')} where the last run had ${last.itemsRead.toLocaleString('en-US')}`;
  }
  if (below(current.matched, last.matched)) {
    return `${count(current.matched, 'matched offer', 'matched offers')} where the last run had ${last.matched.toLocaleString('en-US')}`;
  }
  return null;
}
