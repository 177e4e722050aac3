/**
 * The first HTML works on its own: with JavaScript off a visitor logs in through the form, searches
 * from the home page, filters and sorts the results and opens a part; with the app's code slow to
 * arrive, what is typed or pressed before it has taken over is neither lost nor contradicted.
 */
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { E2E_PASSWORD, E2E_USER } from '../../playwright.config';
import { waitForApp } from './helpers';

/** A context logged in through the API (no form), for the tests about what happens before hydration. */
async function loggedInContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const response = await context.request.post('/api/auth/login', { data: { username: E2E_USER, password: E2E_PASSWORD } });
  expect(response.status()).toBe(200);
  return context;
}

/**
 * Holds every script for two seconds, as a slow phone network would; `exceptBoot` lets the page's
 * tiny first script through (it is asked for with the HTML, long before the app's code).
 */
async function delayScripts(page: Page, { exceptBoot = false } = {}): Promise<void> {
  await page.route('**/*.js', async (route) => {
    if (exceptBoot && /\/boot-[^/]*\.js$/.test(route.request().url())) return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
}

test.describe('with JavaScript off', () => {
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
  });
  test.afterAll(() => context.close());

  test('logs in through the form and comes back to the page asked for', async () => {
    await page.goto('/search?q=brake+pads');
    await page.getByLabel('Username').fill(E2E_USER);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page.getByLabel('Username')).toHaveValue(E2E_USER);

    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=brake\+pads$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^View Deals for / }).first()).toBeVisible();
  });

  test('searches from the home page', async () => {
    await page.goto('/');
    const hero = page.getByRole('search', { name: 'Search parts' });
    await hero.getByLabel('Part name or number').fill('oil filter');
    await hero.getByLabel('Part name or number').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=oil\+filter/);
    await expect(page.getByRole('link', { name: /^View Deals for / }).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Part name or number' })).toHaveValue('oil filter');
  });

  test('an empty search is answered with the message, not run', async () => {
    await page.goto('/search?q=oil+filter');
    await page.getByRole('combobox', { name: 'Part name or number' }).fill('');
    await page.getByRole('combobox', { name: 'Part name or number' }).press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Please enter a part name or number');
  });

  test('filters and sorts the results', async () => {
    await page.goto('/search?q=brake+pads');
    await page.getByLabel('Sort by').selectOption('price_desc');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');

    const filters = page.getByRole('form', { name: 'Filters' });
    const firstVendor = filters.getByRole('group', { name: 'Vendors' }).getByRole('checkbox').first();
    await firstVendor.check();
    await filters.getByRole('checkbox', { name: 'Free Shipping' }).check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/vendorIds=\d+/);
    await expect(page).toHaveURL(/hasFreeShipping=true/);
    // The sort survives the filters, and the page says what applies.
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(page.getByRole('form', { name: 'Filters' }).getByRole('checkbox', { name: 'Free Shipping' })).toBeChecked();
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible();

    await page.getByRole('group', { name: 'Categories' }).getByRole('button').first().click();
    await expect(page).toHaveURL(/categoryId=\d+/);
    await expect(page).toHaveURL(/q=brake\+pads/);
  });

  test('opens a part from the results and from the part-number search', async () => {
    await page.goto('/search?q=oil+filter');
    const first = page.getByRole('link', { name: /^View Deals for / }).first();
    await first.click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/part-number-search');
    const partNumber = page.getByRole('textbox', { name: 'Part number' });
    await partNumber.fill('11621259307');
    await partNumber.press('Enter');
    await expect(page).toHaveURL(/\/part\/11621259307$/);
    await expect(page.getByRole('heading', { name: 'Compare Prices' })).toBeVisible();

    await page.goto('/part-number-search');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toContainText('Part number required');
    await expect(page.getByRole('alert')).toContainText('Please enter a part number to search');
  });

  test('shows the 404 card for a page that does not exist', async () => {
    const response = await page.goto('/definitely/not/a/route');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
});

