/**
 * Prices past the freshness age on screen: marked "Price may be out of date", listed after fresh
 * offers, never the best price while a fresh one exists; the part page says when each vendor's price
 * was checked. The demo seed confirms a few offers days ago (src/demo/seed/catalog/stale-offers.ts), so a
 * stale offer exists without waiting; the part is found through the API.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { PRICE_MAY_BE_OUT_OF_DATE } from '../../src/shared/schemas/feeds';
import type { PartWithListings } from '../../src/shared/schemas/parts';
import { loggedInTest as test } from './helpers';

const SCREENSHOT = 'scratch/price-freshness-part-page.png';

/**
 * A demo part, every offer in stock, with both fresh offers and one whose price may be out of date.
 * The whole catalog is walked: the demo's scheduled feeds and other tests' live searches keep
 * changing some parts' offers while the suite runs, so any one search may have none left.
 */
async function partWithStaleOffer(request: APIRequestContext): Promise<PartWithListings> {
  for (let page = 1, pages = 1; page <= pages; page++) {
    const response = await request.get(`/api/parts/search?sort=price_asc&pageSize=50&page=${page}`);
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as { parts: PartWithListings[]; totalPages: number };
    pages = answer.totalPages;
    const found = answer.parts.find(
      (p) => p.listings.length >= 3 && p.listings.every((l) => l.inStock) && p.listings.some((l) => l.stale) && p.listings.some((l) => !l.stale),
    );
    if (found) return found;
  }
  throw new Error('the demo catalog has no part with a stale offer');
}

test.describe('price freshness', () => {
  test('the part page marks the stale price, lists it last and says when each price was checked', async ({ page }) => {
    const part = await partWithStaleOffer(page.request);
    const stale = part.listings.filter((l) => l.stale);
    await page.goto(`/part/${encodeURIComponent(part.partNumber)}`);

    const panel = page.getByRole('region', { name: 'Compare Prices' });
    const rows = panel.getByRole('list', { name: 'Vendor prices' }).getByRole('listitem');
    const toggle = panel.getByRole('button', { name: `Show all ${part.listings.length} vendors` });
    if (part.listings.length > 3) await toggle.click();
    await expect(rows).toHaveCount(part.listings.length);

    // The stale offers are the last rows, each marked; no fresh row is.
    const marked = rows.filter({ hasText: PRICE_MAY_BE_OUT_OF_DATE });
    await expect(marked).toHaveCount(stale.length);
    for (let i = 0; i < part.listings.length; i++) {
      const row = rows.nth(i);
      const shouldBeStale = i >= part.listings.length - stale.length;
      await expect(row.getByText(PRICE_MAY_BE_OUT_OF_DATE)).toHaveCount(shouldBeStale ? 1 : 0);
      // "Checked 3 hours ago", with the exact time in the element.
      await expect(row.getByText(/^Checked /)).toBeVisible();
      await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    }
    await expect(marked.last().getByText(/^Checked 3 days ago$/)).toBeVisible();

    // "Lowest" and Buy at Lowest Price are the best buy: a fresh offer, the lowest total among them.
    const cheapestFresh = part.listings.filter((l) => !l.stale).sort((a, b) => a.totalPrice - b.totalPrice)[0]!;
    expect(part.bestListingId).toBe(cheapestFresh.id);
    await expect(panel.getByText(/^Lowest:/)).toContainText(cheapestFresh.vendor.name);

    await marked.last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: SCREENSHOT, fullPage: false });
  });

  test('the product page and the search results mark it too, after the fresh offers', async ({ page }) => {
    const part = await partWithStaleOffer(page.request);
    await page.goto(`/product/${part.slug}`);
    const offers = page.getByRole('region', { name: `Available at ${part.vendorCount} retailers` });
    const rows = offers.getByRole('listitem');
    if (part.listings.length > 3) await offers.getByRole('button', { name: `Show all ${part.listings.length} vendors` }).click();
    await expect(rows).toHaveCount(part.listings.length);
    await expect(rows.first()).toContainText('BEST PRICE');
    await expect(rows.first()).not.toContainText(PRICE_MAY_BE_OUT_OF_DATE);
    await expect(rows.last()).toContainText(PRICE_MAY_BE_OUT_OF_DATE);

    await page.goto(`/search?q=${encodeURIComponent(part.partNumber)}`);
    const results = page.getByRole('list', { name: `Offers for ${part.name}` });
    // Offer rows only, not the shipping badges listed inside them.
    const shown = results.locator(':scope > li');
    await expect(shown.first()).toBeVisible();
    const expand = results.locator('xpath=..').getByRole('button', { name: `Show all ${part.listings.length} offers` });
    if (part.listings.length > 3) await expand.click();
    await expect(shown.last()).toContainText(PRICE_MAY_BE_OUT_OF_DATE);
    await expect(shown.first()).not.toContainText(PRICE_MAY_BE_OUT_OF_DATE);
  });
});
