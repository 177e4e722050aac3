import { expect, type Page, test } from '@playwright/test';
import { loggedInTest, loginThroughForm, waitForApp } from './helpers';

const HOME_HEADING = 'Find the right part at the best price';
const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });

test.describe('logged out', () => {
  for (const path of ['/', '/vendors', '/nonexistent']) {
    test(`${path} shows only the header, the login form and the footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(loginButton(page)).toBeVisible();
      await expect(page.getByLabel('Username')).toBeVisible();
      await expect(page.getByLabel('Password')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Log in to Pitlane');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: HOME_HEADING })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    });
  }

  test('the data API refuses requests without a session', async ({ page }) => {
    expect((await page.request.get('/api/categories')).status()).toBe(401);
  });

  test('required fields show visible messages', async ({ page }) => {
    await page.goto('/');
    await loginButton(page).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Username').fill('someone');
    await loginButton(page).click();
    await expect(page.getByText('Username is required')).toHaveCount(0);
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a wrong password shows "Invalid username or password"', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Username').fill('e2e-user');
    await page.getByLabel('Password').fill('not-the-password');
    await loginButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
    await expect(loginButton(page)).toBeVisible();
  });

  test('the demo-prices notice is shown while the demo catalog is loaded', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Demo prices — sample data for demonstration')).toBeVisible();
  });

  test('the newsletter form ignores an empty box and confirms a subscription with a toast', async ({ page }) => {
    await page.goto('/');
    // The app's own handling; presses made before it has taken over are first-html.spec's subject.
    await waitForApp(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscription Successful')).toHaveCount(0);

    await footer.getByLabel('Email address').fill('driver@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscription Successful', { exact: true })).toBeVisible();
    await expect(page.getByText("You've been subscribed to our newsletter", { exact: true })).toBeVisible();
    await expect(footer.getByLabel('Email address')).toHaveValue('');
  });
});

test.describe('theme', () => {
  test('the switcher sets the class on <html> and survives a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/(^|\s)light(\s|$)/);

    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.getByRole('button', { name: 'Dark', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Light', exact: true }).click();
    await expect(html).toHaveClass(/(^|\s)light(\s|$)/);
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test('"System" follows the colour-scheme preference live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.getByRole('button', { name: 'System', exact: true }).click();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
  });
});

test.describe('logging in and out', () => {
  test('logging in shows the home page with the categories from the API', async ({ page }) => {
    await loginThroughForm(page);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    // The browser's flag is written by the app once it runs (the form may have been posted before it did).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');

    const response = await page.request.get('/api/categories');
    expect(response.status()).toBe(200);
    const categories = (await response.json()) as { id: number; name: string }[];
    expect(categories.length).toBeGreaterThan(0);
    const grid = page.getByRole('region', { name: 'Browse Top Categories' });
    for (const category of categories) {
      await expect(grid.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        `/search?categoryId=${category.id}`,
      );
    }
    await expect(page).toHaveTitle(/Pitlane/);
  });

  test('logging out returns to the login form and the API answers 401 afterwards', async ({ page }) => {
    await loginThroughForm(page);
    await expect(page.getByRole('heading', { name: HOME_HEADING })).toBeVisible();
    expect((await page.request.get('/api/categories')).status()).toBe(200);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(loginButton(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: HOME_HEADING })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();
    expect((await page.request.get('/api/categories')).status()).toBe(401);

    await page.reload();
    await expect(loginButton(page)).toBeVisible();
  });
});

loggedInTest.describe('logged in', () => {
  loggedInTest('/ and /home render the home page; /login redirects home', async ({ page }) => {
    for (const path of ['/', '/home']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    }
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });

  loggedInTest('header links navigate', async ({ page }) => {
    // Seven pages one after another.
    loggedInTest.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links: [string, string][] = [
      ['Part Number Search', '/part-number-search'],
      ['How It Works', '/how-it-works'],
      ['Vendors', '/vendors'],
      ['Your Genius', '/your-genius'],
      ['Knowledge Base', '/knowledge-base'],
      ['Support', '/contact'],
    ];
    for (const [name, path] of links) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      // Each destination is either its page or, until it is built, the 404 card: never the login form.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(loginButton(page)).toHaveCount(0);
    }
    // The brand is the way home in the one-row header (no Home link beside it); between md and lg both are.
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Pitlane' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  loggedInTest('an unknown route shows the 404 card', async ({ page }) => {
    await page.goto('/definitely-not-a-page');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  loggedInTest('the mobile menu opens, navigates and closes on link click', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Vendors', exact: true }).click();
    await expect(page).toHaveURL(/\/vendors$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await menu.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });
});
