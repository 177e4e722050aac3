import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from '../../playwright.config';

const NAVIGATION = [
  ['Vendors', '/admin/vendors'],
  ['Feeds', '/admin/feeds'],
  ['Review queue', '/admin/review'],
  ['Click-outs', '/admin/clickouts'],
  ['Promotions', '/admin/promotions'],
  ['Catalog', '/admin/catalog'],
  ['Operators', '/admin/operators'],
  ['Audit log', '/admin/audit'],
  ['Inbox', '/admin/inbox'],
] as const;

async function signIn(page: Page, email = E2E_ADMIN_EMAIL, password = E2E_ADMIN_PASSWORD) {
  const form = page.getByRole('form', { name: 'Operator sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('operator console', () => {
  test('has its own sign-in, apart from the site gate, and refuses a wrong password', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Operator sign in' })).toBeVisible();
    // Not the shop's login form (the gate is on, and nobody is signed in to it).
    await expect(page.getByRole('form', { name: 'Login' })).toHaveCount(0);
    await signIn(page, E2E_ADMIN_EMAIL, 'not the password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    const empty = page.getByRole('form', { name: 'Operator sign in' });
    await empty.getByLabel('Email').fill('');
    await empty.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
  });

  test('signs in with email and password and shows the console navigation', async ({ page }) => {
    await page.goto('/admin');
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/vendors$/);
    const nav = page.getByRole('navigation', { name: 'Console' });
    for (const [label, href] of NAVIGATION) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByTestId('operator-identity')).toHaveText(`${E2E_ADMIN_EMAIL} · admin`);
    // The shop's gate still applies to the shop: the operator session is not a shopper session.
    const shop = await page.request.get('/api/makes');
    expect(shop.status()).toBe(401);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Operator sign in' })).toBeVisible();
    expect((await page.request.get('/api/admin/auth/me')).status()).toBe(401);
  });

  test('adds an operator, changes its role, and finds the change in the audit log', async ({ page }) => {
    const email = `editor-${Date.now()}@e2e.pitlane.example`;
    await page.goto('/admin/operators');
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Operators', level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: 'Add an operator' });
    await form.getByLabel('Email').fill('not an email');
    await form.getByLabel('First password').fill('short');
    await form.getByRole('button', { name: 'Add operator' }).click();
    await expect(form.getByText('Email must be an email address')).toBeVisible();
    await expect(form.getByText('Password must be at least 12 characters')).toBeVisible();

    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Role').selectOption('editor');
    await form.getByLabel('First password').fill('a first password 123');
    await form.getByRole('button', { name: 'Add operator' }).click();
    await expect(form.getByRole('status')).toHaveText(`${email} can now sign in as editor.`);

    const row = page.getByTestId(`operator-${email}`);
    await expect(row.getByLabel(`Role of ${email}`)).toHaveValue('editor');
    const saved = page.waitForResponse((r) => r.url().includes('/api/admin/operators/') && r.request().method() === 'PATCH');
    await row.getByLabel(`Role of ${email}`).selectOption('analyst');
    expect((await saved).status()).toBe(200);
    await expect(row.getByLabel(`Role of ${email}`)).toHaveValue('analyst');

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    const change = page.getByTestId('audit-entry').filter({ hasText: 'operator.role_changed' }).filter({ hasText: email });
    await expect(change).toHaveCount(1);
    await expect(change).toContainText(E2E_ADMIN_EMAIL);
    await expect(change).toContainText('role:editor');
    await expect(change).toContainText('analyst');

    // Filtering is done by the server.
    const filters = page.getByRole('form', { name: 'Filter the audit log' });
    await filters.getByLabel('Action').fill('operator.created');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByTestId('audit-entry').filter({ hasText: 'operator.role_changed' })).toHaveCount(0);
    await expect(page.getByTestId('audit-entry').filter({ hasText: email })).toHaveCount(1);
  });

  test('keeps an analyst out of the Operators page', async ({ page, request }) => {
    const email = `analyst-${Date.now()}@e2e.pitlane.example`;
    const login = await request.post('/api/admin/auth/login', { data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    expect((await request.post('/api/admin/operators', { data: { email, role: 'analyst', password: 'analyst password 123' } })).status()).toBe(201);

    await page.goto('/admin/audit');
    await signIn(page, email, 'analyst password 123');
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Operators' })).toHaveCount(0);
    await page.goto('/admin/operators');
    await expect(page.getByRole('alert')).toHaveText('This needs an admin; you are signed in as an analyst');
  });
});
