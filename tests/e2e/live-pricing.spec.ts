/**
 * Live vendor pricing and live search in the browser, against the demo
 * server, whose vendor simulator answers over real HTTP: fast, slow, flaky and hanging shops.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { SPECIAL_PART_NUMBER } from '../../src/shared/catalog-examples';
import type { PartDetail, PartWithListings } from '../../src/shared/schemas/parts';
import { loggedInTest as test } from './helpers';

const OPEN_BUTTON = 'Get Live Pricing from All Vendors';
/** Long enough for the overall deadline (2.5 s) on a busy machine. */
const ANSWER_TIMEOUT = 15_000;

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Live Vendor Pricing' });
const submit = (scope: Locator) => scope.getByRole('button', { name: /Search All Vendors|Searching Vendors\.\.\./ });
const offers = (scope: Locator) => scope.getByRole('list', { name: 'Live offers' }).locator(':scope > li');

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** Totals on the offer cards, in screen order. */
/** Total prices of the in-stock offers shown, in order (out-of-stock ones come after them, greyed). */
async function totals(scope: Locator): Promise<number[]> {
  const cards = offers(scope).locator('article:not([data-out-of-stock])');
  return (await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-total-price')))).map(Number);
}

/**
 * Holds the stream's request back until the returned release is called, so the searching state can
 * be checked before any answer (a fixed delay would race a slow page).
 */
async function holdStream(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/parts/live-pricing/stream?*', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('live pricing dialog', () => {
  test('from the home page: validation, searching state, offers streamed in total order, vendor line, Escape', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: OPEN_BUTTON });
    await open.click();
    const box = dialog(page);
    await expect(box).toBeVisible();

    // Defaults and the makes list.
    await expect(box.getByLabel('Year')).toHaveValue('2020');
    await expect(box.getByLabel('Make').locator('option')).toHaveText(['Select make', 'BMW', 'Mercedes-Benz', 'Audi', 'Volkswagen', 'Porsche']);
    await expect(submit(box)).toBeDisabled();
    await box.getByLabel('Part Number').fill(SPECIAL_PART_NUMBER);
    await expect(submit(box)).toBeDisabled();

    // A blank part number passes the button but not the trimmed check.
    await box.getByLabel('Part Number').fill('   ');
    await box.getByLabel('Make').selectOption('BMW');
    await expect(submit(box)).toBeEnabled();
    await submit(box).click();
    await expect(box.getByRole('alert')).toHaveText('Part number and make are required');

    await box.getByLabel('Part Number').fill(SPECIAL_PART_NUMBER);
    const releaseStream = await holdStream(page);
    await submit(box).click();
    await expect(submit(box)).toHaveText('Searching Vendors...');
    await expect(submit(box)).toBeDisabled();
    await expect(box.getByTestId('offer-skeleton')).toHaveCount(3);
    await expect(box.getByText('Part number and make are required')).toHaveCount(0);
    releaseStream();

    // Offers show while slower vendors are still being waited for.
    await expect(offers(box).first()).toBeVisible({ timeout: ANSWER_TIMEOUT });
    await expect(box.getByText(/answered so far/)).toBeVisible();

    // The summary: every answer, cheapest total first, and how each vendor did.
    await expect(box.getByTestId('vendor-tally')).toHaveText(/^\d+ vendors asked: \d+ answered, \d+ timed out, \d+ failed/, {
      timeout: ANSWER_TIMEOUT,
    });
    await expect(submit(box)).toHaveText('Search All Vendors');
    await expect(box.getByTestId('offer-skeleton')).toHaveCount(0);
    const shown = await totals(box);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    await expect(offers(box).first()).toContainText('Best Price');
    const buy = offers(box).first().getByRole('link', { name: /^Buy at / });
    // The dialog's Buy links say where the click came from (the click-out report counts it as "live").
    await expect(buy).toHaveAttribute('href', /^\/go\/\d+\?from=live$/);
    await expect(buy).toHaveAttribute('target', '_blank');

    // Keyboard: focus stays inside, Escape closes and gives focus back to the button.
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await box.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(open).toBeFocused();

    // Reopened: the fields are kept, the old answer is not.
    await open.click();
    await expect(dialog(page).getByLabel('Part Number')).toHaveValue(SPECIAL_PART_NUMBER);
    await expect(offers(dialog(page))).toHaveCount(0);
  });

  test('a part number no vendor has gives "No Results Found" with its tips', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: OPEN_BUTTON }).click();
    const box = dialog(page);
    await box.getByLabel('Part Number').fill('ZZ-000-NOPART');
    await box.getByLabel('Make').selectOption('Porsche');
    await submit(box).click();
    await expect(box.getByRole('heading', { name: 'No Results Found' })).toBeVisible({ timeout: ANSWER_TIMEOUT });
    await expect(box.getByRole('listitem')).toHaveText([
      'Check the spelling of the part number',
      'Try a different make or model',
      'Use the OEM part number',
    ]);
    await expect(box.getByTestId('vendor-tally')).toBeVisible();
  });

  test('a refused search shows the HTTP status; a broken stream shows "Failed to fetch live pricing data"', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: OPEN_BUTTON }).click();
    const box = dialog(page);
    await box.getByLabel('Part Number').fill(SPECIAL_PART_NUMBER);
    await box.getByLabel('Make').selectOption('BMW');

    // The stream cannot be opened and the same search sent as a POST is refused.
    await page.route('**/api/parts/live-pricing/stream?*', (route) => route.fulfill({ status: 503, body: '' }));
    await page.route('**/api/parts/live-pricing', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: 'Too many live searches' }) }),
    );
    await submit(box).click();
    await expect(box.getByRole('alert')).toHaveText('429: Too many live searches');

    // The stream opens, then the server reports the search failed.
    await page.unroute('**/api/parts/live-pricing/stream?*');
    await page.route('**/api/parts/live-pricing/stream?*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: `event: error\ndata: ${JSON.stringify({ error: 'Failed to fetch live pricing data' })}\n\n`,
      }),
    );
    await submit(box).click();
    await expect(box.getByRole('alert')).toHaveText('Failed to fetch live pricing data');
    await expect(submit(box)).toHaveText('Search All Vendors');
  });

  test('from the product page: pre-filled with the part and its first fitting vehicle', async ({ page }) => {
    const { parts } = await getJson<{ parts: PartWithListings[] }>(page.request, '/api/parts/search?q=brake%20pads&pageSize=50');
    let part: PartDetail | undefined;
    for (const candidate of parts) {
      const detail = await getJson<PartDetail>(page.request, `/api/parts/slug/${candidate.slug}`);
      if (detail.fitments.length > 0 && detail.listings.length > 1 && detail.partNumber !== SPECIAL_PART_NUMBER) {
        part = detail;
        break;
      }
    }
    expect(part, 'a brake part with fitments and several listings').toBeTruthy();
    const fitment = part!.fitments[0]!;

    await page.goto(`/product/${part!.slug}`);
    const open = page.getByRole('main').getByRole('button', { name: OPEN_BUTTON });
    await open.click();
    const box = dialog(page);
    await expect(box.getByLabel('Part Number')).toHaveValue(part!.partNumber);
    await expect(box.getByLabel('Make')).toHaveValue(fitment.makeName);
    await expect(box.getByLabel('Model')).toHaveValue(fitment.modelName);
    await expect(box.getByLabel('Year')).toHaveValue(String(fitment.yearFrom));

    await submit(box).click();
    await expect(box.getByTestId('vendor-tally')).toBeVisible({ timeout: ANSWER_TIMEOUT });
    const shown = await totals(box);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    await expect(offers(box).first()).toContainText(part!.name);

    await box.getByRole('button', { name: 'Close' }).click();
    await expect(box).toHaveCount(0);
    await expect(open).toBeFocused();
  });
});

