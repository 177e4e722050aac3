import { expect, type Page } from '@playwright/test';
import { loggedInTest as test } from './helpers';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).locator(':scope > li');

test.describe('search understands the words', () => {
  test('says what it searched for after a correction, and searches the words as typed on request', async ({ page }) => {
    await page.goto('/search?q=brkae+pads');
    const line = page.getByTestId('corrected-query');
    await expect(line).toHaveText('Showing results for brake pads — search instead for brkae pads');
    await expect(line.locator('strong')).toHaveText('brake pads');
    await expect(results(page).first()).toContainText(/Brake Pad/);

    await line.getByRole('link', { name: 'brkae pads' }).click();
    await expect(page).toHaveURL(/literal=true/);
    await expect(page.getByTestId('corrected-query')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /No parts found/ })).toBeVisible();
  });

  test('shows the vehicle read from the words as a chip, and its ✕ takes it out', async ({ page }) => {
    await page.goto('/search?q=brake+pads+for+my+2015+BMW+M3');
    const chip = page.getByTestId('vehicle-chip');
    await expect(chip).toContainText('2015 BMW M3 (F80)');
    await expect(chip).toContainText('from your search');
    await expect(chip).toContainText('✕');
    await expect(results(page)).not.toHaveCount(0);
    for (const name of await results(page).getByRole('heading').allTextContents()) expect(name).toMatch(/M3 F80/);

    await chip.getByRole('link', { name: 'Remove vehicle 2015 BMW M3 (F80)' }).click();
    await expect(page).toHaveURL(/\/search\?q=brake\+pads(&|$)/);
    await expect(page.getByTestId('vehicle-chip')).toHaveCount(0);
  });

  test('offers the models the words could mean, and one chosen narrows the search to it', async ({ page }) => {
    await page.goto('/search?q=m3+brake+pads');
    const choices = page.getByRole('navigation', { name: 'Which model?' });
    expect(await choices.getByRole('link').count()).toBeGreaterThan(1);
    await choices.getByRole('link', { name: 'BMW M3 (E46) 2001–2006' }).click();
    // "m3" stays in the words: it names the part's own model too.
    await expect(page).toHaveURL(/\/search\?q=m3\+brake\+pads&make=bmw&model=m3-e46$/);
    await expect(page.getByTestId('vehicle-chip')).toContainText('(from your vehicle selection)');
    await expect(page.getByRole('navigation', { name: 'Which model?' })).toHaveCount(0);
    await expect(results(page)).not.toHaveCount(0);
  });

  test('arrives with the correction and the chip in the first HTML', async ({ page }) => {
    const response = await page.request.get('/search?q=brkae+pads+for+my+2015+bmw+m3');
    const html = await response.text();
    expect(html).toContain('Showing results for');
    expect(html).toContain('2015 BMW M3 (F80)');
  });
});
