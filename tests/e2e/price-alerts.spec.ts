/**
 * A price alert end to end: set on a part page, confirmed from the mail the server wrote (the dev
 * outbox: the browser tests' server runs without SMTP_URL), seen in "manage my alerts", which also
 * arrives server-rendered.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { loggedInTest as test, waitForApp } from './helpers';
import { EXAMPLE_PART_NUMBER } from './site-routes';

/** Quoted-printable, as nodemailer writes long lines: soft breaks joined, escapes decoded. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The raw mail to `email` in the dev outbox, once it is there. */
async function mailTo(request: APIRequestContext, email: string): Promise<string> {
  let raw = '';
  await expect
    .poll(
      async () => {
        const listing = await (await request.get('/dev/outbox')).text();
        const row = listing.split('<tr>').find((r) => r.includes(email));
        const file = row && /href="(\/dev\/outbox\/[^"]+)"/.exec(row)?.[1];
        if (!file) return false;
        raw = await (await request.get(file)).text();
        return true;
      },
      { message: `a mail to ${email} in /dev/outbox`, timeout: 20_000 },
    )
    .toBe(true);
  return decodeQuotedPrintable(raw);
}

test('set an alert on a part page, confirm it from the mail, see it in "manage my alerts"', async ({ page }) => {
  const email = `shopper-${Date.now()}@example.com`;
  await page.goto(`/part/${EXAMPLE_PART_NUMBER}`);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Alert me' }) });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('the total price is at or below my target').check();
  await form.getByLabel('Target total price ($)').fill('1');
  await form.getByRole('button', { name: 'Alert me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Alert saved' })).toBeVisible();

  const mail = await mailTo(page.request, email);
  expect(mail).toContain('Subject: Confirm your Pitlane price alerts');
  const link = /https?:\/\/[^/\s]+(\/alerts\/confirm\?token=[A-Za-z0-9_-]+)/.exec(mail);
  expect(link, mail).not.toBeNull();

  await page.goto(link![1]!);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your price alerts' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my email address' }).click();

  await expect(page).toHaveURL(/\/alerts\/manage\?token=[A-Za-z0-9_-]+&confirmed=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage my alerts' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Your email address is confirmed');
  const alerts = page.getByRole('list', { name: 'Your alerts' });
  await expect(alerts.getByRole('listitem')).toHaveCount(1);
  await expect(alerts).toContainText('When the total is at or below $1.00');

  // The page arrives with the alerts in its first HTML (a mail client's browser may not run the app yet).
  const html = await (await page.request.get(page.url(), { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('id="pitlane-page-state"');
  expect(html).toContain('When the total is at or below $1.00');

  // Pausing works from here too.
  await alerts.getByRole('button', { name: /^Pause/ }).click();
  await expect(page.getByRole('status')).toContainText('Alert paused.');
  await expect(alerts).toContainText('paused');
});

test('the heart saves a part in the browser; Saved parts shows its price then and now and turns it into an alert', async ({ page }) => {
  await page.goto(`/part/${EXAMPLE_PART_NUMBER}`);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('button', { name: `Save ${name} to Saved parts` }).click();
  // Saved, the heart says so and what pressing it again does.
  const saved = page.getByRole('button', { name: 'Saved — remove from saved parts', exact: true });
  await expect(saved).toBeVisible();
  await saved.click();
  await expect(page.getByRole('button', { name: `Save ${name} to Saved parts` })).toBeVisible();
  await page.getByRole('button', { name: `Save ${name} to Saved parts` }).click();

  await page.goto('/saved');
  const list = page.getByRole('list', { name: 'Saved parts' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(name);
  await expect(list).toContainText(/Saved at \$[\d,]+\.\d\d · now \$[\d,]+\.\d\d/);

  await list.getByRole('button', { name: `Alert me about ${name}` }).click();
  const form = list.locator('form').filter({ has: page.getByRole('button', { name: 'Alert me' }) });
  await expect(form.getByLabel('the total price is at or below my target')).toBeChecked();
  await form.getByLabel('Email address').fill(`saver-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Alert me' }).click();
  await expect(list.getByRole('status')).toContainText('Alert saved');

  await list.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(page.getByText('No saved parts yet.')).toBeVisible();
});

test('once this browser has set an alert, a saved part becomes an alert in one click', async ({ page }) => {
  const email = `one-click-${Date.now()}@example.com`;
  await page.goto(`/part/${EXAMPLE_PART_NUMBER}`);
  await waitForApp(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Alert me' }) });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Alert me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Alert saved' })).toBeVisible();
  await page.getByRole('button', { name: `Save ${name} to Saved parts` }).click();

  await page.goto('/saved');
  await expect(page.getByText(`alerts go to ${email}`)).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved parts' });
  await expect(saved).toContainText(/now \$[\d,]+\.\d\d/);
  await saved.getByRole('button', { name: `Alert me about ${name}` }).click();
  await expect(saved.getByRole('status')).toContainText('Alert saved');
  // No form was needed.
  await expect(saved.getByLabel('Email address')).toHaveCount(0);
});
