/**
 * Product detail, part detail and part-number search against the demo catalog.
 * Parts are found through the API so the tests follow the data rather than hard-coded slugs.
 */
import { type APIRequestContext, type BrowserContext, expect, type Page, type Request } from '@playwright/test';
import { EXAMPLE_PART_NUMBERS } from '../../src/shared/catalog-examples';
import { formatUsd } from '../../src/shared/rules/money';
import { discountPercent } from '../../src/shared/rules/offers';
import { metaDescription } from '../../src/shared/rules/text';
import type { PartDetail, PartLookup, PartWithListings } from '../../src/shared/schemas/parts';
import { loggedInTest as test, navigateInApp } from './helpers';

const SUPERSEDED_NUMBER = '11 62 1 437 576';
const CURRENT_NUMBER = '11 62 1 259 307';

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** A part from a catalog search that satisfies `accept`, with its full detail. */
async function findPart(
  request: APIRequestContext,
  query: string,
  accept: (part: PartWithListings) => boolean,
  acceptDetail: (part: PartDetail) => boolean = () => true,
): Promise<PartDetail> {
  const { parts } = await getJson<{ parts: PartWithListings[] }>(request, `/api/parts/search?q=${encodeURIComponent(query)}&pageSize=50`);
  for (const candidate of parts.filter(accept)) {
    const detail = await getJson<PartDetail>(request, `/api/parts/slug/${candidate.slug}`);
    if (acceptDetail(detail)) return detail;
  }
  throw new Error(`no "${query}" part matches the test's needs`);
}

/**
 * Vendor sites are unreachable from here: any request that leaves the test server is aborted,
 * so a click-out is checked by its /go request and the 302 it gets.
 */
async function blockVendorSites(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
}

function nextClickOut(context: BrowserContext): Promise<Request> {
  return context.waitForEvent('request', { predicate: (r) => /^\/go\/\d+$/.test(new URL(r.url()).pathname) });
}