test.describe('live search on /search', () => {
  const liveButton = (page: Page) => page.getByRole('button', { name: /^(Live Search|Searching Retailers\.\.\.)$/ });
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Live Results' });

  test('is disabled without words to search for', async ({ page }) => {
    const categories = await getJson<{ id: number }[]>(page.request, '/api/categories');
    await page.goto(`/search?make=bmw&categoryId=${categories[0]!.id}`);
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    await expect(liveButton(page)).toBeDisabled();
  });

  test('opens a closable popup of up to 5 parts under at most 3 tabs, and the results list shows the live parts', async ({ page }) => {
    await page.goto('/search?q=brake+pads');
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    const button = liveButton(page);
    await expect(button).toHaveText('Live Search');
    await button.click();

    const box = popup(page);
    await expect(box).toBeVisible({ timeout: ANSWER_TIMEOUT });
    const tabs = box.getByRole('tab');
    await expect(tabs).toHaveText(['Free Shipping', 'Same-Day', 'Next-Day']);
    for (const tab of await tabs.all()) {
      await tab.click();
      const panel = box.getByRole('tabpanel');
      const rows = panel.getByRole('listitem');
      expect(await rows.count()).toBeLessThanOrEqual(5);
      if ((await rows.count()) > 0) await expect(rows.first().getByRole('link', { name: /^Buy / })).toHaveAttribute('href', /^\/go\/\d+$/);
    }

    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(button).toBeFocused();

    // The live parts now fill the results list, paged 5 at a time.
    const notice = page.getByRole('status').filter({ hasText: /Showing \d+ live results? from the retailer network/ });
    await expect(notice).toBeVisible();
    const live = Number(/Showing (\d+)/.exec((await notice.textContent())!)![1]);
    await expect(page.getByRole('list', { name: 'Search results' }).locator(':scope > li')).toHaveCount(Math.min(live, 5));

    // Cached for this search: pressing again opens at once; the catalog results come back on request.
    await button.click();
    await expect(box).toBeVisible();
    await box.getByRole('button', { name: 'Close' }).click();
    await notice.getByRole('button', { name: 'Show catalog results' }).click();
    await expect(notice).toHaveCount(0);
  });

  test('says "No live results found" with the hint that fits: no match, or retailers unavailable', async ({ page }) => {
    await page.goto('/search?q=qqxzv+wrongword');
    const button = liveButton(page);
    await button.click();
    const box = popup(page);
    await expect(box.getByText('No live results found')).toBeVisible({ timeout: ANSWER_TIMEOUT });
    await expect(box.getByText('Try adjusting your search terms')).toBeVisible();
    await expect(box.getByRole('tab')).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.route('**/api/live-search?*', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    await page.goto('/search?q=oil+filter');
    await liveButton(page).click();
    await expect(popup(page).getByText('No live results found')).toBeVisible();
    await expect(popup(page).getByText('Retailers may be temporarily unavailable')).toBeVisible();
    // A failed live search leaves the catalog results in place.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  });
});
