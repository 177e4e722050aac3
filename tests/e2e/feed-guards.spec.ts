/**
 * The feed guards from the operator's chair: a shrunk full feed held on its run page and applied with
 * its button; price changes far from a listing's recent prices waiting in the feeds page's queue,
 * one accepted (the listing takes the new price) and one rejected (it keeps the old one). Each test
 * feeds a retailer of its own through the console's upload, so the guards judge only its feeds.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { E2E_PASSWORD, E2E_USER } from '../../playwright.config';
import { signInToConsole } from './helpers';

const HEADER = 'id,title,link,price,availability,brand,mpn';

async function createVendor(request: APIRequestContext, name: string, slug: string): Promise<void> {
  const response = await request.post('/api/admin/vendors', { data: { name, slug, website: `https://${slug}.example` } });
  expect(response.status(), await response.text()).toBe(201);
}

async function uploadFeed(request: APIRequestContext, vendor: string, rows: string[], full: boolean) {
  const response = await request.post(`/api/admin/feeds/upload?vendor=${vendor}&full=${full}&source=${vendor}.csv`, {
    headers: { 'content-type': 'application/octet-stream' },
    data: Buffer.from([HEADER, ...rows].join('\n')),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: number; status: string; error: string | null; heldPrices: number; matched: number; rejected: number };
}

/** The vendor's item price on the part, as the shop's part page reads it. */
async function listedPrice(request: APIRequestContext, partSlug: string, vendorName: string): Promise<number | undefined> {
  const part = (await (await request.get(`/api/parts/slug/${partSlug}`)).json()) as { listings: { vendor: { name: string }; price: number }[] };
  return part.listings.find((l) => l.vendor.name === vendorName)?.price;
}

