/**
 * Server-rendered pages (decision 004): the browser takes over the server's HTML without a
 * hydration mismatch, without asking again for the data that came with the page, and the page
 * then works as one drawn by the browser.
 */
import { expect, type Page } from '@playwright/test';
import { loggedInTest as test, setGarage } from './helpers';
import { EXAMPLE_PART_NUMBER, exampleProductSlug } from './site-routes';

/** Console errors and warnings, and uncaught page errors (React reports mismatches through both). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Until React has attached to a node it carries no fiber; afterwards every hydrated node does. */
async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const node = document.querySelector(target);
      return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    },
    selector,
  );
}

const routes = (productSlug: string) => [
  { url: '/', heading: 'Find the right part at the best price', data: '/api/categories' },
  { url: '/search?q=brake+pads', heading: /brake pads/i, data: '/api/parts/search' },
  { url: `/part/${EXAMPLE_PART_NUMBER}`, heading: null, data: '/api/parts/find-by-number/' },
  { url: `/product/${productSlug}`, heading: null, data: '/api/parts/slug/' },
  { url: '/knowledge-base', heading: null, data: '/api/guides' },
];

test.describe('server-rendered pages hydrate', () => {
  test('without console errors or refetching their data, and stay interactive', async ({ page }) => {
    const slug = await exampleProductSlug(page.request);
    for (const route of routes(slug)) {
      const problems = collectProblems(page);
      const dataRequests: string[] = [];
      const onRequest = (request: { url(): string }) => {
        if (new URL(request.url()).pathname.startsWith(route.data)) dataRequests.push(request.url());
      };
      page.on('request', onRequest);

      const response = await page.goto(route.url);
      // The content is in the first HTML: the page's main heading is there before any script ran.
      const html = (await response?.text()) ?? '';
      expect(html, route.url).toContain('id="pitlane-page-state"');
      expect(html, route.url).toMatch(/<main[^>]*>[\s\S]*<h1/);
      if (route.heading) await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();

      await waitForHydration(page, 'main h1');
      await page.waitForLoadState('networkidle');
      expect(problems, route.url).toEqual([]);
      expect(dataRequests, `${route.url} asked again for the data it came with`).toEqual([]);

      // Interactive: the header's theme switch works, and a link navigates inside the app.
      await page.getByRole('button', { name: 'Dark', exact: true }).first().click();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await page.getByRole('button', { name: 'Light', exact: true }).first().click();
      await expect(page.locator('html')).toHaveClass(/\blight\b/);
      page.off('request', onRequest);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });

  test('links move inside the app without reloading the page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page, 'main h1');
    await page.evaluate(() => ((window as Window & { marker?: string }).marker = 'same document'));
    await page.getByRole('navigation').first().getByRole('link', { name: 'Knowledge Base' }).click();
    await expect(page).toHaveURL(/\/knowledge-base$/);
    expect(await page.evaluate(() => (window as Window & { marker?: string }).marker)).toBe('same document');
  });

  test('a stored dark theme hydrates without a mismatch or a light flash', async ({ page }) => {
    const problems = collectProblems(page);
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/search?q=brake+pads');
    // Set by main.tsx before React runs; it must never be taken away while hydrating.
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await waitForHydration(page, 'main h1');
    await expect(page.getByRole('button', { name: 'Dark', exact: true }).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.waitForLoadState('networkidle');
    // From the next page on, the server knows the theme and paints the first HTML dark itself.
    const next = await page.goto('/knowledge-base');
    expect(await next?.text()).toMatch(/<html[^>]*class="dark"/);
    await waitForHydration(page, 'main h1');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(problems).toEqual([]);
  });

  test('the boot script asks for the entry and every chunk of the page, a few per task', async ({ page }) => {
    // Each observer callback gets the links one task added (records are delivered after it ends).
    await page.addInitScript(() => {
      const batches: string[][] = [];
      (window as Window & { preloadBatches?: string[][] }).preloadBatches = batches;
      new MutationObserver((records) => {
        const added = records.flatMap((record) => [...record.addedNodes]);
        const hrefs = added.filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement && node.rel === 'modulepreload').map((link) => link.getAttribute('href') ?? '');
        if (hrefs.length) batches.push(hrefs);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/search?q=brake+pads');
    await waitForHydration(page, 'main h1');
    const { batches, wanted } = await page.evaluate(() => {
      const boot = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
      return {
        batches: (window as Window & { preloadBatches?: string[][] }).preloadBatches!,
        wanted: [boot?.dataset.appEntry ?? '', ...(JSON.parse(boot?.dataset.appPreloads ?? '[]') as string[])],
      };
    });
    // The search page opens with dozens of chunks; the boot script's batches are its first ones.
    expect(wanted.length).toBeGreaterThan(8);
    const fromBoot = batches.filter((batch) => batch.every((href) => wanted.includes(href)));
    expect(fromBoot.flat().sort()).toEqual([...wanted].sort());
    for (const batch of fromBoot) expect(batch.length).toBeLessThanOrEqual(4);
  });

  test('My Garage comes with the first HTML (its cookie) and hydrates without a mismatch', async ({ page, context, baseURL }) => {
    const problems = collectProblems(page);
    await setGarage(context, baseURL!, [{ make: 'bmw', model: 'm3-f80', year: 2018 }]);
    await page.goto('/');
    await waitForHydration(page, 'main h1');
    await expect(page.getByRole('group', { name: 'My Garage' })).toContainText('2018 BMW M3 (F80)');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});

test.describe('an unknown part or product', () => {
  for (const [url, card, api] of [
    ['/part/no-such-number', 'Part Not Found', '/api/parts/find-by-number/'],
    ['/product/no-such-part', 'Product not found', '/api/parts/slug/'],
  ] as const) {
    test(`${url} arrives with its not-found card and hydrates it without asking again`, async ({ page }) => {
      // The document's own 404 is reported by the browser; anything else would be a problem.
      const problems = collectProblems(page);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(api)) asked.push(request.url());
      });
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      expect(await response?.text()).toContain(card);
      await waitForHydration(page, 'main h1');
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
      expect(asked).toEqual([]);
    });
  }
});
