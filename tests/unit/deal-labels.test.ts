import { describe, expect, it } from 'vitest';
import { dealLabels, medianCents, wasPriceVerdict, type DailyTotal } from '../../src/shared/rules/deal-labels';

/** Daily totals ending today, oldest first. */
const days = (totals: (number | null)[]): DailyTotal[] =>
  totals.map((totalCents, i) => ({ date: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`, totalCents }));

describe('deal labels', () => {
  it('says nothing with fewer than 14 days of data, or with nothing in stock today', () => {
    expect(dealLabels(days(Array(13).fill(1000)), 900)).toEqual({ lowestIn90Days: false, typicalCents: null, weekRisePercent: null });
    expect(dealLabels(days([...Array(20).fill(null), ...Array(13).fill(1000)]), 900).typicalCents).toBeNull();
    expect(dealLabels(days(Array(30).fill(1000)), null).typicalCents).toBeNull();
    expect(dealLabels(days(Array(14).fill(1000)), 1000).typicalCents).toBe(1000);
  });

  it('lowest in 90 days only when today is at or below every day of the window', () => {
    const history = [...Array(10).fill(800), ...Array(90).fill(1000)];
    // The 800s are older than 90 days: today's 950 is the lowest of the window.
    expect(dealLabels(days([...history.slice(0, -1), 950]), 950).lowestIn90Days).toBe(true);
    expect(dealLabels(days([...Array(20).fill(1000), 990, ...Array(9).fill(1000), 995]), 995).lowestIn90Days).toBe(false);
  });

  it('typical price is the median of the daily totals (unknown days left out)', () => {
    expect(dealLabels(days([...Array(10).fill(1000), ...Array(5).fill(2000), null, null, 3000]), 3000).typicalCents).toBe(1000);
    expect(medianCents([1000, 2000])).toBe(1500);
    expect(medianCents([1, 2, 3, 4, 100])).toBe(3);
    expect(medianCents([])).toBeNull();
  });

  it('price went up N% this week: against the total 7 days ago, 1% or more', () => {
    const base = Array(20).fill(1000);
    expect(dealLabels(days([...base, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1120]), 1120).weekRisePercent).toBe(12);
    expect(dealLabels(days([...base, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1004]), 1004).weekRisePercent).toBeNull();
    expect(dealLabels(days([...base, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 900]), 900).weekRisePercent).toBeNull();
    // Nothing in stock a week ago: no comparison.
    expect(dealLabels(days([...base, null, 1000, 1000, 1000, 1000, 1000, 1000, 1300]), 1300).weekRisePercent).toBeNull();
  });
});

describe('was-price rule', () => {
  it('shows a "was" price only when the vendor asked it on at least 7 of the last 30 days', () => {
    const held6 = [...Array(24).fill(8000), ...Array(6).fill(10000)];
    expect(wasPriceVerdict(held6, 10000)).toEqual({ supported: false, daysHeld: 6, lowest30Cents: 8000 });
    const held7 = [...Array(23).fill(8000), ...Array(7).fill(10000)];
    expect(wasPriceVerdict(held7, 10000)).toMatchObject({ supported: true, daysHeld: 7 });
    // A higher price counts as holding the "was" price; days before the 30-day window do not.
    expect(wasPriceVerdict([...Array(10).fill(12000), ...Array(30).fill(8000)], 10000)).toMatchObject({ supported: false, daysHeld: 0 });
    expect(wasPriceVerdict([...Array(25).fill(8000), ...Array(5).fill(11000), ...Array(3).fill(10500)], 10000).daysHeld).toBe(8);
  });

  it('never supports a "was" price without history, and reports the 30-day lowest next to it', () => {
    expect(wasPriceVerdict([], 10000)).toEqual({ supported: false, daysHeld: 0, lowest30Cents: null });
    expect(wasPriceVerdict([null, null, 9000, 7000, null], 10000).lowest30Cents).toBe(7000);
  });
});
