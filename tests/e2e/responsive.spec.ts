/**
 * Screenshots of the key pages at phone and desktop widths in both themes, for a person to review
 * (written to <output dir>/screens under test-results, which is not committed), plus the layout rules that can be
 * checked mechanically: nothing wider than a 360 px screen, the header's menu and the search filters
 * in sheets below the md breakpoint.
 */
import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, type TestInfo } from '@playwright/test';
import { loggedInTest as test, waitForAppOnNavigation } from './helpers';
import { waitForPageSettled } from './page-settled';
import { EXAMPLE_PART_NUMBER, exampleProductSlug } from './site-routes';

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [390, 1280] as const;
const KEY_PAGES = (slug: string) => [
  { name: 'home', url: '/' },
  { name: 'search', url: '/search?q=brake+pads' },
  { name: 'product', url: `/product/${slug}` },
  { name: 'part', url: `/part/${EXAMPLE_PART_NUMBER}` },
  { name: 'knowledge-base', url: '/knowledge-base' },
  { name: 'guide', url: '/guides/bmw-oil-change' },
];

async function openContext(
  browser: Browser,
  baseURL: string | undefined,
  sessionState: Awaited<ReturnType<BrowserContext['storageState']>>,
  theme: string,
  width: number,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, storageState: sessionState, viewport: { width, height: 900 }, colorScheme: theme === 'dark' ? 'dark' : 'light' });
  await context.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
  return context;
}

/** One folder for every screenshot of the run, to page through: <output dir>/screens. */
const screenPath = (testInfo: TestInfo, name: string) => path.join(testInfo.project.outputDir, 'screens', name);

/** Width of the widest element past the viewport's right edge (0 when nothing overflows). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`key pages at ${width} px, ${theme} theme`, async ({ browser, sessionState }, testInfo) => {
      test.setTimeout(120_000);
      const context = await openContext(browser, testInfo.project.use.baseURL, sessionState, theme, width);
      const page = waitForAppOnNavigation(await context.newPage());
      for (const { name, url } of KEY_PAGES(await exampleProductSlug(context.request))) {
        await page.goto(url);
        await waitForPageSettled(page);
        await page.screenshot({ path: screenPath(testInfo, `${name}-${width}-${theme}.png`), fullPage: true, animations: 'disabled' });
        expect(await horizontalOverflow(page), `${url} scrolls sideways`).toBeLessThanOrEqual(0);
      }
      await context.close();
    });
  }
}

test('nothing scrolls sideways on a 360 px screen', async ({ browser, sessionState }, testInfo) => {
  const context = await openContext(browser, testInfo.project.use.baseURL, sessionState, 'light', 360);
  const page = waitForAppOnNavigation(await context.newPage());
  for (const { url } of KEY_PAGES(await exampleProductSlug(context.request))) {
    await page.goto(url);
    await waitForPageSettled(page);
    expect(await horizontalOverflow(page), `${url} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test('below md the header links and the search filters live in sheets', async ({ browser, sessionState }, testInfo) => {
  const context = await openContext(browser, testInfo.project.use.baseURL, sessionState, 'light', 390);
  const page = waitForAppOnNavigation(await context.newPage());
  await page.goto('/search?q=brake+pads');
  await waitForPageSettled(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await page.screenshot({ path: screenPath(testInfo, 'mobile-menu-390.png'), animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.getByRole('button', { name: /filters/i }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: screenPath(testInfo, 'search-filters-390.png'), animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await context.close();
});
