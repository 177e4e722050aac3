import { test as base, type BrowserContext, expect, type Page } from '@playwright/test';
import { E2E_PASSWORD, E2E_USER } from '../../playwright.config';

/** Logs in through the form, as a visitor would, and waits until the gate has let them through. */
export async function loginThroughForm(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Username').fill(E2E_USER);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Tests that only need to be logged in share one session per worker: the login route is
 * rate-limited, so logging in through the form before every test would soon be refused (429).
 */
export const loggedInTest = base.extend<object, { sessionState: StorageState }>({
  sessionState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const response = await context.request.post('/api/auth/login', { data: { username: E2E_USER, password: E2E_PASSWORD } });
      expect(response.status(), await response.text()).toBe(200);
      await use(await context.storageState());
      await context.close();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ sessionState }, use) => {
    await use(sessionState);
  },
});
