/**
 * The best buy on screen: on a demo part whose cheapest item price is out of stock and whose cheapest
 * total is not its cheapest item price, every "best" and "lowest" the shopper sees names the same
 * offer, and "Buy at Lowest Price" goes out to it. The part is found through the API.
 */
import { type APIRequestContext, expect, type Request } from '@playwright/test';
import { formatUsd } from '../../src/shared/rules/money';
import type { PartLookup, PartWithListings } from '../../src/shared/schemas/parts';
import type { SearchResponse } from '../../src/shared/schemas/search';
import { loggedInTest as test } from './helpers';

const SCREENSHOT = 'scratch/best-offer-part-page.png';

/** The cheapest item price is out of stock, and the best buy is not the cheapest item price in stock. */
function isTricky(part: PartWithListings): boolean {
  const byItemPrice = [...part.listings].sort((a, b) => a.price - b.price);
  const cheapestInStock = byItemPrice.find((l) => l.inStock);
  return (
    part.bestListingId !== null &&
    byItemPrice[0]!.inStock === false &&
    cheapestInStock !== undefined &&
    cheapestInStock.id !== part.bestListingId &&
    cheapestInStock.price < part.listings.find((l) => l.id === part.bestListingId)!.price
  );
}

async function trickyPart(request: APIRequestContext): Promise<PartWithListings> {
  for (let page = 1; page <= 20; page++) {
    const response = await request.get(`/api/parts/search?sort=price_asc&pageSize=50&page=${page}`);
    expect(response.status()).toBe(200);
    const { parts } = (await response.json()) as SearchResponse;
    const found = parts.find(isTricky);
    if (found) return found;
    if (parts.length === 0) break;
  }
  throw new Error('the demo catalog has no part whose cheapest item is out of stock and whose best total is another offer');
}

test.describe('best offer', () => {
  test('"Buy at Lowest Price" goes to the in-stock offer with the lowest total, which every "lowest" names', async ({ page, context }) => {
    const part = await trickyPart(page.request);
    const best = part.listings.find((l) => l.id === part.bestListingId)!;
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());

    const path = `/part/${encodeURIComponent(part.partNumber)}`;
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(part.name);

    // The headline lowest price and the panel's "Lowest" are the best buy's total.
    await expect(main.locator('[data-lowest-total]').first()).toHaveAttribute('data-lowest-total', best.totalPrice.toFixed(2));
    const panel = page.getByRole('region', { name: 'Compare Prices' });
    await expect(panel.getByText(/^Lowest:/)).toContainText(formatUsd(best.totalPrice));
    await expect(panel.getByText(/^Lowest:/)).toContainText(best.vendor.name);
    await expect(panel.getByText('Totals include shipping for one unit; tax not included.')).toBeVisible();
    // The out-of-stock offer is listed last, greyed, never the best.
    const rows = panel.getByRole('list', { name: 'Vendor prices' }).getByRole('listitem');
    if (part.listings.length > 3) await panel.getByRole('button', { name: `Show all ${part.listings.length} vendors` }).click();
    await expect(rows.last()).toHaveAttribute('data-out-of-stock', '');
    await expect(rows.first()).toHaveAttribute('data-best-price', 'true');
    await expect(panel.locator('[data-out-of-stock][data-best-price]')).toHaveCount(0);
    await page.screenshot({ path: SCREENSHOT, fullPage: false });

    // Buy at Lowest Price: out through /go to the best buy.
    const clickOut = context.waitForEvent('request', { predicate: (r: Request) => /^\/go\/\d+$/.test(new URL(r.url()).pathname) });
    const popup = context.waitForEvent('page');
    await panel.getByRole('button', { name: 'Buy at Lowest Price' }).click();
    await popup;
    expect(new URL((await clickOut).url()).pathname).toBe(`/go/${best.id}`);

    // The product page's BEST PRICE row and its JSON-LD agree.
    await page.goto(`/product/${part.slug}`);
    const offers = page.getByRole('region', { name: `Available at ${part.vendorCount} ${part.vendorCount === 1 ? 'retailer' : 'retailers'}` });
    const bestRow = offers.locator('[data-best-price]');
    await expect(bestRow).toHaveCount(1);
    await expect(bestRow).toContainText(best.vendor.name);
    await expect(bestRow.locator('[data-total-price]')).toHaveAttribute('data-total-price', best.totalPrice.toFixed(2));
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
    const product = jsonLd.find((d) => d['@type'] === 'Product') as { offers: { lowPrice: string }; aggregateRating?: { reviewCount: number } };
    expect(product.offers.lowPrice).toBe(best.totalPrice.toFixed(2));
    if (product.aggregateRating) expect(product.aggregateRating.reviewCount).toBe(part.reviewCount);

    // The search card marks the same offer "Lowest" and shows its total.
    await page.goto(`/search?q=${encodeURIComponent(part.partNumber)}`);
    const card = page.getByRole('list', { name: 'Search results' }).getByRole('article').filter({ hasText: part.name }).first();
    await expect(card.locator('[data-lowest-total]')).toHaveAttribute('data-lowest-total', best.totalPrice.toFixed(2));
    const lowestRow = card.getByRole('list', { name: `Offers for ${part.name}` }).locator(':scope > li').filter({ hasText: 'Lowest' });
    await expect(lowestRow).toHaveCount(1);
    await expect(lowestRow).toContainText(best.vendor.name);

    // The number lookup the part page reads names the same best offer.
    const lookup = (await (await page.request.get(`/api/parts/find-by-number/${encodeURIComponent(part.partNumber)}`)).json()) as PartLookup;
    expect(lookup.part.bestListingId).toBe(best.id);
  });
});
