/**
 * With JavaScript off, every content page is there in the first HTML, and the contact form, the
 * footer's newsletter box and the Your Genius waitlist post as plain forms and answer with their
 * messages.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { E2E_PASSWORD, E2E_USER } from '../../playwright.config';

const CONTENT_PAGES: Record<string, string> = {
  '/vendors': 'Verified Retailer Network',
  '/faq': 'Frequently Asked Questions',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/shipping': 'Shipping Information',
  '/returns': 'Returns & Refunds',
  '/sitemap': 'Sitemap',
  '/how-it-works': 'The right part at the best price',
};

test.describe('with JavaScript off', () => {
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const login = await context.request.post('/api/auth/login', { data: { username: E2E_USER, password: E2E_PASSWORD } });
    expect(login.status()).toBe(200);
    page = await context.newPage();
  });
  test.afterAll(() => context.close());

  // Their titles and link previews are checked with the gate off (tests/api/first-html-routes.test.ts):
  // this server runs with the gate on, where pages are not indexed.
  test('draws the content, help and legal pages', async () => {
    for (const [path, heading] of Object.entries(CONTENT_PAGES)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading);
    }
  });

  test('sends the contact form and says so; a bad address is explained with what was typed kept', async () => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full name').fill('Ada Driver');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Message').fill('Do the E90 rotors fit an E92 coupe?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('alert').first()).toContainText(/valid email/i);
    await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Full name')).toHaveValue('Ada Driver');
    await page.screenshot({ path: test.info().outputPath('contact-refused-1280.png'), fullPage: false });

    const again = page.getByRole('form', { name: 'Contact form' });
    await again.getByLabel('Email').fill('ada@example.com');
    await again.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message Sent' })).toContainText("We'll reply within 24 hours");
    await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Full name')).toHaveValue('');
    await page.screenshot({ path: test.info().outputPath('contact-sent-1280.png'), fullPage: false });
  });

  test('subscribes to the newsletter from the footer of any page', async () => {
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill('no-script-reader@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Frequently Asked Questions');
    await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText("You've been subscribed to our newsletter");
  });

  test('joins the Your Genius waitlist, at 390 px too', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/your-genius');
    const form = page.getByRole('form', { name: 'Join the Your Genius waitlist' }).first();
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' })).toBeVisible();
    const retry = page.getByRole('form', { name: 'Join the Your Genius waitlist' }).first();
    await retry.getByLabel('Email address').fill('no-script-genius@example.com');
    await retry.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByRole('status').filter({ hasText: "You're on the Your Genius waitlist." })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('waitlist-joined-390.png'), fullPage: false });
    await page.goto('/privacy');
    await page.screenshot({ path: test.info().outputPath('privacy-390.png'), fullPage: false });
  });
});
