import { expect, type Locator, type Page } from '@playwright/test';
import { serializeGarage } from '../../src/shared/rules/garage';
import { loggedInTest as test, waitForApp } from './helpers';

/**
 * A shopper's walk through the site on a phone and on a desktop: each step is checked at both widths,
 * since the layouts differ (filters in a sheet, the header's garage as an icon).
 */
const WIDTHS = [390, 1280] as const;
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The price fields: in the sidebar on wide screens, in the filters sheet on a phone. */
async function priceFields(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    return page.getByRole('dialog', { name: 'Filters' });
  }
  return page.getByRole('complementary', { name: 'Filters' });
}

async function chooseVehicle(scope: Locator, make: string, year: string, model: string): Promise<void> {
  await scope.getByLabel('Make').selectOption({ label: make });
  await scope.getByLabel('Year').selectOption(year);
  await expect(scope.getByLabel('Model')).toBeEnabled();
  await scope.getByLabel('Model').selectOption({ label: model });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every shop name in `scope` is shown whole: wrapped if need be, never cut. */
async function expectWholeShopNames(scope: Locator) {
  const names = scope.locator('[data-vendor-name]');
  await expect(names.first()).toBeVisible();
  for (const name of await names.all()) {
    if (!(await name.isVisible())) continue;
    const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis');
    expect(cut, await name.textContent() ?? '').toBe(false);
  }
}

const garageCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'pitlane_garage')?.value ?? '';

/** Puts a 2010 BMW 3 Series (E90) in this browser's My Garage, as choosing it there would. */
async function garageWithE90(page: Page) {
  const url = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1/' : page.url());
  const baseURL = test.info().project.use.baseURL ?? url.origin;
  await page.context().addCookies([
    { name: 'pitlane_garage', value: serializeGarage({ vehicles: [{ make: 'bmw', model: '3-series-e90', year: 2010 }], active: 0 }), url: baseURL },
  ]);
}

