/**
 * The basket end to end: a guide's "Price this job for my car" fills it, /basket shows the three plans
 * with Buy links that are tracked click-outs; and the same page works with JavaScript off. The
 * assistant's "Build a basket" fills it with a job's parts; lines go to "Saved for later" and back,
 * and the parts saved with the heart are listed there too.
 */
import { expect, type Locator, type Page } from '@playwright/test';
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

/** Asks the knowledge base's assistant panel and waits for its answer. */
async function askAssistant(page: Page, question: string): Promise<Locator> {
  await page.goto('/knowledge-base');
  await waitForApp(page);
  const panel = page.getByRole('region', { name: 'AI Repair Assistant' });
  await panel.getByLabel('Your repair question').fill(question);
  await panel.getByRole('button', { name: 'Ask' }).click();
  const answer = panel.getByRole('article', { name: 'Answer' });
  await expect(answer).toBeVisible();
  return answer;
}

test('an assistant answer → “Build a basket” → the job’s parts in the basket with its quantities', async ({ page }) => {
  const answer = await askAssistant(page, 'what oil for a 2009 335i');
  await expect(answer.getByText(/2 × 5 L/).first()).toBeVisible();
  await answer.getByRole('button', { name: 'Build a basket' }).click();
  // The comparison still shows, and the header counts the job: two bottles of oil and one filter kit.
  await expect(answer.getByRole('status').filter({ hasText: 'Added 2 parts to your basket' })).toBeVisible();
  await expect(answer.getByRole('region', { name: 'Basket comparison' }).getByRole('table')).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('3');
  // Hiding and showing the comparison again adds nothing more.
  await answer.getByRole('button', { name: 'Hide basket' }).click();
  await answer.getByRole('button', { name: 'Build a basket' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('3');

  await answer.getByRole('link', { name: 'Open your basket' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  const lines = page.getByRole('heading', { name: 'In your basket' }).locator('xpath=..').getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: /Engine Oil, 5 Liter/ }).getByLabel('Qty')).toHaveValue('2');
  await expect(lines.filter({ hasText: /Oil Filter Kit/ }).getByLabel('Qty')).toHaveValue('1');
  await expect(page.getByTestId('plan-total-optimal')).toHaveText(/\$\d/);
  await expect(page.getByTestId('plan-inexact-optimal')).toHaveCount(0);
});

test('save for later and back, and a part saved with the heart moved into the basket', async ({ page }) => {
  const answer = await askAssistant(page, 'front brake job 2009 bmw 328i');
  const sensorHref = await answer.getByRole('link', { name: /Brake Pad Wear Sensor/ }).first().getAttribute('href');
  await answer.getByRole('button', { name: 'Build a basket' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('3');
  await answer.getByRole('link', { name: 'Open your basket' }).click();
  await expect(page).toHaveURL(/\/basket$/);

  const basketLines = page.getByRole('heading', { name: 'In your basket' }).locator('xpath=..').getByRole('listitem');
  const saved = page.getByRole('list', { name: 'Saved for later' }).getByRole('listitem');
  await expect(basketLines).toHaveCount(3);
  await page.getByRole('button', { name: /^Save for later .*Brake Pad Wear Sensor/ }).click();
  await expect(page.getByRole('heading', { name: 'Saved for later' })).toBeVisible();
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText('Brake Pad Wear Sensor');
  await expect(basketLines).toHaveCount(2);
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  await saved.first().getByRole('button', { name: /^Move to basket/ }).click();
  await expect(basketLines).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Saved for later' })).toHaveCount(0);

  // A part saved with the heart is in the same list: out of the basket first, then hearted on its page.
  await page.getByRole('button', { name: /^Remove .*Brake Pad Wear Sensor/ }).click();
  await expect(basketLines).toHaveCount(2);
  await page.goto(sensorHref!);
  await waitForApp(page);
  await page.getByRole('button', { name: /^Save .*Brake Pad Wear Sensor.* to Saved parts$/ }).first().click();
  await expect(page.getByRole('button', { name: 'Saved — remove from saved parts' }).first()).toBeVisible();
  await page.goto('/saved');
  await expect(page.getByRole('link', { name: 'Saved for later' })).toHaveAttribute('href', '/basket#saved');
  await page.goto('/basket#saved');
  await waitForApp(page);
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText('Saved with the heart');
  await saved.first().getByRole('button', { name: /^Move to basket/ }).click();
  await expect(basketLines).toHaveCount(3);
  await expect(page.getByTestId('basket-count')).toHaveText('3');
  await expect(basketLines.filter({ hasText: 'Brake Pad Wear Sensor' })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Saved for later' })).toHaveCount(0);
  await page.goto('/saved');
  await waitForApp(page);
  await expect(page.getByText('No saved parts yet.')).toBeVisible();
});
