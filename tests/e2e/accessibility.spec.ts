/**
 * axe-core on every route of the route table, in light and dark theme, at desktop and phone widths
 * (every rule in the light theme, the colour rules in the dark one: see `axe.ts`).
 * One browser context (and page) per theme and width, logged in once per worker: the login route is
 * rate-limited and a fresh context per page would make the suite slow. The checks only read pages, so
 * they run in parallel: every worker takes its share (each builds its own context per group).
 */
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { loggedInTest as test, waitForAppOnNavigation } from './helpers';
import { waitForPageSettled } from './page-settled';
import { exampleProductSlug, routeTablePaths, visitableRoutes } from './site-routes';

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 390] as const;

test.describe.configure({ mode: 'parallel' });

test('the suite covers every route of the route table', () => {
  // Read from the table's source: a way of writing routes the reader does not know would find none.
  expect(routeTablePaths().length).toBeGreaterThan(25);
  const covered = new Set(visitableRoutes('slug').map(({ route }) => route));
  expect(routeTablePaths().filter((route) => route !== '/login' && !covered.has(route))).toEqual([]);
});

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test.describe(`${theme} theme at ${width} px`, () => {
      let context: BrowserContext;
      let page: Page;
      let routes: { route: string; url: string }[] = [];

      test.beforeAll(async ({ browser, sessionState }, workerInfo) => {
        context = await browser.newContext({
          baseURL: workerInfo.project.use.baseURL,
          storageState: sessionState,
          viewport: { width, height: width > 800 ? 900 : 844 },
          colorScheme: theme,
        });
        // The theme the visitor chose, as the switcher stores it.
        await context.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
        page = waitForAppOnNavigation(await context.newPage());
        routes = visitableRoutes(await exampleProductSlug(context.request));
      });

      test.afterAll(async () => {
        await context.close();
      });

      for (const { route } of visitableRoutes(':slug')) {
        test(`${route} has no ${theme === 'light' ? 'axe' : 'colour-rule'} violations`, async () => {
          const { url } = routes.find((r) => r.route === route) ?? { url: route };
          await page.goto(url);
          await waitForPageSettled(page);
          await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
          expect(await axeViolations(page, theme), `${url} (${theme}, ${width} px)`).toEqual([]);
        });
      }
    });
  }
}
