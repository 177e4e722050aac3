import { expect, type Page, test } from '@playwright/test';
import { normalizePartNumber } from '../../src/shared/rules/part-number';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { loginThroughForm } from './helpers';

async function signIn(page: Page) {
  const form = page.getByRole('form', { name: 'Operator sign in' });
  await form.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await form.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('operator console sections', () => {
  test('edits a vendor’s commission (field errors from the server) and finds the change in the audit log', async ({ page }) => {
    await page.goto('/admin/vendors');
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Vendors' });
    const firstVendor = table.getByRole('row').nth(1).getByRole('link');
    const vendorName = (await firstVendor.textContent())!;
    await firstVendor.click();
    await expect(page.getByRole('heading', { name: vendorName, level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: `Edit ${vendorName}` });
    const rate = form.getByLabel('Commission rate (%)');
    await rate.fill('150');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('must be between 0 and 1')).toBeVisible();
    await expect(rate).toHaveAttribute('aria-invalid', 'true');

    await rate.fill('7.25');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved.');
    await page.reload();
    await expect(page.getByRole('form', { name: `Edit ${vendorName}` }).getByLabel('Commission rate (%)')).toHaveValue('7.25');

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    const change = page.getByTestId('audit-entry').filter({ hasText: 'vendor.updated' }).first();
    await expect(change).toContainText(E2E_ADMIN_EMAIL);
    await expect(change).toContainText('commissionRate');
    await expect(change).toContainText('0.0725');
  });

  test('links an unmatched feed offer to a catalog part, and the offer shows on the part page', async ({ page }) => {
    await page.goto('/admin/review');
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Review queue', level: 1 })).toBeVisible();

    // A retailer of its own whose feed names a number no catalog part has: the offer waits for a reviewer.
    const suffix = Date.now();
    const vendorName = `Linkage Motorsport ${suffix}`;
    const vendor = await page.request.post('/api/admin/vendors', {
      data: { name: vendorName, slug: `linkage-${suffix}`, website: 'https://linkage.example' },
    });
    expect(vendor.status()).toBe(201);
    const feed = ['id,title,link,price,availability,brand,mpn', `LM-${suffix},Caliper rebuild kit (front),https://linkage.example/lm,123.45 USD,in_stock,Linkage,LM-${suffix}-X`].join('\n');
    const run = await page.request.post(`/api/admin/feeds/upload?vendor=linkage-${suffix}&full=false`, {
      headers: { 'content-type': 'application/octet-stream' },
      data: Buffer.from(feed),
    });
    expect((await run.json()).unmatched).toBe(1);

    const parts = await (await page.request.get('/api/admin/catalog/parts?pageSize=1&sort=listingCount&dir=desc')).json();
    const part = parts.items[0] as { name: string; partNumber: string };

    await page.reload();
    await page.getByLabel('Filter offers').fill(`LM-${suffix}`);
    await page.getByLabel('Select Caliper rebuild kit (front)').check();
    const decision = page.getByRole('group', { name: 'Decision for the selected offers' });
    await decision.getByLabel('Search catalog parts').fill(part.partNumber);
    await decision.getByRole('list', { name: 'Matching parts' }).getByRole('button', { name: new RegExp(part.name) }).first().click();
    await expect(page.getByRole('status')).toHaveText(`Linked 1 offer to ${part.partNumber}.`);
    await page.getByLabel('Status').selectOption('linked');
    await expect(page.getByRole('row', { name: /Caliper rebuild kit/ })).toContainText(`Linked to ${part.partNumber}`);

    await loginThroughForm(page, `/part/${normalizePartNumber(part.partNumber)}`);
    const prices = page.getByRole('region', { name: 'Compare Prices' });
    // The dearest offers are folded away at first.
    await prices.getByRole('button', { name: /^Show all \d+ vendors$/ }).click();
    await expect(prices.getByRole('link', { name: `${vendorName} (opens in a new tab)` })).toBeVisible();
  });

  test('creates a part from an unmatched offer, then edits it in the catalog, with the same part form and the server’s field errors', async ({ page }) => {
    await page.goto('/admin/review');
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Review queue', level: 1 })).toBeVisible();

    const suffix = Date.now();
    const vendor = await page.request.post('/api/admin/vendors', {
      data: { name: `Formwork Parts ${suffix}`, slug: `formwork-${suffix}`, website: 'https://formwork.example' },
    });
    expect(vendor.status()).toBe(201);
    const title = `Zephyr strut brace ${suffix}`;
    const feed = ['id,title,link,price,availability,brand,mpn', `FW-${suffix},${title},https://formwork.example/fw,88.00 USD,in_stock,Formwork,FW-${suffix}-B`].join('\n');
    const run = await page.request.post(`/api/admin/feeds/upload?vendor=formwork-${suffix}&full=false`, {
      headers: { 'content-type': 'application/octet-stream' },
      data: Buffer.from(feed),
    });
    expect((await run.json()).unmatched).toBe(1);

    await page.reload();
    await page.getByLabel('Filter offers').fill(`FW-${suffix}`);
    await page.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: 'Create part' }).click();
    const create = page.getByRole('form', { name: `Create a part from ${title}` });
    await expect(create.getByLabel('Part name')).toHaveValue(title);
    await expect(create.getByLabel('Brand')).toHaveValue('Formwork');
    await expect(create.getByLabel('Part number')).toHaveValue(`FW-${suffix}-B`);
    await expect(create.getByLabel('Image URL')).toHaveCount(0);
    await create.getByRole('button', { name: 'Create part and link' }).click();
    await expect(create.getByLabel('Category')).toHaveAccessibleDescription('is required');
    await create.getByLabel('Category').selectOption({ index: 1 });
    await create.getByRole('button', { name: 'Create part and link' }).click();
    await expect(page.getByRole('status')).toHaveText(`Created part FW-${suffix}-B and linked the offer to it.`);

    const found = await (await page.request.get(`/api/admin/catalog/parts?q=${encodeURIComponent(title)}`)).json();
    const part = found.items[0] as { id: number };
    await page.goto(`/admin/catalog/${part.id}`);
    const details = page.getByRole('form', { name: 'Part details' });
    await expect(details.getByLabel('Part name')).toHaveValue(title);
    await expect(details.getByLabel('Image URL')).toHaveValue('');
    await details.getByLabel('Part name').fill('');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByLabel('Part name')).toHaveAccessibleDescription('is required');
    await details.getByLabel('Part name').fill(`${title} (front)`);
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('status')).toHaveText('Details saved.');
    await page.reload();
    await expect(page.getByRole('form', { name: 'Part details' }).getByLabel('Part name')).toHaveValue(`${title} (front)`);
  });

  test('lists a shopper’s wrong-fitment report in the review queue, and dismisses it', async ({ page }) => {
    await loginThroughForm(page);
    const part = await (await page.request.get('/api/parts/find-by-number/11621259307')).json();
    const note = `Wrong car for this gasket ${Date.now()}`;
    const report = await page.request.post('/api/fitment-reports', { data: { partId: part.part.id, shownVerdict: 'check', note } });
    expect(report.status()).toBe(201);

    await page.goto('/admin/review');
    await signIn(page);
    const reports = page.getByRole('region', { name: 'Wrong-fitment reports' });
    const row = reports.getByRole('row').filter({ hasText: note });
    await expect(row).toContainText(part.part.name);
    await expect(row).toContainText('Check fit');
    await row.getByRole('button', { name: `Dismiss the report on ${part.part.name}` }).click();
    await expect(reports.getByRole('status')).toHaveText(`Report on ${part.part.name} dismissed.`);
    await expect(reports.getByRole('row').filter({ hasText: note })).toHaveCount(0);
    await reports.getByLabel('Reports to show').selectOption('dismissed');
    await expect(reports.getByRole('row').filter({ hasText: note })).toBeVisible();
  });

  test('sets a vendor’s feed from an affiliate network: url, format, cron schedule and credentials by name, with field errors', async ({ page }) => {
    await page.goto('/admin/vendors');
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible();
    const suffix = Date.now();
    const vendorName = `Network Spares ${suffix}`;
    const created = await page.request.post('/api/admin/vendors', { data: { name: vendorName, slug: `network-${suffix}`, website: 'https://network-spares.example' } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await page.goto(`/admin/vendors/${id}`);
    await expect(page.getByRole('heading', { name: vendorName, level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: `Edit ${vendorName}` });
    const feedUrl = 'https://productdata.awin.com/datafeed/download/apikey/{env:FEED_SECRET_AWIN_KEY}/fid/12345/format/csv/compression/gzip/';
    await form.getByLabel('Feed URL').fill(feedUrl);
    await form.getByLabel('Feed format').selectOption({ label: 'Awin' });
    const schedule = form.getByLabel('Feed cron schedule (UTC)');
    const credentials = form.getByLabel('Feed credentials (JSON)');
    // A secret typed in place of its variable's name, then a schedule more often than allowed: each refused on its field.
    await schedule.fill('0 3 * * *');
    await credentials.fill('{"type":"bearer","tokenEnv":"s3cret-token"}');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText(/must name an environment variable starting with FEED_SECRET_/)).toBeVisible();
    await expect(credentials).toHaveAttribute('aria-invalid', 'true');
    await credentials.fill('{"type":"bearer","tokenEnv":"FEED_SECRET_AWIN_TOKEN"}');
    await schedule.fill('* * * * *');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText(/more often than every 15 minutes/)).toBeVisible();
    await expect(schedule).toHaveAttribute('aria-invalid', 'true');

    await schedule.fill('0 3 * * *');
    await credentials.fill('{"type":"bearer","tokenEnv":"FEED_SECRET_AWIN_TOKEN"}');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved.');
    await page.reload();
    const saved = page.getByRole('form', { name: `Edit ${vendorName}` });
    await expect(saved.getByLabel('Feed URL')).toHaveValue(feedUrl);
    await expect(saved.getByLabel('Feed format')).toHaveValue('awin');
    await expect(saved.getByLabel('Feed cron schedule (UTC)')).toHaveValue('0 3 * * *');
    await expect(saved.getByLabel('Feed credentials (JSON)')).toHaveValue(/"tokenEnv":\s*"FEED_SECRET_AWIN_TOKEN"/);

    // The vendors' list says when the feed runs.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Vendors' }).click();
    await page.getByLabel('Filter vendors').fill(`network-${suffix}`);
    await expect(page.getByRole('table', { name: 'Vendors' }).getByRole('row').filter({ hasText: vendorName })).toContainText('cron 0 3 * * *');
  });
});