async function expectClickOut(request: Request, listingId: number, fromPath: string): Promise<void> {
  expect(new URL(request.url()).pathname).toBe(`/go/${listingId}`);
  // The page's own path goes along so the click-out can be attributed to it.
  expect(request.headers().referer ?? '').toContain(fromPath);
  const response = await request.response();
  expect(response?.status()).toBe(302);
  const location = response?.headers().location ?? '';
  expect(location).toMatch(/^https:\/\//);
  expect(new URL(location).host).not.toBe(new URL(request.url()).host);
}

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const partNumberBox = (page: Page) => page.getByRole('textbox', { name: 'Part number' });

/** The first dollar amount in a text ("$38.00est." reads 38). */
function parsePrice(text: string): number {
  return Number(/\$([\d,]+\.\d{2})/.exec(text)![1]!.replace(/,/g, ''));
}

test.describe('product detail', () => {
  test('shows the part, its tabs and every vendor, and Buy goes out through /go in a new tab', async ({ page, context }) => {
    const part = await findPart(page.request, 'brake pads', (p) => p.listings.length > 3, (p) => p.related.length === 4);
    const path = `/product/${part.slug}`;
    await blockVendorSites(context);
    await page.goto(path);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(part.name);
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: part.categoryName })).toHaveAttribute(
      'href',
      `/search?categoryId=${part.categoryId}`,
    );
    await expect(main.getByText(part.partNumber, { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('img', { name: `Rated ${part.rating.toFixed(1)} out of 5` }).first()).toBeVisible();
    await expect(main.getByRole('img', { name: part.name, exact: true }).first()).toBeVisible();

    // Meta, canonical link and Product JSON-LD.
    await expect(page).toHaveTitle(new RegExp(part.name.replace(/[()/.]/g, '\\$&')));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', metaDescription(part.description));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    const product = (await structuredData(page)).find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({
      name: part.name,
      sku: part.partNumber,
      offers: {
        '@type': 'AggregateOffer',
        offerCount: part.listings.length,
        priceCurrency: 'USD',
        lowPrice: part.lowestPrice?.toFixed(2),
      },
      // The number the page says ("N reviews").
      aggregateRating: { reviewCount: part.reviewCount },
    });

    // Vendors: BEST PRICE plus two more, then all of them, then fewer again.
    const offers = page.getByRole('region', { name: `Available at ${part.vendorCount} retailers` });
    const rows = offers.getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('BEST PRICE');
    await expect(rows.first()).toContainText(part.listings[0]!.vendor.name);
    await expect(rows.first()).toContainText(formatUsd(part.listings[0]!.totalPrice));
    await offers.getByRole('button', { name: `Show all ${part.listings.length} vendors` }).click();
    await expect(rows).toHaveCount(part.listings.length);
    await offers.getByRole('button', { name: 'Show fewer vendors' }).click();
    await expect(rows).toHaveCount(3);

    // Tabs.
    const tabs = page.getByRole('tablist', { name: 'Product details' });
    await expect(tabs.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Specifications' }).click();
    const specs = page.getByRole('tabpanel');
    for (const spec of part.specifications) {
      await expect(specs.getByRole('row', { name: `${spec.name} ${spec.value}` })).toBeVisible();
    }
    await tabs.getByRole('tab', { name: 'Fitment Details' }).click();
    const fitment = part.fitments[0]!;
    await expect(page.getByRole('tabpanel')).toContainText(`${fitment.makeName} ${fitment.modelName}`);
    await expect(page.getByRole('tabpanel')).toContainText(`${fitment.yearFrom}-${fitment.yearTo}`);
    await tabs.getByRole('tab', { name: /Reviews/ }).click();
    const review = part.reviews.items[0]!;
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: review.title }).first()).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText(review.authorName);

    // "You may also like": four real parts.
    const related = page.getByRole('region', { name: 'You may also like' });
    await expect(related.getByRole('link')).toHaveCount(4);
    for (const relatedPart of part.related) {
      await expect(related.getByRole('link', { name: relatedPart.name })).toHaveAttribute('href', `/product/${relatedPart.slug}`);
    }

    // Buy: a new tab through the tracked link, never straight to the vendor.
    const buy = rows.first().getByRole('link', { name: /^Buy/ });
    await expect(buy).toHaveAttribute('href', `/go/${part.listings[0]!.id}`);
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('rel', /noopener/);
    const clickOut = nextClickOut(context);
    const popup = context.waitForEvent('page');
    await buy.click();
    await popup;
    await expectClickOut(await clickOut, part.listings[0]!.id, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });

  test('an unknown slug shows "Product not found" with a way home', async ({ page }) => {
    await page.goto('/product/no-such-part-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('part detail', () => {
  test('a superseded number finds the current part; the panel compares and Buy at Lowest Price redirects', async ({ page, context }) => {
    const lookup = await getJson<PartLookup>(page.request, `/api/parts/find-by-number/${encodeURIComponent(SUPERSEDED_NUMBER)}`);
    expect(lookup.vendors.length).toBeGreaterThan(3);
    const path = `/part/${encodeURIComponent(SUPERSEDED_NUMBER)}`;
    await blockVendorSites(context);

    // Hold the lookup back until the loading state has been seen (a fixed delay races the page's own load).
    let releaseLookup!: () => void;
    const loadingSeen = new Promise<void>((resolve) => (releaseLookup = resolve));
    await page.route('**/api/parts/find-by-number/**', async (route) => {
      await loadingSeen;
      await route.continue();
    });
    await page.goto('/part-number-search');
    await navigateInApp(page, path);
    await expect(page.getByText(`Searching vendors for part #${SUPERSEDED_NUMBER}...`)).toBeVisible();
    await expect(page.getByText('This may take a moment as we check multiple sources')).toBeVisible();
    releaseLookup();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(lookup.part.name);
    await expect(main.getByRole('note')).toContainText(`${SUPERSEDED_NUMBER} is superseded by ${CURRENT_NUMBER}`);
    await expect(main.getByText(`Replaces ${SUPERSEDED_NUMBER}`).first()).toBeVisible();
    await expect(main.getByText(`#${CURRENT_NUMBER}`)).toBeVisible();

    // Compare Prices: the offer rule's order (in stock by total, then out of stock), 3 until expanded.
    const panel = page.getByRole('region', { name: 'Compare Prices' });
    const rows = panel.getByRole('list', { name: 'Vendor prices' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await panel.getByRole('button', { name: `Show all ${lookup.vendors.length} vendors` }).click();
    await expect(rows).toHaveCount(lookup.vendors.length);
    const prices = (await rows.allInnerTexts()).map((text) => parsePrice(text.split('\n').find((line) => line.includes('$') && !line.includes('shipping'))!));
    expect(prices).toEqual(lookup.vendors.map((v) => v.totalPrice));
    const inStock = lookup.vendors.filter((v) => v.inStock).map((v) => v.totalPrice);
    expect(inStock).toEqual([...inStock].sort((a, b) => a - b));
    await panel.getByRole('button', { name: 'Show fewer vendors' }).click();
    await expect(rows).toHaveCount(3);

    // When prices were really checked, not the clock.
    const checked = panel.getByText('Vendor prices last updated:');
    await expect(checked).toBeVisible();
    await expect(checked.locator('time')).toHaveAttribute('datetime', lookup.part.pricesCheckedAt!);

    // Price history.
    await expect(main.getByRole('img', { name: /Best total \(item \+ shipping\) across vendors over the last 90 days/ })).toBeVisible();

    // Structured data: one offer per listing, USD.
    const product = (await structuredData(page)).find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({ offers: { offerCount: lookup.part.listings.length, priceCurrency: 'USD' } });

    // Buy at Lowest Price: the best buy (the API's bestListingId) through /go, "Redirecting..." for one second.
    const cheapest = lookup.vendors.find((v) => v.id === lookup.part.bestListingId)!;
    const clickOut = nextClickOut(context);
    const popup = context.waitForEvent('page');
    const clickedAt = Date.now();
    await panel.getByRole('button', { name: 'Buy at Lowest Price' }).click();
    const redirecting = panel.getByRole('button', { name: 'Redirecting...' });
    await expect(redirecting).toBeDisabled();
    await popup;
    await expectClickOut(await clickOut, cheapest.id, path);
    await expect(panel.getByRole('button', { name: 'Buy at Lowest Price' })).toBeEnabled({ timeout: 3000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(950);
  });

  test('"Save N%" appears only when the original price is above the price', async ({ page }) => {
    const bestOf = (p: { listings: { id: number; price: number }[]; bestListingId: number | null }) => p.listings.find((l) => l.id === p.bestListingId);
    const onSale = await findPart(page.request, 'brake pads', (p) => p.originalPrice != null && p.originalPrice > (bestOf(p)?.price ?? Infinity));
    await page.goto(`/part/${encodeURIComponent(onSale.partNumber)}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(onSale.name);
    await expect(main.getByText(`Save ${discountPercent(bestOf(onSale)!.price, onSale.originalPrice)}%`)).toBeVisible();

    const regular = await findPart(page.request, 'brake pads', (p) => p.originalPrice == null && p.listings.length > 0);
    await page.goto(`/part/${encodeURIComponent(regular.partNumber)}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(regular.name);
    await expect(main.getByText(/^Save \d+%$/)).toHaveCount(0);
  });

  const missing: [label: string, number: string][] = [
    ['an unknown number', 'ZZ99999999'],
    ['a malformed number', '<script>'],
  ];
  for (const [label, number] of missing) {
    test(`${label} shows "Part Not Found" with "Try Another Search"`, async ({ page }) => {
      await page.goto(`/part/${encodeURIComponent(number)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Part Not Found' })).toBeVisible();
      await expect(page.getByText('across our vendor network')).toBeVisible();
      await page.getByRole('link', { name: 'Try Another Search' }).click();
      await expect(page).toHaveURL(/\/part-search$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Find Parts by Number' })).toBeVisible();
    });
  }
});

test.describe('part-number search', () => {
  for (const path of ['/part-number-search', '/part-search']) {
    test(`${path}: an empty search shows the destructive notice and stays put`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Find Parts by Number' })).toBeVisible();
      await partNumberBox(page).fill('   ');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('Part number required', { exact: true })).toBeVisible();
      await expect(page.getByText('Please enter a part number to search', { exact: true })).toBeVisible();
      await expect(partNumberBox(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test('a notice raised the moment the toaster appears is shown', async ({ page }) => {
    // The toaster loads as the page is taken over. A press landing between its first render and its
    // subscription to the toast store (here: as soon as its region is in the document) must not be lost.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('[role="region"][aria-label^="Notifications"]')) return;
        observer.disconnect();
        document.querySelector<HTMLButtonElement>('form[role="search"] button[type="submit"]')?.click();
        document.documentElement.dataset.pressedAsToasterAppeared = '';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/part-search');
    await expect(page.locator('html[data-pressed-as-toaster-appeared]')).toHaveCount(1);
    await expect(partNumberBox(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Part number required', { exact: true })).toBeVisible();
  });

  test('Enter submits the trimmed number to /part/{partNumber}', async ({ page }) => {
    await page.goto('/part-number-search');
    await expect(partNumberBox(page)).toHaveAttribute('placeholder', /^e\.g\. /);
    await partNumberBox(page).fill(`  ${EXAMPLE_PART_NUMBERS[1].partNumber}  `);
    await partNumberBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/part/${EXAMPLE_PART_NUMBERS[1].partNumber}$`));
    await expect(page.getByRole('region', { name: 'Compare Prices' })).toBeVisible();
  });

  test('the example numbers open their parts', async ({ page }) => {
    for (const example of EXAMPLE_PART_NUMBERS) {
      await page.goto('/part-number-search');
      await page.getByRole('link', { name: new RegExp(example.label) }).click();
      await expect(page).toHaveURL(new RegExp(`/part/${example.partNumber}$`));
      await expect(page.getByRole('region', { name: 'Compare Prices' })).toBeVisible();
    }
  });

  test('?partNumber= goes straight to the part page', async ({ page }) => {
    await page.goto(`/part-search?partNumber=${EXAMPLE_PART_NUMBERS[2].partNumber}`);
    await expect(page).toHaveURL(new RegExp(`/part/${EXAMPLE_PART_NUMBERS[2].partNumber}$`));
    await expect(page.getByRole('region', { name: 'Compare Prices' })).toBeVisible();
  });

  test('sets page meta and WebPage structured data with a SearchAction', async ({ page }) => {
    await page.goto('/part-number-search');
    await expect(page).toHaveTitle(/Find Parts by Number/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /part number/);
    await expect(page.getByText('Real-time multi-vendor search')).toBeVisible();
    const webPage = (await structuredData(page)).find((d) => d['@type'] === 'WebPage');
    expect(webPage).toMatchObject({
      name: 'Find Parts by Number',
      potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=partNumber' },
    });
  });
});
