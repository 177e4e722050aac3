/**
 * The basket end to end: a guide's "Price this job for my car" fills it, /basket shows the three plans
 * with Buy links that are tracked click-outs; and the same page works with JavaScript off.
 */
import { expect } from '@playwright/test';
import { loggedInTest as test, waitForApp } from './helpers';

test('a guide → “Price this job for my car” → the basket → a Buy link', async ({ page }) => {
  await page.goto('/guides/bmw-oil-change');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Price this job for my car' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByRole('heading', { name: 'Your basket', level: 1 })).toBeVisible();
  // The guide's two filter kits (no garage car, so both), priced delivered three ways.
  await expect(page.getByRole('heading', { name: 'In your basket' })).toBeVisible();
  for (const title of ['Cheapest delivered', 'One shop', 'Each part at its cheapest']) await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText(/^[1-9]\d*$/);

  const optimal = page.locator('[data-plan="optimal"]');
  const buy = optimal.getByRole('link', { name: /^Buy/ }).first();
  const href = await buy.getAttribute('href');
  expect(href).toMatch(/^\/go\/\d+\?from=basket$/);
  const clickOut = await page.request.get(href!, { maxRedirects: 0 });
  expect(clickOut.status()).toBe(302);
  expect(clickOut.headers().location).toMatch(/^https?:\/\//);
});

test('the basket works without JavaScript: drawn in the first HTML, changed by forms', async ({ browser, page }) => {
  const state = await page.context().storageState();
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: state });
  const noJs = await context.newPage();
  await noJs.goto('/guides/bmw-oil-change');
  await noJs.getByRole('button', { name: 'Price this job for my car' }).click();
  await expect(noJs).toHaveURL(/\/basket$/);
  await expect(noJs.getByTestId('plan-total-optimal')).toBeVisible();
  const before = await noJs.getByTestId('plan-total-optimal').textContent();

  const quantity = noJs.getByLabel('Qty').first();
  await quantity.fill('3');
  await noJs.getByRole('button', { name: /^Update/ }).first().click();
  await expect(noJs).toHaveURL(/\/basket$/);
  await expect(noJs.getByLabel('Qty').first()).toHaveValue('3');
  await expect(noJs.getByTestId('plan-total-optimal')).not.toHaveText(before!);

  await noJs.getByRole('button', { name: /^Save for later/ }).first().click();
  await expect(noJs.getByRole('heading', { name: 'Saved for later' })).toBeVisible();
  await noJs.getByRole('button', { name: /^Move to basket/ }).click();
  await expect(noJs.getByRole('heading', { name: 'Saved for later' })).toHaveCount(0);
  await context.close();
});