test.describe('the header with a car in My Garage', () => {
  for (const width of [1024, 1280]) {
    test(`is one row at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await garageWithE90(page);
      await page.goto('/search?q=brake+pads');
      await waitForApp(page);
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: /^My Garage: 2010 BMW 3 Series/ })).toBeVisible();
      const box = (await header.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(72);
      // Every link fits: none is scrolled out of the row.
      const links = header.getByRole('navigation', { name: 'Main' }).getByRole('list');
      expect(await links.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(1);
      await expect(header.getByRole('link', { name: 'Support' })).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: `test-results/walk-header-${width}.png`, clip: { x: 0, y: 0, width, height: 120 } });
    });
  }

  test('is an icon button on a phone, with the car in its menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await garageWithE90(page);
    await page.goto('/search?q=brake+pads');
    await waitForApp(page);
    const header = page.getByRole('banner');
    const garage = header.getByRole('button', { name: /^My Garage: 2010 BMW 3 Series/ });
    await expect(garage).toBeVisible();
    expect((await garage.boundingBox())!.width).toBeLessThanOrEqual(64);
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    await garage.click();
    const menu = page.getByRole('region', { name: 'My Garage' });
    await expect(menu).toContainText('Shopping for 2010 BMW 3 Series (E90)');
    // The whole menu is on screen.
    const panel = (await menu.boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/walk-header-390.png' });
  });
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Each test loads several pages on a shared machine.
    test.slow();

    test('an impossible price range is said beside the fields and searches nothing', async ({ page }) => {
      const searches: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/parts/search?')) searches.push(request.url());
      });

      // Typed: the fields say why, and the address keeps the last range that could match.
      await page.goto('/search?q=brake+pads');
      await waitForApp(page);
      await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
      const fields = await priceFields(page);
      await fields.getByLabel('Min price').fill('200');
      await expect(page).toHaveURL(/minPrice=200/);
      await fields.getByLabel('Max price').fill('20');
      await expect(fields.getByRole('alert')).toHaveText('Min price must be less than max price');
      await expect(fields.getByLabel('Max price')).toHaveAttribute('aria-invalid', 'true');
      await page.waitForTimeout(800);
      expect(page.url()).not.toContain('maxPrice=20');

      // Linked to: no search goes out, and the results area says what to change.
      searches.length = 0;
      await page.goto('/search?q=brake+pads&minPrice=200&maxPrice=20');
      await waitForApp(page);
      await expect(page.getByRole('heading', { name: 'Check the price range' })).toBeVisible();
      await expect(page.getByText('Min price must be less than max price. Change the price fields')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
      expect(searches).toEqual([]);
      await page.screenshot({ path: `test-results/walk-price-range-${width}.png`, fullPage: false });
      await page.getByRole('button', { name: 'Clear price' }).click();
      await expect(page).not.toHaveURL(/minPrice/);
      await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible({ timeout: 20_000 });
    });

    test('offer rows show each shop’s name in full, with the badges on a line of their own', async ({ page }) => {
      await page.goto('/search?q=brake+pads');
      await waitForApp(page);
      const offers = page.getByRole('list', { name: /^Offers for / }).first();
      await expect(offers).toBeVisible();
      await expectWholeShopNames(offers);
      for (const row of await offers.locator(':scope > li').all()) {
        const name = (await row.locator('[data-vendor-name]').boundingBox())!;
        const badges = row.locator('[data-offer-badges]');
        if ((await badges.count()) === 0) continue;
        const badgeBox = (await badges.boundingBox())!;
        const buy = (await row.getByRole('link', { name: /^Buy at / }).boundingBox())!;
        expect(badgeBox.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
        expect(overlaps(badgeBox, buy)).toBe(false);
      }
      await page.screenshot({ path: `test-results/walk-offers-${width}.png` });

      // The product page's offers and its price panel, the same.
      await page.getByRole('link', { name: /^View Deals for / }).first().click();
      await expect(page).toHaveURL(/\/product\//);
      await waitForApp(page);
      await expectWholeShopNames(page.getByRole('main'));
    });

    test('a vehicle chosen on the results page applies to the search; My Garage takes it only when asked', async ({ page }) => {
      await page.context().clearCookies({ name: 'pitlane_garage' });
      await page.goto('/search?q=brake+pads');
      await waitForApp(page);
      let scope: Locator = page.getByRole('complementary', { name: 'Vehicle and categories' });
      if (isPhone(page)) {
        await page.getByRole('button', { name: /^Filters/ }).click();
        scope = page.getByRole('dialog', { name: 'Filters' });
      }
      await chooseVehicle(scope, 'BMW', '2010', '3 Series (E90)');
      await expect(page).toHaveURL(/make=bmw&year=2010&model=3-series-e90/);
      const applied = scope.getByRole('group', { name: 'Your vehicle' });
      await expect(applied).toHaveText(/^Your vehicle:\s*2010 BMW 3 Series \(E90\)\s*·\s*Save to My Garage\s*·\s*Clear$/);
      // Applied, not saved.
      expect(await garageCookie(page)).not.toContain('bmw');
      // (On a phone the filters sheet is open over the header, which it hides from the accessibility tree.)
      await expect(page.getByRole('button', { name: 'My Garage', exact: true, includeHidden: true })).toBeAttached();
      await page.screenshot({ path: `test-results/walk-applied-vehicle-${width}.png` });

      await applied.getByRole('button', { name: 'Save to My Garage' }).click();
      await expect(applied.getByRole('status')).toHaveText('In My Garage');
      expect(await garageCookie(page)).toContain('3-series-e90');
      await expect(page.getByRole('button', { name: /^My Garage: 2010 BMW 3 Series/, includeHidden: true })).toBeAttached();

      await applied.getByRole('button', { name: 'Clear' }).click();
      await expect(page).not.toHaveURL(/make=/);
    });

    test('suggestions put part words first, then brands, then vehicles', async ({ page }) => {
      await page.goto('/search?q=oil+filter');
      await waitForApp(page);
      await page.getByRole('combobox', { name: 'Part name or number' }).fill('bre');
      const list = page.locator('#results-search-suggestions');
      await expect(list.getByRole('group').first()).toHaveAccessibleName('Parts and categories');
      // The groups come from one answer; wait until it has replaced any earlier one before reading their order.
      await expect(list.getByRole('group', { name: 'Brands' })).toBeVisible();
      const groups = await list
        .getByRole('group')
        .evaluateAll((nodes) => nodes.map((node) => document.getElementById(node.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''));
      expect(groups.slice(0, 2)).toEqual(['Parts and categories', 'Brands']);
      await expect(list.getByRole('group', { name: 'Parts and categories' }).getByRole('option').first()).toContainText(/brake/i);
      await expect(list.getByRole('group', { name: 'Brands' }).getByRole('option', { name: 'Brembo' })).toBeVisible();
      await page.screenshot({ path: `test-results/walk-suggestions-${width}.png` });
    });
  });
}
