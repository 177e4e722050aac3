import { test as base, type BrowserContext, expect, type Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_PASSWORD, E2E_USER } from '../../playwright.config';

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
 * Server-rendered pages (decision 004) are on screen before the app's code has arrived; until it has
 * taken the page over, a click or a keystroke does what it would on a static page (nothing, or the
 * browser's default). Waits until React has attached to the page's main content. Pages the browser
 * draws itself (no data block) are interactive as soon as they show anything.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById('pitlane-page-state')) return true;
    // Parts of a page are taken over one after another (components/hydrate-apart): wait for the last.
    const content = [...document.querySelectorAll('main, main *')].at(-1);
    return content !== undefined && Object.keys(content).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Moves to `path` inside the app, as a link would (wouter follows history.pushState). Opened
 * directly, the main pages arrive with their data in the HTML, so tests of how a page loads its
 * data (loading states, the request it sends, a failed request) reach it this way.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => window.history.pushState(null, '', target), path);
}

/** Makes page.goto and page.reload resolve once the app has taken over the page (see waitForApp). */
export function waitForAppOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
  return page;
}

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
  page: async ({ page }, use) => {
    await use(waitForAppOnNavigation(page));
  },
});

/** Puts vehicles in My Garage (its cookie), the last one active, before the page loads. */
export async function setGarage(context: BrowserContext, baseURL: string, vehicles: { make: string; model: string; year: number; variant?: string; engine?: string }[]): Promise<void> {
  const value = encodeURIComponent(JSON.stringify({ vehicles, active: vehicles.length - 1 }));
  await context.addCookies([{ name: 'pitlane_garage', value, url: baseURL }]);
}

/** Signs in on the console's sign-in form (shown on any console page without a session) as its first admin. */
export async function signInToConsole(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Operator sign in' });
  await form.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await form.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form).toHaveCount(0);
}
