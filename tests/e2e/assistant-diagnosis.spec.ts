import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { loggedInTest as test, setGarage } from './helpers';

/**
 * A diagnosis in the repair assistant panel, against the real server with its demo catalog and
 * knowledge base: the car understood, the likely causes in order with their checks, parts that fit,
 * the guide, and "Build a basket" comparing those parts across shops.
 */

const SEARCH_URL = '**/api/knowledge-base/search';
const assistantPanel = (page: Page) => page.getByRole('region', { name: 'AI Repair Assistant' });

async function ask(page: Page, question: string) {
  const panel = assistantPanel(page);
  await panel.getByLabel('Your repair question').fill(question);
  const sent = page.waitForRequest(SEARCH_URL);
  await panel.getByRole('button', { name: 'Ask' }).click();
  const request = await sent;
  const answer = panel.getByRole('article', { name: 'Answer' });
  await expect(answer).toBeVisible();
  return { answer, body: request.postDataJSON() as { query: string; vehicle?: unknown } };
}

test.describe('a diagnosis in the assistant panel', () => {
  test('misfire on a 2011 A4: causes in order with checks, fitting parts, the guide, and a basket across shops', async ({ page }) => {
    await page.goto('/knowledge-base');
    const { answer } = await ask(page, 'misfire on my 2011 Audi A4 2.0T');

    await expect(answer.getByTestId('answer-vehicle')).toContainText('2011 Audi A4 (B8) 2.0T, EA888 Gen 1/2 engine');
    const causes = answer.getByRole('list', { name: 'Likely causes' }).getByRole('listitem');
    await expect(causes).toHaveCount(4);
    await expect(causes.nth(0)).toContainText('ignition coil');
    await expect(causes.nth(0)).toContainText('high likelihood');
    await expect(causes.nth(0)).toContainText(/Check: Swap the coil/);
    await expect(causes.nth(1)).toContainText('spark plugs');
    await expect(answer.locator('[data-difficulty]')).not.toHaveText('Unknown');

    const partLinks = answer.locator('a[href^="/product/"]');
    await expect(partLinks.first()).toContainText(/Ignition Coil for Audi\/VW 2\.0 TFSI EA888/);
    await expect(answer.getByText(/1\.8T/)).toHaveCount(0);
    const guideLinks = answer.getByRole('link', { name: /EA888.*Spark Plugs and Coil Packs/ });
    await expect(guideLinks).toHaveCount(2);
    for (const link of await guideLinks.all()) await expect(link).toHaveAttribute('href', '/guides/vag-ea888-spark-plugs-coils');

    const partCount = await answer.getByRole('heading', { name: 'Recommended Parts' }).locator('xpath=..').getByRole('link').count();
    await answer.getByRole('button', { name: 'Build a basket' }).click();
    const basket = answer.getByRole('region', { name: 'Basket comparison' });
    await expect(basket.getByRole('table')).toBeVisible();
    // One row per part, one column per shop, a total per shop, the best shop and the best total overall.
    expect(partCount).toBeGreaterThan(1);
    await expect(basket.getByRole('rowheader').getByRole('link')).toHaveCount(partCount);
    await expect(basket.getByRole('columnheader').nth(1)).not.toBeEmpty();
    await expect(basket.getByRole('row', { name: /Shop total/ })).toContainText(/\$\d[\d,]*\.\d{2}/);
    await expect(basket.getByTestId('basket-best-total')).toContainText(/\$\d[\d,]*\.\d{2}/);
    await expect(basket.getByTestId('basket-best-shop')).toContainText(/Best single shop: .+\$\d|No single shop/);
    // The causes, the vehicle line and the basket table pass the same accessibility checks as every page.
    const axe = await new AxeBuilder({ page }).include('[aria-label="Answer"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    await answer.getByRole('button', { name: 'Hide basket' }).click();
    await expect(basket).toHaveCount(0);
  });

  test('with no car named and none chosen, it asks for the vehicle instead of guessing', async ({ page }) => {
    await page.goto('/knowledge-base');
    const { answer, body } = await ask(page, 'clunk from the front over bumps');
    expect(body).toEqual({ query: 'clunk from the front over bumps' });
    await expect(answer.getByRole('note')).toContainText('Which car is it?');
    await expect(answer.getByRole('list', { name: 'Likely causes' }).getByRole('listitem').first()).toContainText('sway bar');
    await expect(answer.locator('a[href^="/product/"]')).toHaveCount(0);
    await expect(answer.getByRole('button', { name: 'Build a basket' })).toHaveCount(0);
  });

  test('answers for the garage vehicle when the question names no car', async ({ page, context, baseURL }) => {
    await setGarage(context, baseURL!, [{ make: 'bmw', year: 2009, model: '3-series-e90' }]);
    await page.goto('/knowledge-base');
    await expect(assistantPanel(page).getByTestId('assistant-garage-vehicle')).toContainText('2009 BMW 3 Series (E90)');
    const { answer, body } = await ask(page, 'clunk from the front over bumps');
    expect(body).toEqual({ query: 'clunk from the front over bumps', vehicle: { make: 'bmw', model: '3-series-e90', year: 2009 } });
    await expect(answer.getByTestId('answer-vehicle')).toContainText('For your chosen vehicle: 2009 BMW 3 Series (E90)');
    await expect(answer.getByRole('note')).toHaveCount(0);
    await expect(answer.locator('a[href^="/product/"]').first()).toContainText('E90');
  });
});
