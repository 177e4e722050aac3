/**
 * The price guard's limits: a listed item's new price that falls by more than 70 % or rises by more
 * than 300 % against the median of its own last 30 days is held for review instead of applied. A
 * price column read in cents, or in another currency without its code, moves a price by a factor of
 * 100 or so; a real sale rarely takes more than 70 % off, and a real rise rarely quadruples a price.
 */
export const PRICE_GUARD = { maxFallPercent: 70, maxRisePercent: 300 } as const;
