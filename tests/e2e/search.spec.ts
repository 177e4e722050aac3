import { expect, type Locator, type Page } from '@playwright/test';
import { formatUsd } from '../../src/shared/rules/money';
import { loggedInTest as test, navigateInApp } from './helpers';

/** The home hero's search form. */
const hero = (page: Page) => page.getByRole('search', { name: 'Search parts' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).locator(':scope > li');
const summary = (page: Page) => page.getByRole('status').filter({ hasText: /parts? found|No parts found/ });

async function chooseVehicle(scope: Locator, make: string, year: string, model: string): Promise<void> {
  await scope.getByLabel('Make').selectOption({ label: make });
  await scope.getByLabel('Year').selectOption(year);
  await expect(scope.getByLabel('Model')).toBeEnabled();
  await scope.getByLabel('Model').selectOption({ label: model });
}

/** Item prices of the best offers on the visible result cards ("item $X + …" under each total), as numbers. */
async function bestItemPrices(page: Page): Promise<number[]> {
  const texts = await results(page).locator('[data-lowest-total] [data-price-breakdown]').allTextContents();
  return texts.map((text) => Number(/item \$([\d,.]+)/.exec(text)![1]!.replace(/,/g, '')));
}

test.describe('home search', () => {
  test('shows the validation alerts in the spec order, then searches', async ({ page }) => {
    await page.goto('/');
    await page.context().clearCookies({ name: 'pitlane_garage' });
    await page.reload();
    const form = hero(page);
    const search = form.getByRole('button', { name: 'Search' });

    await search.click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a part name or number');
    await expect(form.getByLabel('Part name or number')).toBeFocused();

    await form.getByLabel('Part name or number').fill('brake pads');
    // The suggestions open under the words, over the vehicle fields and the button: dismissed, as a shopper who wants the words as typed does.
    await expect(form.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await form.getByLabel('Part name or number').press('Escape');
    await search.click();
    await expect(form.getByRole('alert')).toHaveText('Please select a vehicle make');
    await expect(form.getByLabel('Make')).toBeFocused();

    await form.getByLabel('Make').selectOption({ label: 'BMW' });
    await search.click();
    await expect(form.getByRole('alert')).toHaveText('Please select a vehicle year');

    await form.getByLabel('Year').selectOption('2008');
    await search.click();
    await expect(form.getByRole('alert')).toHaveText('Please select a vehicle model');

    await form.getByLabel('Model').selectOption({ label: '3 Series (E90)' });
    await expect(form.getByRole('alert')).toHaveCount(0);
    await search.click();
    await expect(page).toHaveURL(/\/search\?q=brake\+pads&make=bmw&year=2008&model=3-series-e90$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “brake pads”' })).toBeVisible();
    await expect(page.getByText('for 2008 BMW 3 Series (E90)')).toBeVisible();
    await expect(results(page).first()).toBeVisible();
  });

  test('a part number goes to the part-number screen', async ({ page }) => {
    await page.goto('/');
    const form = hero(page);
    await form.getByLabel('Part name or number').fill('  11621259307 ');
    await chooseVehicle(form, 'BMW', '2004', '3 Series (E46)');
    // The part-number screen may forward to /part/{number} at once: wait for the address it was sent to.
    const sent = page.waitForURL(/\/part-search\?partNumber=11621259307$/);
    await form.getByRole('button', { name: 'Search' }).click();
    await sent;
  });

  test('popular quick searches go to /search?q={term}', async ({ page }) => {
    await page.goto('/');
    const popular = page.getByRole('navigation', { name: 'Popular searches' });
    for (const term of ['Brake Pads', 'Oil Filters', 'Spark Plugs', 'Air Filters', 'Timing Belts']) {
      await expect(popular.getByRole('link', { name: term, exact: true })).toHaveAttribute(
        'href',
        `/search?q=${term.replace(' ', '+')}`,
      );
    }
    await popular.getByRole('link', { name: 'Spark Plugs' }).click();
    await expect(page).toHaveURL(/\/search\?q=Spark\+Plugs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “Spark Plugs”' })).toBeVisible();
    await expect(results(page)).toHaveCount(5);
  });

  test('"Find Parts by Vehicle" submits year, make slug and model slug', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Find Parts by Vehicle' });
    const year = String(new Date().getFullYear() - 7);
    await expect(form.getByLabel('Year')).toBeVisible();
    const years = await form.getByLabel('Year').locator('option').allTextContents();
    expect(years.slice(1)).toHaveLength(8);
    expect(years.at(-1)).toBe(year);

    await form.getByRole('button', { name: 'Find Parts' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please select a vehicle year');
    await form.getByLabel('Year').selectOption(year);
    await form.getByLabel('Make').selectOption({ label: 'Porsche' });
    await form.getByLabel('Model').selectOption({ label: '911 (992)' });
    await form.getByRole('button', { name: 'Find Parts' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?year=${year}&make=porsche&model=911-992$`));
    await expect(page.getByRole('heading', { level: 1, name: `Parts for ${year} Porsche 911 (992)` })).toBeVisible();
  });
});

test.describe('vehicle selector', () => {
  test('cascades make → year → model → variant, resetting what follows', async ({ page }) => {
    await page.goto('/');
    const form = hero(page);
    const make = form.getByLabel('Make');
    const year = form.getByLabel('Year');
    const model = form.getByLabel('Model');
    const variant = form.getByLabel('Variant (optional)');
    await expect(make).toBeEnabled();
    await make.selectOption('');
    await expect(year).toBeDisabled();
    await expect(model).toBeDisabled();

    // The model list waits for make and year, with a loading label while it loads.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/models/*/enhanced*', async (route) => {
      await held;
      await route.continue();
    });
    await make.selectOption({ label: 'Porsche' });
    await expect(year).toBeEnabled();
    await expect(model).toBeDisabled();
    const yearOptions = await year.locator('option').allTextContents();
    expect(yearOptions.at(-1)).toBe('1950');
    await year.selectOption('2008');
    await expect(model.locator('option').first()).toHaveText('Loading models...');
    release();
    await expect(model).toBeEnabled();
    await page.unroute('**/api/models/*/enhanced*');

    // Base-model groups, 911 first.
    const groups = await model.locator('optgroup').evaluateAll((els) => els.map((el) => el.getAttribute('label')));
    expect(groups[0]).toBe('911');
    expect(groups).toEqual(expect.arrayContaining(['Boxster', 'Cayenne']));

    await model.selectOption({ label: '911 (997)' });
    await expect(variant).toBeEnabled();
    await variant.selectOption('Carrera S');

    // Model clears the variant; year clears model and variant; make clears all three.
    await model.selectOption({ label: 'Cayenne (957)' });
    await expect(variant).toHaveValue('');
    await variant.selectOption('Cayenne S');
    await year.selectOption('2009');
    await expect(model).toHaveValue('');
    await expect(variant).toHaveValue('');
    await expect(variant).toBeDisabled();
    await model.selectOption({ label: '911 (997)' });
    await make.selectOption({ label: 'BMW' });
    await expect(year).toHaveValue('');
    await expect(model).toHaveValue('');
    await expect(model).toBeDisabled();
  });

  test('My Garage keeps a chosen vehicle only when asked, remembers it for the next visit and can be cleared', async ({ page }) => {
    // Five pages and several reloads.
    test.slow();
    await page.goto('/');
    const form = hero(page);
    await chooseVehicle(form, 'Porsche', '2008', '911 (997)');
    await form.getByLabel('Variant (optional)').selectOption('Carrera S');
    // Choosing applies the car; it is not saved until the shopper says so.
    const applied = form.getByRole('group', { name: 'Your vehicle' });
    await expect(applied).toContainText('Your vehicle: 2008 Porsche 911 (997) Carrera S');
    expect((await page.context().cookies()).find((c) => c.name === 'pitlane_garage')?.value ?? '').not.toContain('porsche');
    await applied.getByRole('button', { name: 'Save to My Garage' }).click();
    await expect(form.getByRole('group', { name: 'My Garage' })).toContainText('2008 Porsche 911 (997) Carrera S');

    await page.reload();
    await expect(form.getByLabel('Make')).toHaveValue('porsche');
    await expect(form.getByLabel('Year')).toHaveValue('2008');
    await expect(form.getByLabel('Model')).toHaveValue('911-997');
    await expect(form.getByLabel('Variant (optional)')).toHaveValue('Carrera S');
    const garage = form.getByRole('group', { name: 'My Garage' });
    await expect(garage).toContainText('2008 Porsche 911 (997) Carrera S');

    // The results page applies the garage vehicle as a removable chip, without writing it into the address.
    await page.goto('/search');
    await expect(page.getByRole('group', { name: 'Filter: 2008 Porsche 911' })).toContainText('From My Garage');
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('button', { name: 'Remove 2008 Porsche 911' }).click();
    await expect(page.getByRole('heading', { name: 'Please, Select a Vehicle First' })).toBeVisible();
    await page.getByRole('button', { name: 'Use my 2008 Porsche 911 (997) Carrera S' }).click();
    await expect(page).toHaveURL(/\/search\?make=porsche&year=2008&model=911-997$/);

    await page.goto('/');
    await garage.getByRole('button', { name: 'Clear' }).click();
    await expect(garage).toHaveCount(0);
    await expect(form.getByLabel('Make')).toHaveValue('');
    await page.reload();
    await expect(form.getByLabel('Make')).toHaveValue('');
    expect((await page.context().cookies()).find((c) => c.name === 'pitlane_garage')?.value ?? '').not.toContain('porsche');
  });
});

test.describe('results page', () => {
  test('cards show prices, vendors and deals; the vendor card expands', async ({ page }) => {
    await page.goto('/search?q=brake%20pads');
    await expect(page).toHaveTitle(/brake pads \| Pitlane/);
    await expect(summary(page)).toHaveText(/^\d+ parts found · showing 1–5$/);
    await expect(results(page)).toHaveCount(5);

    // Each card: the best buy's total, what it is made of, and one note that tax is not included.
    const totals = results(page).locator('[data-lowest-total]');
    await expect(totals).toHaveCount(5);
    for (const text of await totals.getByText('Lowest total', { exact: true }).locator('xpath=following-sibling::span[1]').allTextContents()) {
      expect(text).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}( ?est\.)?$/);
    }
    for (const text of await totals.locator('[data-price-breakdown]').allTextContents()) {
      expect(text).toMatch(/^item \$[\d,]+\.\d{2} (· free shipping|\+ \$[\d,]+\.\d{2} shipping( \(est\.\))?)$/);
    }
    await expect(page.getByText('Totals include shipping for one unit; tax not included.')).toHaveCount(1);
    // "Show item price only": the cards lead with the best offer's item price instead; the order stays.
    const [firstItemPrice] = await bestItemPrices(page);
    await page.getByLabel('Show item price only').check();
    await expect(totals.first().getByText('Item price', { exact: true }).locator('xpath=following-sibling::span[1]')).toHaveText(
      formatUsd(firstItemPrice!),
    );
    await page.getByLabel('Show item price only').uncheck();
    await expect(totals.first().getByText('Lowest total', { exact: true })).toBeVisible();

    const card = results(page).nth(2);
    const viewDeals = card.getByRole('link', { name: /^View Deals for / });
    await expect(viewDeals).toHaveAttribute('href', /^\/product\/[a-z0-9-]+$/);
    const offers = card.getByRole('list', { name: /^Offers for / }).locator(':scope > li');
    await expect(offers).toHaveCount(3);
    const buy = offers.first().getByRole('link', { name: /^Buy at .+ for \$/ });
    await expect(buy).toHaveAttribute('href', /^\/go\/\d+$/);
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('rel', 'noopener');
    const toggle = card.getByRole('button', { name: /^Show all \d+ offers$/ });
    const total = Number((await toggle.textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(3);
    await toggle.click();
    await expect(offers).toHaveCount(total);
    await card.getByRole('button', { name: 'Show fewer offers' }).click();
    await expect(offers).toHaveCount(3);
  });

  test('featured placements get a labelled strip of their own above results that keep the chosen sort', async ({ page }) => {
    await page.goto('/search?q=timing%20belt&sort=price_desc');
    const strip = page.getByRole('region', { name: 'Featured' });
    const featured = strip.getByRole('article');
    await expect(featured.first()).toHaveAttribute('data-featured', 'true');
    await expect(featured.first().getByText('Featured', { exact: true })).toBeVisible();
    await expect(featured.first().getByRole('link', { name: /^View Deals for / })).toHaveAttribute('href', /^\/part\/[A-Z0-9]+$/);
    // The results follow the sort exactly; none of them is also in the strip.
    const totals = (await results(page).locator('[data-lowest-total]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-lowest-total')))));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const stripNames = await featured.getByRole('heading').allTextContents();
    const resultNames = await results(page).getByRole('heading').allTextContents();
    expect(stripNames.filter((name) => resultNames.includes(name))).toEqual([]);

    await page.goto('/search?q=11%2062%201%20259%20307');
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first().getByRole('link', { name: /^View Deals for / })).toHaveAttribute('href', '/part/11621259307');
  });

  test('sort, filters and pagination live in the address and survive a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/search?q=brake%20pads');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(results(page)).toHaveCount(5);

    // Pagination: up to five numbers with an ellipsis, previous and next.
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(5);
    await expect(pager.getByText('…')).toBeVisible();
    await pager.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(summary(page)).toHaveText(/showing 6–10$/);

    // Sort: asks the engine for the chosen order and goes back to page 1.
    const sorted = page.waitForRequest((r) => r.url().includes('/api/parts/search?') && r.url().includes('sort=price_desc'));
    await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
    expect(new URL((await sorted).url()).searchParams.get('page')).toBe('1');
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(summary(page)).toHaveText(/showing 1–5$/);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).not.toHaveURL(/sort=/);

    // Price: applied after typing stops, empty means no bound.
    await pager.getByRole('link', { name: 'Page 3', exact: true }).click();
    await expect(page).toHaveURL(/page=3/);
    await filters.getByLabel('Min price').fill('40');
    await expect(page).toHaveURL(/minPrice=40/);
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(async () => Math.min(...(await bestItemPrices(page)))).toBeGreaterThanOrEqual(40);
    await filters.getByLabel('Max price').fill('120');
    await expect(page).toHaveURL(/minPrice=40&maxPrice=120/);
    await expect.poll(async () => Math.max(...(await bestItemPrices(page)))).toBeLessThanOrEqual(120);

    // Vendor and shipping.
    const vendor = filters.getByRole('group', { name: 'Vendors' }).getByRole('checkbox').first();
    const vendorName = (await vendor.locator('xpath=..').textContent())?.replace(/\d+$/, '').trim() ?? '';
    await vendor.check();
    await expect(page).toHaveURL(/vendorIds=\d+/);
    await filters.getByLabel('Free Shipping').check();
    await expect(page).toHaveURL(/hasFreeShipping=true/);
    await expect(summary(page)).toBeVisible();
    for (const offers of await page.getByRole('list', { name: /^Offers for / }).all()) {
      for (const vendorCell of await offers.locator(':scope > li').all()) {
        await expect(vendorCell).toContainText(vendorName);
        await expect(vendorCell).toContainText('Free Shipping');
      }
    }
    await expect(page.getByRole('button', { name: `Remove filter: ${vendorName}` })).toBeVisible();
    const before = await summary(page).textContent();

    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(filters.getByLabel('Min price')).toHaveValue('40');
    await expect(filters.getByLabel('Max price')).toHaveValue('120');
    await expect(filters.getByRole('checkbox', { name: new RegExp(`^${vendorName}`) })).toBeChecked();
    await expect(filters.getByLabel('Free Shipping')).toBeChecked();
    await expect(summary(page)).toHaveText(before ?? '');

    // Back restores the previous view; clearing removes every filter.
    await page.goBack();
    await expect(filters.getByLabel('Free Shipping')).not.toBeChecked();
    await page.goForward();
    await expect(filters.getByLabel('Free Shipping')).toBeChecked();
    await filters.getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/search\?q=brake\+pads$/);
    await expect(filters.getByLabel('Min price')).toHaveValue('');
  });

  test('"In Stock Only" keeps parts with an offer in stock and shows only those offers', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // A part whose card shows all its offers, some sold out and some in stock: found by walking the catalog.
    type Found = { name: string; partNumber: string; listings: { inStock: boolean }[] };
    let part: Found | undefined;
    for (let n = 1, pages = 1; n <= pages && !part; n++) {
      const response = await page.request.get(`/api/parts/search?sort=price_asc&pageSize=50&page=${n}`);
      expect(response.status()).toBe(200);
      const answer = (await response.json()) as { parts: Found[]; totalPages: number };
      pages = answer.totalPages;
      part = answer.parts.find((p) => p.listings.length <= 3 && p.listings.some((l) => !l.inStock) && p.listings.some((l) => l.inStock));
    }
    if (!part) throw new Error('the demo catalog has no part with offers both sold out and in stock');

    await page.goto(`/search?q=${encodeURIComponent(part.partNumber)}`);
    const filters = page.getByRole('form', { name: 'Filters' });
    const offers = page.getByRole('list', { name: `Offers for ${part.name}` }).locator(':scope > li');
    await expect(offers).toHaveCount(part.listings.length);
    await expect(offers.filter({ hasText: 'Out of stock' })).toHaveCount(part.listings.filter((l) => !l.inStock).length);

    await expect(filters.getByRole('group', { name: 'Availability' })).toBeVisible();
    await filters.getByLabel('In Stock Only').check();
    await expect(page).toHaveURL(/inStock=true/);
    await expect(page.getByRole('button', { name: 'Remove filter: In Stock Only' })).toBeVisible();
    await expect(offers).toHaveCount(part.listings.filter((l) => l.inStock).length);
    await expect(offers.filter({ hasText: 'Out of stock' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove filter: In Stock Only' }).click();
    await expect(page).not.toHaveURL(/inStock=/);
    await expect(filters.getByLabel('In Stock Only')).not.toBeChecked();
    await expect(offers).toHaveCount(part.listings.length);
  });

  test('vendor and brand lists show 5 and 3 until expanded', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/search?q=brake%20pads');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const vendors = filters.getByRole('group', { name: 'Vendors' });
    const brands = filters.getByRole('group', { name: 'Brands' });
    await expect(vendors.getByRole('checkbox')).toHaveCount(5);
    await expect(brands.getByRole('checkbox')).toHaveCount(3);
    await vendors.getByRole('button', { name: /^Show all \d+ vendors$/ }).click();
    expect(await vendors.getByRole('checkbox').count()).toBeGreaterThan(5);
    await vendors.getByRole('button', { name: 'Show fewer vendors' }).click();
    await expect(vendors.getByRole('checkbox')).toHaveCount(5);
    await brands.getByRole('button', { name: /^Show all \d+ brands$/ }).click();
    expect(await brands.getByRole('checkbox').count()).toBeGreaterThan(3);
  });

  test('the vehicle selector and category buttons on the page refine the search', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/search?q=oil%20filter&page=2');
    const refine = page.getByRole('complementary', { name: 'Vehicle and categories' });
    await chooseVehicle(refine, 'BMW', '2008', '3 Series (E90)');
    await expect(page).toHaveURL(/\/search\?q=oil\+filter&make=bmw&year=2008&model=3-series-e90$/);
    await expect(page.getByText('for 2008 BMW 3 Series (E90)')).toBeVisible();

    const categories = refine.getByRole('group', { name: 'Categories' }).getByRole('button');
    await expect(categories).toHaveCount(8);
    await refine.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page).toHaveURL(/categoryId=3/);
    await expect(refine.getByRole('button', { name: 'Filters', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('filters open in a sheet below the md breakpoint', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search?q=brake%20pads');
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Next-Day Delivery').check();
    await expect(page).toHaveURL(/hasNextDayDelivery=true/);
    await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filters 1 active$/ })).toBeVisible();
  });

  test('a ticked part type narrows the results to that type, in the address and its chip', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/search?q=brake%20pads');
    const types = page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Part type' });
    const rear = types.getByRole('checkbox', { name: /^Rear brake pads/ });
    const count = Number(/(\d+)$/.exec((await rear.locator('xpath=..').textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await expect(types.getByRole('checkbox', { name: /^Front brake pads/ })).toBeVisible();

    await rear.check();
    await expect(page).toHaveURL(/[?&]partType=brake-pads-rear(&|$)/);
    await expect(summary(page)).toHaveText(new RegExp(`^${count} parts? found`));
    for (const name of await results(page).getByRole('heading').allTextContents()) expect(name).toContain('Rear Brake Pad');
    // The other types keep their counts, to be added.
    await expect(types.getByRole('checkbox', { name: /^Front brake pads/ })).not.toBeChecked();
    await page.getByRole('button', { name: 'Remove filter: Rear brake pads' }).click();
    await expect(page).not.toHaveURL(/partType=/);
    await expect(rear).not.toBeChecked();
  });

  test('the part type list is in the 390 px filter sheet, its names wrapped, not cut short', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search?q=brake%20pads');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const types = sheet.getByRole('group', { name: 'Part type' });
    const labels = types.locator('label > span:first-of-type');
    expect(await labels.count()).toBeGreaterThan(1);
    const clipped = await labels.evaluateAll((spans) =>
      spans.filter((span) => {
        const style = getComputedStyle(span);
        return style.textOverflow === 'ellipsis' || style.whiteSpace === 'nowrap' || span.scrollWidth > span.clientWidth;
      }).map((span) => span.textContent),
    );
    expect(clipped).toEqual([]);

    await types.getByRole('checkbox', { name: /^Front brake pads/ }).check();
    await expect(page).toHaveURL(/[?&]partType=brake-pads-front(&|$)/);
    await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filters 1 active$/ })).toBeVisible();
    // The list is redrawn once the filtered answer arrives: wait for it rather than read the one before.
    const headings = results(page).getByRole('heading');
    await expect.poll(async () => (await headings.allTextContents()).filter((name) => !name.includes('Front Brake Pad'))).toEqual([]);
    expect(await headings.count()).toBeGreaterThan(0);
  });

  test('without JavaScript the part type boxes apply with the filter form', async ({ browser, page: signedIn }) => {
    // The signed-in session of the test's own page, not a new login (which would end the shared one).
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, storageState: await signedIn.context().storageState() });
    try {
      const page = await context.newPage();
      await page.goto('/search?q=brake%20pads&sort=price_desc');
      const form = page.getByRole('form', { name: 'Filters' });
      await form.getByRole('group', { name: 'Part type' }).getByRole('checkbox', { name: /^Rear brake pads/ }).check();
      await form.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/[?&]partType=brake-pads-rear(&|$)/);
      await expect(page).toHaveURL(/[?&]q=brake\+pads(&|$)/);
      await expect(page).toHaveURL(/[?&]sort=price_desc(&|$)/);
      await expect(results(page).first()).toBeVisible();
      for (const name of await results(page).getByRole('heading').allTextContents()) expect(name).toContain('Rear Brake Pad');
      await expect(form.getByRole('checkbox', { name: /^Rear brake pads/ })).toBeChecked();
    } finally {
      await context.close();
    }
  });

  test('a make the catalog knows only by its short name is put in front of the query', async ({ page }) => {
    await page.goto('/part-number-search');
    const request = page.waitForRequest((r) => r.url().includes('/api/parts/search?'));
    await navigateInApp(page, '/search?q=oil%20filter&make=mercedes');
    const params = new URL((await request).url()).searchParams;
    expect(params.get('q')).toBe('Mercedes-Benz oil filter');
    expect(params.has('make')).toBe(false);
    await expect(results(page).first()).toContainText('Mercedes');
  });
});

test.describe('results page states', () => {
  test('no query and no vehicle asks for a vehicle', async ({ page }) => {
    await page.goto('/');
    await page.context().clearCookies({ name: 'pitlane_garage' });
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'Please, Select a Vehicle First' })).toBeVisible();
  });

  test('a category tile without a vehicle opens that category\'s results', async ({ page }) => {
    await page.goto('/');
    await page.context().clearCookies({ name: 'pitlane_garage' });
    await page.goto('/');
    await page.getByRole('region', { name: 'Browse Top Categories' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/search\?categoryId=\d+$/);
    await expect(page.getByRole('heading', { name: 'Please, Select a Vehicle First' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View Deals' }).first()).toBeVisible();
  });

  test('a vehicle without a category or query asks for a category below', async ({ page }) => {
    await page.goto('/search?make=bmw');
    await expect(page.getByRole('heading', { name: 'Please, Select a Category Below' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Brakes', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?make=bmw&categoryId=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Brakes for BMW' })).toBeVisible();
    await expect(results(page).first()).toBeVisible();
  });

  test('nothing found says so, with part-number advice for part numbers', async ({ page }) => {
    await page.goto('/search?q=zzqqxx%20wobble');
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
    await expect(page.getByText(/No parts match/)).toBeVisible();
    await expect(summary(page)).toHaveText('No parts found');

    await page.goto('/search?q=ZZ99999999');
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
    await expect(page.getByText(/couldn't find part number/)).toContainText('ZZ99999999');
  });

  test('a failed search shows the retailer-network message', async ({ page }) => {
    await page.route('**/api/parts/search**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/part-number-search');
    await navigateInApp(page, '/search?q=brake%20pads');
    const alert = page.getByRole('alert').filter({ hasText: 'Search Temporarily Unavailable' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Unable to connect to our retailer network. Please try again in a moment.');
  });
});
