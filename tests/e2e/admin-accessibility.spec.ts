/**
 * axe-core on the operator console: its sign-in screen and every section of its navigation, in light
 * and dark theme, at desktop and phone widths (every rule in the light theme, the colour rules in the
 * dark one: see `axe.ts`). The console is an app of its own under /admin, outside
 * the shop's route table, so the shop's accessibility suite does not reach it.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { axeViolations } from './axe';
import { waitForApp } from './helpers';
import { waitForPageSettled } from './page-settled';

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 390] as const;

/** Every section of the console's navigation, with the heading its page shows. */
const SECTIONS = [
  ['/admin/vendors', 'Vendors'],
  ['/admin/feeds', 'Feeds'],
  ['/admin/review', 'Review queue'],
  ['/admin/clickouts', 'Click-outs'],
  ['/admin/promotions', 'Promotions'],
  ['/admin/catalog', 'Catalog'],
  ['/admin/operators', 'Operators'],
  ['/admin/audit', 'Audit log'],
  ['/admin/inbox', 'Inbox'],
] as const;

async function expectNoViolations(page: Page, theme: 'light' | 'dark', what: string): Promise<void> {
  expect(await axeViolations(page, theme), what).toEqual([]);
}

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test.describe(`operator console, ${theme} theme at ${width} px`, () => {
      let context: BrowserContext;
      let page: Page;
      let signedIn = false;
      // Signed in through the API once (the login is rate-limited): the context keeps the operator's cookie.
      const signIn = async () => {
        if (signedIn) return;
        const login = await page.request.post('/api/admin/auth/login', { data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD } });
        expect(login.status()).toBe(200);
        signedIn = true;
      };

      test.beforeAll(async ({ browser }, workerInfo) => {
        context = await browser.newContext({
          baseURL: workerInfo.project.use.baseURL,
          viewport: { width, height: width > 800 ? 900 : 844 },
          colorScheme: theme,
        });
        await context.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
        page = await context.newPage();
      });

      test.afterAll(async () => {
        await context.close();
      });

      test('the sign-in screen has no axe violations', async () => {
        await page.goto('/admin');
        // Analysed once the app has taken the page over, as the shop's suite does: caught in between,
        // the page once had neither its main landmark nor its heading (dark theme, set in this browser only).
        await waitForApp(page);
        await waitForPageSettled(page);
        await expect(page.getByRole('heading', { name: 'Operator sign in' })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expectNoViolations(page, theme, `/admin sign-in (${theme}, ${width} px)`);
      });

      // One test per section, so a slow or stuck page names itself and has a timeout of its own.
      for (const [path, heading] of SECTIONS) {
        test(`${path} has no axe violations`, async () => {
          test.setTimeout(60_000);
          await signIn();
          await page.goto(path);
          await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
          await waitForPageSettled(page);
          await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
          await expectNoViolations(page, theme, `${path} (${theme}, ${width} px)`);
        });
      }

      test('the forms behind the lists have no axe violations', async () => {
        test.setTimeout(120_000);
        await signIn();
        const vendor = ((await (await page.request.get('/api/admin/vendors?pageSize=25')).json()) as { items: { id: number; name: string }[] }).items[0]!;
        const part = ((await (await page.request.get('/api/admin/catalog/parts?pageSize=25')).json()) as { items: { id: number; name: string }[] }).items[0]!;
        const pages: [string, string][] = [
          [`/admin/vendors/${vendor.id}`, vendor.name],
          ['/admin/vendors/new', 'Add a vendor'],
          // The part's page is headed by its name and number (a substring match).
          [`/admin/catalog/${part.id}`, `${part.name} · `],
        ];
        for (const [path, heading] of pages) {
          await page.goto(path);
          await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
          await waitForPageSettled(page);
          await expectNoViolations(page, theme, `${path} (${theme}, ${width} px)`);
        }
      });
    });
  }
}
