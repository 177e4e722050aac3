import { describe, expect, it } from 'vitest';
import { shownDiscount } from '../../src/shared/rules/offers';
import { wasPriceDisplay } from '../../src/server/modules/listings/was-price';

/** 30 daily prices, oldest first: `held` days at `high`, the rest at `low`. */
const window = (held: number, high: number, low: number) => [...Array(30 - held).fill(low), ...Array(held).fill(high)].reverse();

describe('the was-price display decision', () => {
  it('shows a "was" price the vendor asked on at least 7 of its last 30 days, with its 30-day low', () => {
    expect(wasPriceDisplay(8000, 10000, window(7, 10000, 8000))).toEqual({ wasPriceSupported: true, lowest30DayCents: 8000 });
  });

  it('drops a "was" price held on only 6 days', () => {
    expect(wasPriceDisplay(8000, 10000, window(6, 10000, 8000))).toEqual({ wasPriceSupported: false, lowest30DayCents: null });
  });

  it('counts days at or above the "was" price, not days the listing was unknown', () => {
    const days = [...Array(20).fill(null), ...Array(7).fill(10500), ...Array(3).fill(8000)];
    expect(wasPriceDisplay(8000, 10000, days)).toEqual({ wasPriceSupported: true, lowest30DayCents: 8000 });
    expect(wasPriceDisplay(8000, 10000, [...Array(24).fill(null), ...Array(6).fill(10000)]).wasPriceSupported).toBe(false);
  });

  it('shows nothing without a claim, without history, or when the "was" price is no reduction', () => {
    expect(wasPriceDisplay(8000, null, window(30, 10000, 10000)).wasPriceSupported).toBe(false);
    expect(wasPriceDisplay(8000, 10000, null).wasPriceSupported).toBe(false);
    expect(wasPriceDisplay(8000, 10000, []).wasPriceSupported).toBe(false);
    expect(wasPriceDisplay(10000, 10000, window(30, 10000, 10000)).wasPriceSupported).toBe(false);
  });
});

describe('shownDiscount: what a screen may show', () => {
  const offer = { price: 80, originalPrice: 100, wasPriceSupported: true, lowest30DayPrice: 75 };

  it('the "was" price, the percent saved and the 30-day low for a supported reduction', () => {
    expect(shownDiscount(offer)).toEqual({ was: 100, percent: 20, lowest30Days: 75 });
  });

  it('nothing for an unsupported "was" price, however large the reduction', () => {
    expect(shownDiscount({ ...offer, wasPriceSupported: false })).toBeNull();
  });

  it('nothing without a reduction or without an offer', () => {
    expect(shownDiscount({ ...offer, originalPrice: 80 })).toBeNull();
    expect(shownDiscount({ ...offer, originalPrice: null })).toBeNull();
    expect(shownDiscount(null)).toBeNull();
  });
});
