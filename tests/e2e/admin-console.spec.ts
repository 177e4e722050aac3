import { type Download, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_PASSWORD, E2E_USER } from '../../playwright.config';
import { waitForApp } from './helpers';

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

async function readDownload(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function signIn(page: Page, email = E2E_ADMIN_EMAIL, password = E2E_ADMIN_PASSWORD) {
  const form = page.getByRole('form', { name: 'Operator sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The invitation link mailed to `email`: the development server writes mails to its outbox, listed
 * at /dev/outbox (behind the site gate), each readable as the raw message.
 */
async function invitationLinkFor(page: Page, email: string): Promise<string> {
  expect((await page.request.post('/api/auth/login', { data: { username: E2E_USER, password: E2E_PASSWORD } })).status()).toBe(200);
  let link: string | undefined;
  await expect(async () => {
    const outbox = await (await page.request.get('/dev/outbox')).text();
    const files = [...outbox.matchAll(/href="\/dev\/outbox\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!));
    for (const file of files) {
      // Quoted-printable: soft line breaks joined, "=" restored.
      const raw = (await (await page.request.get(`/dev/outbox/${encodeURIComponent(file)}`)).text()).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (!raw.includes(`To: ${email}`)) continue;
      link = /https?:\/\/[^\s"<>]+\/admin\/invite\?token=[A-Za-z0-9_-]+/.exec(raw)?.[0];
      if (link) return;
    }
    throw new Error(`no invitation mail to ${email} yet`);
  }).toPass({ timeout: 20_000 });
  return new URL(link!).pathname + new URL(link!).search;
}

test.describe('operator console', () => {
  test('draws its sign-in in the first HTML, and signs in with the plain form before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const first = await page.request.get('/admin/feeds');
    expect(first.status()).toBe(200);
    const html = await first.text();
    expect(html).toContain('Operator sign in');
    const form = /<form[^>]*aria-label="Operator sign in"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/admin/auth/login?next=%2Fadmin%2Ffeeds"');

    await page.goto('/admin/feeds');
    const signInForm = page.getByRole('form', { name: 'Operator sign in' });
    await signInForm.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
    await signInForm.getByLabel('Password').fill('not the password');
    await signInForm.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page.getByRole('form', { name: 'Operator sign in' }).getByLabel('Email')).toHaveValue(E2E_ADMIN_EMAIL);

    await page.getByRole('form', { name: 'Operator sign in' }).getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('form', { name: 'Operator sign in' }).getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/feeds$/);
    const cookies = await context.cookies();
    const operator = cookies.filter((c) => c.name === 'pitlane_operator');
    expect(operator.map((c) => c.path).sort()).toEqual(['/admin', '/api/admin']);
    for (const c of operator) expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect((await page.request.get('/api/admin/auth/me')).status()).toBe(200);
    await context.close();
  });

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

  test('in the dark theme, the sign-in the server drew stays on screen while the console’s code arrives late', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, colorScheme: 'dark' });
    await context.addInitScript(() => {
      window.localStorage.setItem('theme', 'dark');
      // Any heading taken out of the page once drawn: React throwing the server's HTML away.
      const seen = { removed: 0 };
      (window as Window & { headingsRemoved?: typeof seen }).headingsRemoved = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) seen.removed += 1;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    // The console's chunk comes late, so the stored theme is read while the console waits for it.
    let consoleCodeServed = false;
    await page.route('**/assets/admin-app-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
      consoleCodeServed = true;
    });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Operator sign in' })).toBeVisible();
    await expect.poll(() => consoleCodeServed, { timeout: 10_000 }).toBe(true);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('heading', { name: 'Operator sign in' })).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { headingsRemoved?: { removed: number } }).headingsRemoved!.removed)).toBe(0);
    await context.close();
  });

  test('a wrong password sent before the app has loaded is answered on the console page, which the app then takes over', async ({ page }) => {
    // The app's code held back (the page's tiny first script aside): the plain form is what posts.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      if (!/\/boot-[^/]*\.js$/.test(route.request().url())) await held;
      await route.continue();
    });
    await page.goto('/admin/feeds');
    await signIn(page, E2E_ADMIN_EMAIL, 'not the password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    release();
    // The app routes by the page's address, not the address the form posted to.
    await expect(page).toHaveURL(/\/admin\/feeds$/);
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Operator sign in' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page.getByRole('form', { name: 'Operator sign in' }).getByLabel('Email')).toHaveValue(E2E_ADMIN_EMAIL);
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

  test('invites an operator, who chooses a password from the mailed link and signs in; the admin changes its role and finds it in the audit log', async ({ browser, page }) => {
    const email = `editor-${Date.now()}@e2e.pitlane.example`;
    await page.goto('/admin/operators');
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Operators', level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: 'Invite an operator' });
    await form.getByLabel('Email').fill('not an email');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText('Email must be an email address')).toBeVisible();

    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Role').selectOption('editor');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByRole('status')).toContainText(`Invitation sent to ${email} (editor)`);
    const row = page.getByTestId(`operator-${email}`);
    await expect(row.getByText('Invited')).toBeVisible();

    // The invitee, in a browser of their own.
    const link = await invitationLinkFor(page, email);
    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(link);
    // The app's way; the plain form's way has a test of its own.
    await waitForApp(invitee);
    const accept = invitee.getByRole('form', { name: 'Choose your password' });
    await expect(accept).toContainText(email);
    await accept.getByLabel('New password').fill('short');
    await accept.getByLabel('Repeat the password').fill('short');
    await accept.getByRole('button', { name: 'Set my password' }).click();
    await expect(accept.getByText('Password must be at least 12 characters')).toBeVisible();
    await accept.getByLabel('New password').fill('invitee password 123');
    await accept.getByLabel('Repeat the password').fill('invitee password 123');
    await accept.getByRole('button', { name: 'Set my password' }).click();
    await expect(invitee.getByRole('status')).toContainText('Your password is set');
    await invitee.getByRole('link', { name: 'Sign in' }).click();
    await signIn(invitee, email, 'invitee password 123');
    await expect(invitee.getByTestId('operator-identity')).toHaveText(`${email} · editor`);
    // The link worked once.
    await invitee.goto(link);
    await expect(invitee.getByRole('alert')).toContainText('This invitation link is no longer valid');
    await invitee.context().close();

    await page.reload();
    await expect(row.getByText('Active')).toBeVisible();
    await expect(row.getByLabel(`Role of ${email}`)).toHaveValue('editor');
    const saved = page.waitForResponse((r) => r.url().includes('/api/admin/operators/') && r.request().method() === 'PATCH');
    await row.getByLabel(`Role of ${email}`).selectOption('analyst');
    expect((await saved).status()).toBe(200);
    await expect(row.getByLabel(`Role of ${email}`)).toHaveValue('analyst');
    await row.getByRole('button', { name: 'Disable' }).click();
    await expect(row.getByText('Disabled')).toBeVisible();
    await row.getByRole('button', { name: 'Enable' }).click();
    await expect(row.getByText('Active')).toBeVisible();

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    const entries = page.getByTestId('audit-entry').filter({ hasText: email });
    await expect(entries.filter({ hasText: 'operator.invited' })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'operator.invite_accepted' })).toHaveCount(1);
    const change = entries.filter({ hasText: 'operator.role_changed' });
    await expect(change).toHaveCount(1);
    await expect(change).toContainText(E2E_ADMIN_EMAIL);
    await expect(change).toContainText('role:editor');
    await expect(change).toContainText('analyst');

    // Filtering is done by the server.
    const filters = page.getByRole('form', { name: 'Filter the audit log' });
    await filters.getByLabel('Action').fill('operator.invited');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByTestId('audit-entry').filter({ hasText: 'operator.role_changed' })).toHaveCount(0);
    await expect(page.getByTestId('audit-entry').filter({ hasText: email })).toHaveCount(1);
  });

  test('takes an invitation with JavaScript off: the password is chosen with the plain form, then the operator signs in', async ({ browser, page }) => {
    const email = `no-script-${Date.now()}@e2e.pitlane.example`;
    expect((await page.request.post('/api/admin/auth/login', { data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD } })).status()).toBe(200);
    expect((await page.request.post('/api/admin/operators/invites', { data: { email, role: 'analyst' } })).status()).toBe(201);
    const link = await invitationLinkFor(page, email);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const invitee = await context.newPage();
    await invitee.goto(link);
    const accept = invitee.getByRole('form', { name: 'Choose your password' });
    await expect(accept).toContainText(email);
    await accept.getByLabel('New password').fill('invitee password 123');
    await accept.getByLabel('Repeat the password').fill('invitee password 12');
    await accept.getByRole('button', { name: 'Set my password' }).click();
    await expect(accept.getByText('The two passwords differ')).toBeVisible();
    await accept.getByLabel('New password').fill('invitee password 123');
    await accept.getByLabel('Repeat the password').fill('invitee password 123');
    await accept.getByRole('button', { name: 'Set my password' }).click();
    await expect(invitee).toHaveURL(/\/admin\?invited=1$/);
    await expect(invitee.getByRole('status')).toHaveText('Your password is set. Sign in with your email and your new password.');
    await signIn(invitee, email, 'invitee password 123');
    await expect(invitee).toHaveURL(/\/admin\?invited=1$/);
    expect((await invitee.request.get('/api/admin/auth/me')).status()).toBe(200);
    await context.close();
  });

  test('exports the inbox and the click-outs as CSV from their pages', async ({ page }) => {
    await page.goto('/admin/inbox');
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
    const inbox = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const inboxFile = await inbox;
    expect(inboxFile.suggestedFilename()).toMatch(/\.csv$/);
    const inboxCsv = await readDownload(inboxFile);
    expect(inboxCsv.split(/\r?\n/)[0]).toMatch(/email/i);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Click-outs' }).click();
    await expect(page.getByRole('heading', { name: 'Click-outs', level: 1 })).toBeVisible();
    const clicks = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const clicksFile = await clicks;
    expect(clicksFile.suggestedFilename()).toMatch(/\.csv$/);
    expect((await readDownload(clicksFile)).split(/\r?\n/)[0]).toMatch(/vendor/i);
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
