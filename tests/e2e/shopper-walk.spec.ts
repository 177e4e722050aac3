import { expect, type Locator, type Page } from '@playwright/test';
import { serializeGarage } from '../../src/shared/rules/garage';
import { loggedInTest as test, waitForApp } from './helpers';
import { exampleProductSlug } from './site-routes';

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

    test('a result card keeps its buttons inside it', async ({ page }) => {
      await page.goto('/search?q=brake+pads');
      await waitForApp(page);
      const cards = page.getByRole('list', { name: 'Search results' }).getByRole('article');
      await expect(cards.first()).toBeVisible();
      for (const card of (await cards.all()).slice(0, 3)) {
        const box = (await card.boundingBox())!;
        const viewDeals = card.getByRole('link', { name: /^View Deals for / });
        for (const control of [viewDeals, ...(await card.getByRole('button').all())]) {
          if (!(await control.isVisible())) continue;
          const label = (await control.getAttribute('aria-label')) ?? '';
          const inner = (await control.boundingBox())!;
          // Within the card's padding: a button reaching the card's edge is cut off by it.
          expect(inner.x, label).toBeGreaterThanOrEqual(box.x + 4);
          expect(inner.x + inner.width, label).toBeLessThanOrEqual(box.x + box.width - 4);
        }
      }
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

    test('a search that finds nothing corrects nothing, names only what narrowed it and offers what to try next', async ({ page }) => {
      await page.goto('/search?q=flux+capacitor');
      await waitForApp(page);
      const message = page.getByTestId('no-results-message');
      // "flex capacitor" finds nothing either, so no correction is offered for it.
      await expect(message).toContainText('No parts match “flux capacitor”.');
      await expect(page.getByTestId('corrected-query')).toHaveCount(0);
      await expect(message).not.toContainText(/vehicle|filters/);
      const next = page.getByTestId('no-results-next');
      const categories = next.getByRole('navigation', { name: 'Browse a category' }).getByRole('link');
      expect(await categories.count()).toBeGreaterThan(2);
      await expect(categories.first()).toHaveAttribute('href', /^\/search\?categoryId=\d+/);
      await expect(next.getByRole('link', { name: 'Search by part number' })).toHaveAttribute('href', '/part-number-search');
      await expect(next.getByRole('heading', { name: /^Popular parts/ })).toHaveCount(0);
      await page.screenshot({ path: `test-results/walk-no-results-${width}.png`, fullPage: true });

      // With a car in My Garage the search is for it: the message names it, and its popular parts are offered.
      await garageWithE90(page);
      await page.goto('/search?q=flux+capacitor');
      await waitForApp(page);
      await expect(message).toContainText('No parts match “flux capacitor” for the 2010 BMW 3 Series (E90).');
      await expect(message).not.toContainText('filters');
      const popular = page.getByRole('region', { name: 'Popular parts for your 2010 BMW 3 Series' });
      await expect(popular.getByRole('link').first()).toHaveAttribute('href', /^\/product\//);
      await expect(categories.first()).toHaveAttribute('href', /^\/search\?make=bmw&year=2010&model=3-series-e90&categoryId=\d+$/);
      await page.screenshot({ path: `test-results/walk-no-results-garage-${width}.png`, fullPage: true });

      // A filter the shopper set is named, and can be cleared.
      await page.goto('/search?q=flux+capacitor&inStock=true');
      await waitForApp(page);
      await expect(message).toContainText('for the 2010 BMW 3 Series (E90) with the current filters.');
      await expect(page.getByRole('button', { name: 'Clear filters' }).first()).toBeVisible();
    });

    test('a guide links each part to its offers for the car, and Compare Prices searches the guide’s model', async ({ page }) => {
      await page.goto('/guides/bmw-3-series-brake-pads-rotors');
      await waitForApp(page);
      const parts = page.getByRole('region', { name: 'Parts & Materials' }).locator(':scope > div > ul > li');
      await expect(parts).toHaveCount(3);
      // No car in My Garage: each part offers the guide's models to choose from.
      const pads = parts.first();
      await expect(pads).toContainText('Compare offers for');
      await expect(pads.getByRole('link', { name: 'Front brake pad set offers for BMW 3 Series (E90)' })).toHaveAttribute(
        'href',
        '/search?q=Front+brake+pad+set&make=bmw&model=3-series-e90',
      );
      await expect(pads.getByRole('link', { name: 'Front brake pad set offers for BMW 3 Series (F30)' })).toHaveAttribute('href', /model=3-series-f30/);
      const compare = page.getByRole('link', { name: 'Compare Prices on Parts' });
      await expect(compare).toHaveAttribute('href', '/search?q=Front+brake+pad+set&make=bmw&model=3-series-e90');
      await page.screenshot({ path: `test-results/walk-guide-${width}.png`, fullPage: true });

      // With the E90 in My Garage, every part and the button search for it, with its year.
      await garageWithE90(page);
      await page.reload();
      await waitForApp(page);
      const forCar = parts.getByRole('link', { name: 'Compare offers for your 2010 BMW 3 Series' });
      await expect(forCar).toHaveCount(3);
      await expect(forCar.nth(1)).toHaveAttribute('href', '/search?q=Front+brake+rotor+pair&make=bmw&model=3-series-e90&year=2010');
      await expect(compare).toHaveAttribute('href', '/search?q=Front+brake+pad+set&make=bmw&model=3-series-e90&year=2010');
      await page.screenshot({ path: `test-results/walk-guide-garage-${width}.png`, fullPage: true });
      await forCar.first().click();
      await expect(page).toHaveURL(/\/search\?q=Front\+brake\+pad\+set&make=bmw&model=3-series-e90&year=2010/);
      await expect(page.getByRole('list', { name: 'Search results' }).getByRole('article').first()).toBeVisible();

      // A guide whose parts are in the catalog by number keeps its product links and its basket button.
      await page.goto('/guides/bmw-oil-change');
      await waitForApp(page);
      const oilParts = page.getByRole('region', { name: 'Parts & Materials' });
      await expect(oilParts.getByRole('button', { name: 'Price this job for my car' })).toBeVisible();
      await expect(oilParts.locator('a[href^="/product/"]').first()).toBeVisible();
      await expect(oilParts.getByRole('link', { name: /offers for/ }).first()).toBeVisible();
    });

    test('the knowledge base answers both question boxes in one place, naming guides by their titles', async ({ page }) => {
      await page.goto('/knowledge-base');
      await waitForApp(page);
      const answers = page.getByRole('article', { name: 'Answer' });
      const panel = page.getByRole('region', { name: 'AI Repair Assistant' });

      await page.getByLabel('Ask a repair question').fill('BMW oil change');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(answers).toHaveCount(1);
      await expect(panel.getByRole('article', { name: 'Answer' })).toContainText('“BMW oil change”');
      await expect(answers.getByRole('link', { name: /^\/guides\// })).toHaveCount(0);
      await expect(answers.getByRole('paragraph').getByRole('link', { name: /^BMW Oil Change/ })).toHaveAttribute('href', '/guides/bmw-oil-change');
      await page.screenshot({ path: `test-results/walk-kb-search-${width}.png` });

      // The assistant's box answers in the same place, replacing the search's answer.
      await panel.getByLabel('Your repair question').fill('porsche brake pads');
      await panel.getByRole('button', { name: 'Ask' }).click();
      await expect(answers).toHaveCount(1);
      await expect(answers).toContainText('“porsche brake pads”');
      await expect(answers.getByRole('link', { name: /^\/guides\// })).toHaveCount(0);

      // And the search's box replaces the assistant's answer in turn.
      await page.getByLabel('Ask a repair question').fill('BMW oil change');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(answers).toContainText('“BMW oil change”');
      await expect(answers).toHaveCount(1);
      await page.screenshot({ path: `test-results/walk-kb-${width}.png`, fullPage: true });
    });

    test('a product page shows the price and the best offer’s Buy button on the first screen', async ({ page }) => {
      const slug = await exampleProductSlug(page.request);
      await page.goto(`/product/${slug}`);
      await waitForApp(page);
      const height = page.viewportSize()!.height;
      const price = (await page.locator('[data-lowest-total]').first().boundingBox())!;
      const buy = page.getByRole('button', { name: 'Buy at Lowest Price' });
      await expect(buy).toBeVisible();
      const buyBox = (await buy.boundingBox())!;
      expect(price.y + price.height).toBeLessThanOrEqual(height);
      expect(buyBox.y + buyBox.height).toBeLessThanOrEqual(height);
      const picture = (await page.getByRole('main').locator('.aspect-square').first().boundingBox())!;
      // On a phone the picture is a thumbnail beside the name, not a screen-wide square above the price.
      if (isPhone(page)) expect(picture.width).toBeLessThanOrEqual(120);
      await page.screenshot({ path: `test-results/walk-product-${width}.png` });
      // The button goes out to the best offer through /go, in a new tab.
      const clickOut = page.context().waitForEvent('request', (request) => new URL(request.url()).pathname.startsWith('/go/'));
      await buy.click();
      expect(new URL((await clickOut).url()).pathname).toMatch(/^\/go\/\d+$/);
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
