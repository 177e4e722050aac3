import { expect, type Page } from '@playwright/test';
import { loggedInTest as test, waitForApp } from './helpers';

const listbox = (page: Page, fieldId: string) => page.locator(`#${fieldId}-suggestions`);

test.describe('search suggestions as you type', () => {
  // Each test types, waits for suggestions and navigates several times: three times the usual budget.
  test.slow();
  test('the results page box lists grouped suggestions, and a vehicle chosen by keyboard becomes the chip', async ({ page }) => {
    await page.goto('/search?q=oil+filter');
    await waitForApp(page);
    const field = page.getByRole('combobox', { name: 'Part name or number' });
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await field.fill('bmw e9');

    const list = listbox(page, 'results-search');
    await expect(list).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveAttribute('aria-controls', 'results-search-suggestions');
    const vehicles = list.getByRole('group', { name: 'Vehicles' });
    const e90 = vehicles.getByRole('option', { name: /^BMW 3 Series \(E90\)/ });
    await expect(e90).toBeVisible();

    // Arrow down to the E90: the field keeps focus and names the highlighted option.
    const options = list.getByRole('option');
    const position = (await options.allTextContents()).findIndex((label) => label.startsWith('BMW 3 Series (E90)'));
    expect(position).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= position; i++) await field.press('ArrowDown');
    await expect(e90).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await e90.getAttribute('id'))!);
    await expect(field).toBeFocused();

    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=BMW\+3\+Series\+E90/);
    const chip = page.getByTestId('vehicle-chip');
    await expect(chip).toContainText('BMW 3 Series (E90)');
    await expect(chip).toContainText('from your search');
    await expect(list).toBeHidden();
  });

  test('Escape closes the list and Enter then searches the words as typed', async ({ page }) => {
    await page.goto('/search?q=oil+filter');
    await waitForApp(page);
    const field = page.getByRole('combobox', { name: 'Part name or number' });
    await field.fill('brake p');
    await expect(listbox(page, 'results-search').getByRole('option', { name: 'Front Brake Pad Set' })).toBeVisible();
    await field.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=brake\+p(&|$)/);
  });

  test('the home page box offers parts and part numbers, and a click searches the chosen part', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const field = page.locator('#hero-search-term');
    await expect(field).toHaveAttribute('role', 'combobox');
    await field.fill('34112977');
    const list = listbox(page, 'hero-search-term');
    await expect(list.getByRole('group', { name: 'Part numbers' }).getByRole('option', { name: /^34 11 2 977 375 — Front Brake Rotor Pair/ })).toBeVisible();

    await field.fill('brake p');
    const parts = list.getByRole('group', { name: 'Parts and categories' });
    await parts.getByRole('option', { name: 'Front Brake Pad Set' }).click();
    await expect(page).toHaveURL(/\/search\?q=Front\+Brake\+Pad\+Set/i);
  });
});
