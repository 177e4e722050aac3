import { expect, type Page } from '@playwright/test';
import { loggedInTest as test } from './helpers';

const SCRIPT = '<script>alert(1)</script>';
const IMG = '"><img src=x onerror=alert(2)>';

/**
 * Watches a page for the two signs of injected script: a dialog (alert, confirm, prompt) and a
 * Content-Security-Policy violation (the built app itself must cause none: it has no inline script).
 */
async function watch(page: Page): Promise<{ dialogs: string[]; violations: () => Promise<string[]> }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { cspViolations?: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return { dialogs, violations: () => page.evaluate(() => (window as Window & { cspViolations?: string[] }).cspViolations!) };
}

test.describe('user text is shown as text, never run', () => {
  test('a search for a script tag shows the text and runs nothing', async ({ page }) => {
    const { dialogs, violations } = await watch(page);
    const response = await page.goto(`/search?q=${encodeURIComponent(SCRIPT)}`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${SCRIPT}”` })).toBeVisible();
    await expect(page.locator('script', { hasText: 'alert(1)' })).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test('the same text typed into the home search form', async ({ page }) => {
    const { dialogs, violations } = await watch(page);
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Search parts' });
    await form.getByLabel('Part name or number').fill(IMG);
    await form.getByLabel('Make').selectOption({ label: 'BMW' });
    await form.getByLabel('Year').selectOption('2008');
    await form.getByLabel('Model').selectOption({ label: '3 Series (E90)' });
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${IMG}”` })).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test('a part number in the address is shown as text', async ({ page }) => {
    const { dialogs, violations } = await watch(page);
    await page.goto(`/part/${encodeURIComponent(IMG)}`);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(await violations()).toEqual([]);
  });
});

test.describe('the browser refuses what other sites ask', () => {
  test('a cross-site form post is refused with 403 and starts no session', async ({ page, baseURL }) => {
    // The browser adds the Origin header itself; a page on another site cannot forge it.
    const answer = await page.request.post('/api/auth/logout', { headers: { origin: 'https://evil.example' } });
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual({ error: 'Cross-site request refused' });
    // Still logged in: the forged logout did nothing.
    await page.goto('/');
    const session = await page.request.get('/api/auth/session');
    expect((await session.json()).authenticated).toBe(true);
    expect(baseURL).toBeTruthy();
  });
});
