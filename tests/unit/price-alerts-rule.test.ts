import { describe, expect, it } from 'vitest';
import { ALERT_QUIET_MS, anyDropThreshold, evaluateAlert, startsArmed, type AlertState } from '../../src/shared/rules/price-alerts';

const now = new Date('2026-03-01T12:00:00Z');
const price = (targetCents: number | null, extra: Partial<AlertState> = {}): AlertState => ({
  kind: 'price',
  targetCents,
  referenceCents: 10000,
  armed: true,
  lastFiredAt: null,
  ...extra,
});

describe('price alert rule', () => {
  it('fires at or below the target when armed, then disarms', () => {
    expect(evaluateAlert(price(8000), { oldTotalCents: 9000, newTotalCents: 8000 }, now)).toEqual({ fire: true, next: { armed: false, referenceCents: 10000 } });
    expect(evaluateAlert(price(8000), { oldTotalCents: 9000, newTotalCents: 8001 }, now).fire).toBe(false);
    expect(evaluateAlert(price(8000, { armed: false }), { oldTotalCents: 7900, newTotalCents: 7000 }, now).fire).toBe(false);
  });

  it('re-arms when the total rises above the target', () => {
    expect(evaluateAlert(price(8000, { armed: false }), { oldTotalCents: 7000, newTotalCents: 8100 }, now).next.armed).toBe(true);
  });

  it('sends at most one mail per 24 hours', () => {
    const recent = new Date(now.getTime() - ALERT_QUIET_MS + 1000);
    expect(evaluateAlert(price(8000, { lastFiredAt: recent }), { oldTotalCents: 9000, newTotalCents: 7000 }, now)).toEqual({ fire: false, next: { armed: true, referenceCents: 10000 } });
    const old = new Date(now.getTime() - ALERT_QUIET_MS);
    expect(evaluateAlert(price(8000, { lastFiredAt: old }), { oldTotalCents: 9000, newTotalCents: 7000 }, now).fire).toBe(true);
  });

  it('ignores a part with nothing in stock', () => {
    expect(evaluateAlert(price(8000), { oldTotalCents: 9000, newTotalCents: null }, now).fire).toBe(false);
  });

  it('"any drop" fires at 5% below the reference, which follows rises and resets when it fires', () => {
    expect(anyDropThreshold(10000)).toBe(9500);
    expect(evaluateAlert(price(null), { oldTotalCents: 10000, newTotalCents: 9501 }, now).fire).toBe(false);
    expect(evaluateAlert(price(null), { oldTotalCents: 10000, newTotalCents: 9500 }, now)).toEqual({ fire: true, next: { armed: true, referenceCents: 9500 } });
    expect(evaluateAlert(price(null), { oldTotalCents: 10000, newTotalCents: 12000 }, now).next.referenceCents).toBe(12000);
    expect(evaluateAlert(price(null, { referenceCents: null }), { oldTotalCents: null, newTotalCents: 5000 }, now)).toEqual({ fire: false, next: { armed: true, referenceCents: 5000 } });
  });

  it('a stock alert fires when the part comes back in stock, and re-arms when it is out again', () => {
    const stock: AlertState = { kind: 'stock', targetCents: null, referenceCents: null, armed: true, lastFiredAt: null };
    expect(evaluateAlert(stock, { oldTotalCents: null, newTotalCents: 5000 }, now).fire).toBe(true);
    expect(evaluateAlert(stock, { oldTotalCents: 6000, newTotalCents: 5000 }, now).fire).toBe(false);
    expect(evaluateAlert({ ...stock, armed: false }, { oldTotalCents: 5000, newTotalCents: null }, now).next.armed).toBe(true);
  });

  it('a new alert at or under its target waits for the price to rise above it first', () => {
    expect(startsArmed(8000, 7000)).toBe(false);
    expect(startsArmed(8000, 9000)).toBe(true);
    expect(startsArmed(null, 9000)).toBe(true);
    expect(startsArmed(8000, null)).toBe(true);
  });
});