test.describe('feed guards in the console', () => {
  test('a shrunk full feed is held on its run page, and "Accept held run" applies it', async ({ page }) => {
    await page.goto('/admin/feeds');
    await signInToConsole(page);
    const suffix = Date.now();
    const slug = `shrunk-${suffix}`;
    await createVendor(page.request, `Shrunk Spares ${suffix}`, slug);
    // Ten catalog parts listed, then a full feed of two: applied, it would mark eight out of stock.
    const catalog = (await (await page.request.get('/api/admin/catalog/parts?pageSize=10&sort=listingCount&dir=desc')).json()) as { items: { partNumber: string }[] };
    const row = (k: number) => `SH-${suffix}-${k},Shrink test item ${k},https://${slug}.example/${k},${(10 + k).toFixed(2)} USD,in_stock,,${catalog.items[k]!.partNumber}`;
    expect(await uploadFeed(page.request, slug, Array.from({ length: 10 }, (_, k) => row(k)), true)).toMatchObject({ status: 'succeeded', matched: 10 });
    const held = await uploadFeed(page.request, slug, [row(0), row(1)], true);
    expect(held).toMatchObject({ status: 'held', error: '2 items where the last run had 10' });

    await page.goto(`/admin/feeds/runs/${held.id}`);
    await expect(page.getByRole('heading', { name: `Feed run #${held.id}`, level: 1 })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Held:' });
    await expect(notice).toContainText('2 items where the last run had 10');
    await expect(page.getByText('held', { exact: true })).toBeVisible();
    await notice.getByRole('button', { name: 'Accept held run' }).click();

    // The run that applied the feed opens; the held run is marked accepted.
    await expect(page).not.toHaveURL(new RegExp(`/admin/feeds/runs/${held.id}$`));
    await expect(page.getByRole('heading', { name: /^Feed run #\d+$/, level: 1 })).not.toHaveText(`Feed run #${held.id}`);
    await expect(page.getByText('succeeded', { exact: true })).toBeVisible();
    await expect(page.getByText('Marked out of stock').locator('..')).toContainText('8');
    await page.goto(`/admin/feeds/runs/${held.id}`);
    await expect(page.getByText('accepted', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept held run' })).toHaveCount(0);
  });

  test('held price changes wait in the queue: Accept applies one, Reject keeps the old price', async ({ page }) => {
    await page.goto('/admin/feeds');
    await signInToConsole(page);
    const queue = page.getByRole('region', { name: /^Held price changes/ });
    await expect(queue).toBeVisible();

    const catalog = (await (await page.request.get('/api/admin/catalog/parts?pageSize=2&sort=listingCount&dir=desc')).json()) as { items: { name: string; slug: string; partNumber: string }[] };
    const [dropped, raised] = catalog.items as [(typeof catalog.items)[number], (typeof catalog.items)[number]];
    const suffix = Date.now();
    const slug = `guarded-${suffix}`;
    const vendorName = `Guarded Garage ${suffix}`;
    await createVendor(page.request, vendorName, slug);
    const offer = (sku: string, part: { name: string; partNumber: string }, price: string) => `${sku},"${part.name}",https://${slug}.example/${sku},${price} USD,in_stock,,${part.partNumber}`;
    const first = await uploadFeed(page.request, slug, [offer(`GD-${suffix}-1`, dropped, '9.29'), offer(`GD-${suffix}-2`, raised, '20.00')], false);
    expect(first).toMatchObject({ status: 'succeeded', matched: 2 });
    // A price read in cents' place (a tenth) and one five times as dear: both held, neither applied.
    // The first item again on the last line is refused as a duplicate.
    const second = await uploadFeed(page.request, slug, [offer(`GD-${suffix}-1`, dropped, '0.93'), offer(`GD-${suffix}-2`, raised, '100.00'), offer(`GD-${suffix}-1`, dropped, '0.95')], false);
    expect(second).toMatchObject({ status: 'succeeded', heldPrices: 2, rejected: 1 });

    expect((await page.request.post('/api/auth/login', { data: { username: E2E_USER, password: E2E_PASSWORD } })).status()).toBe(200);
    expect(await listedPrice(page.request, dropped.slug, vendorName)).toBe(9.29);

    await page.reload();
    const droppedRow = queue.getByRole('row').filter({ hasText: vendorName }).filter({ hasText: dropped.name });
    const raisedRow = queue.getByRole('row').filter({ hasText: vendorName }).filter({ hasText: raised.name });
    await expect(droppedRow).toContainText('$9.29 → $0.93, −90%');
    await expect(raisedRow).toContainText('$20.00 → $100.00, +400%');
    await expect(droppedRow.getByRole('link', { name: `Run #${second.id}` })).toBeVisible();

    await droppedRow.getByRole('button', { name: /^Accept / }).click();
    await expect(queue.getByRole('status')).toHaveText(`Accepted $9.29 → $0.93, −90% for ${dropped.name}.`);
    await expect(droppedRow).toHaveCount(0);
    expect(await listedPrice(page.request, dropped.slug, vendorName)).toBe(0.93);

    await raisedRow.getByRole('button', { name: /^Reject / }).click();
    await expect(queue.getByRole('status')).toHaveText(`Rejected $20.00 → $100.00, +400% for ${raised.name}.`);
    await expect(raisedRow).toHaveCount(0);
    expect(await listedPrice(page.request, raised.slug, vendorName)).toBe(20);

    // Each decision stays readable under its status.
    await queue.getByLabel('Held prices to show').selectOption('rejected');
    await expect(raisedRow).toBeVisible();
    await expect(raisedRow.getByRole('button')).toHaveCount(0);
    await queue.getByLabel('Held prices to show').selectOption('accepted');
    await expect(droppedRow).toBeVisible();

    // The run page counts the prices it held and the rows it refused, naming both lines of the duplicate.
    await page.goto(`/admin/feeds/runs/${second.id}`);
    await expect(page.getByText('Prices held for review').locator('..')).toHaveText('Prices held for review2');
    await expect(page.getByText('Rejected (refused rows)').locator('..')).toHaveText('Rejected (refused rows)1');
    await expect(page.getByRole('table', { name: 'Rejected items' })).toContainText(`line 4: id GD-${suffix}-1 already on line 2`);
  });

  test('a decision the server refuses is shown, not swallowed', async ({ page }) => {
    await page.goto('/admin/feeds');
    await signInToConsole(page);
    const suffix = Date.now();
    const slug = `twice-${suffix}`;
    const vendorName = `Twice Decided ${suffix}`;
    await createVendor(page.request, vendorName, slug);
    const catalog = (await (await page.request.get('/api/admin/catalog/parts?pageSize=1&sort=listingCount&dir=desc')).json()) as { items: { name: string; partNumber: string }[] };
    const part = catalog.items[0]!;
    const offer = (price: string) => `TW-${suffix},"${part.name}",https://${slug}.example/tw,${price} USD,in_stock,,${part.partNumber}`;
    await uploadFeed(page.request, slug, [offer('50.00')], false);
    expect((await uploadFeed(page.request, slug, [offer('5.00')], false)).heldPrices).toBe(1);

    await page.reload();
    const queue = page.getByRole('region', { name: /^Held price changes/ });
    const row = queue.getByRole('row').filter({ hasText: vendorName });
    await expect(row).toContainText('$50.00 → $5.00, −90%');
    // Decided behind the screen's back (another operator): the screen's Accept is then refused.
    const open = (await (await page.request.get(`/api/admin/feeds/held-prices?vendor=${slug}`)).json()) as { items: { id: number }[] };
    expect((await page.request.post(`/api/admin/feeds/held-prices/${open.items[0]!.id}/reject`)).status()).toBe(204);
    await row.getByRole('button', { name: /^Accept / }).click();
    await expect(queue.getByRole('alert')).toHaveText('The held price change is not open (its status is rejected)');
  });
});