test.describe('before the app has loaded', () => {
  test('Enter in the hero search searches, and the words are not wiped', async ({ browser }) => {
    const context = await loggedInContext(browser);
    const page = await context.newPage();
    await delayScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const term = page.getByRole('search', { name: 'Search parts' }).getByLabel('Part name or number');
    await term.fill('brake pads');
    await term.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=brake\+pads/);
    await expect(page.getByRole('combobox', { name: 'Part name or number' })).toHaveValue('brake pads');
    await expect(page.getByRole('link', { name: /^View Deals for / }).first()).toBeVisible();
    await context.close();
  });

  test('words typed before hydration are still there once the app has taken over', async ({ browser }) => {
    const context = await loggedInContext(browser);
    const page = await context.newPage();
    await delayScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const term = page.getByRole('search', { name: 'Search parts' }).getByLabel('Part name or number');
    await term.pressSequentially('spark plugs');
    await waitForApp(page);
    await expect(term).toHaveValue('spark plugs');
    // The app now checks the form: the words count, the vehicle is asked for next.
    await term.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Please select a vehicle make');
    await expect(term).toHaveValue('spark plugs');
    await context.close();
  });

  test('a sort chosen before hydration is the one applied and shown', async ({ browser }) => {
    const context = await loggedInContext(browser);
    const page = await context.newPage();
    await delayScripts(page);
    await page.goto('/search?q=brake+pads', { waitUntil: 'commit' });
    await page.getByLabel('Sort by').selectOption('price_desc');
    await expect(page).toHaveURL(/sort=price_desc/);
    await waitForApp(page);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
    await context.close();
  });

  test('the live pricing button pressed before hydration opens its dialog once the app is there', async ({ browser }) => {
    const context = await loggedInContext(browser);
    const page = await context.newPage();
    await delayScripts(page, { exceptBoot: true });
    await page.goto('/', { waitUntil: 'commit' });
    const trigger = page.getByRole('button', { name: 'Get Live Pricing from All Vendors' }).first();
    await page.waitForFunction(() => '__pitlaneEarlyChanges' in window);
    await trigger.click();
    // Shown busy while it waits for the app.
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('dialog', { name: 'Live Vendor Pricing' })).toBeVisible({ timeout: 15_000 });
    await context.close();
  });
});

test.describe('presses held until the app is there', () => {
  test('"Show all vendors" pressed before hydration takes effect once the app is there', async ({ browser }) => {
    const context = await loggedInContext(browser);
    const page = await context.newPage();
    await delayScripts(page, { exceptBoot: true });
    await page.goto('/part/11621259307', { waitUntil: 'commit' });
    await page.waitForFunction(() => '__pitlaneEarlyChanges' in window);
    const showAll = page.getByRole('button', { name: /^Show all \d+ vendors$/ }).first();
    await showAll.click();
    await expect(showAll).toHaveAttribute('aria-busy', 'true');
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Show fewer vendors' }).first()).toBeVisible();
    await context.close();
  });

  test('a product tab pressed before hydration is the one shown once the app is there', async ({ browser }) => {
    const context = await loggedInContext(browser);
    const page = await context.newPage();
    await delayScripts(page, { exceptBoot: true });
    await page.goto('/product/ate-brake-pad-wear-sensor-mercedes-benz-c-class-w205', { waitUntil: 'commit' });
    await page.waitForFunction(() => '__pitlaneEarlyChanges' in window);
    const tab = page.getByRole('tab', { name: 'Specifications' });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-busy', 'true');
    await waitForApp(page);
    await expect(page.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    await context.close();
  });

  test('a repair question asked with Enter before hydration is asked once the app is there', async ({ browser }) => {
    const context = await loggedInContext(browser);
    const page = await context.newPage();
    await delayScripts(page, { exceptBoot: true });
    await page.goto('/knowledge-base', { waitUntil: 'commit' });
    await page.waitForFunction(() => '__pitlaneEarlyChanges' in window);
    const box = page.getByLabel('Ask a repair question');
    await box.fill('misfire on my 2011 Audi A4 2.0T');
    const sent = page.waitForRequest('**/api/knowledge-base/search', { timeout: 15_000 });
    await box.press('Enter');
    const request = await sent;
    expect((request.postDataJSON() as { query: string }).query).toBe('misfire on my 2011 Audi A4 2.0T');
    await expect(box).toHaveValue('misfire on my 2011 Audi A4 2.0T');
    await context.close();
  });
});

test.describe('on a phone', () => {
  test('the part page shows its price and Buy at Lowest Price without scrolling past the picture', async ({ browser }) => {
    const context = await loggedInContext(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/part/11621259307');
    const buy = page.getByRole('button', { name: 'Buy at Lowest Price' });
    await expect(buy).toBeVisible();
    const box = await buy.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    const price = page.locator('[data-lowest-total]').first();
    expect((await price.boundingBox())!.y + (await price.boundingBox())!.height).toBeLessThanOrEqual(844);
    await context.close();
  });
});
