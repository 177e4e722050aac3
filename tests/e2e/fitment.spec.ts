import { expect } from '@playwright/test';
import { loggedInTest as test, waitForApp } from './helpers';

/** A 2018 BMW M3 (F80): decoded offline on the server from NHTSA's vPIC data. */
const M3_VIN = 'WBS8M9C58J5K98765';

test.describe('fitment: My Garage by VIN and fit verdicts', () => {
  test('a VIN on the home page puts the car in My Garage; parts say whether they fit it; search shows the garage chip', async ({ page, request }) => {
    // One long journey across five pages on a shared machine.
    test.setTimeout(120_000);
    // Two parts of the demo catalog: one made for the M3 (F80), one for the 3 Series (F30) only.
    const makes = (await (await request.get('/api/makes')).json()) as { id: number; slug: string }[];
    const bmw = makes.find((m) => m.slug === 'bmw')!;
    const models = (await (await request.get(`/api/models/${bmw.id}`)).json()) as { id: number; slug: string }[];
    const m3 = models.find((m) => m.slug === 'm3-f80')!;
    const fitting = (await (await request.get('/api/parts/search?make=bmw&model=m3-f80&year=2018&q=brake')).json()).parts[0] as { slug: string; fitsVehicle: boolean };
    expect(fitting.fitsVehicle).toBe(true);
    const f30Parts = (await (await request.get('/api/parts/search?make=bmw&model=3-series-f30&year=2016&q=brake&pageSize=50')).json()).parts as { slug: string }[];
    let other: string | undefined;
    for (const part of f30Parts) {
      const detail = await (await request.get(`/api/parts/slug/${part.slug}?modelId=${m3.id}&year=2018`)).json();
      if (detail.fitsVehicle === false) {
        other = part.slug;
        break;
      }
    }
    expect(other).toBeDefined();

    await page.context().clearCookies({ name: 'pitlane_garage' });
    await page.goto('/');
    await waitForApp(page);
    const vinForm = page.getByRole('main').getByRole('form', { name: 'Find your car by VIN' });
    await vinForm.getByLabel('VIN').fill(M3_VIN);
    await vinForm.getByRole('button', { name: 'Decode VIN' }).click();
    await expect(vinForm.getByRole('status')).toContainText('Added 2018 BMW M3 (F80) to My Garage.');

    // The header's garage names the car, on every page.
    const garageButton = page.getByRole('banner').getByRole('button', { name: /My Garage/ });
    await expect(garageButton).toContainText('2018 BMW M3');
    await garageButton.click();
    await expect(page.getByRole('list', { name: 'Vehicles in My Garage' })).toContainText('2018 BMW M3');

    // The first HTML already carries the verdict: the server read the garage cookie.
    const fitsHtml = await (await page.context().request.get(`/product/${fitting.slug}`)).text();
    expect(fitsHtml).toContain('Fits your 2018 BMW M3');

    await page.goto(`/product/${fitting.slug}`);
    await expect(page.getByTestId('fit-verdict')).toContainText('Fits your 2018 BMW M3');
    await page.goto(`/product/${other}`);
    const verdict = page.getByTestId('fit-verdict');
    await expect(verdict).toContainText('Does not fit your 2018 BMW M3');
    await expect(verdict).toContainText('Fits: BMW 3 Series (F30)');

    // Report wrong fitment: stored for the operators' review queue.
    await waitForApp(page);
    await verdict.getByRole('button', { name: 'Report wrong fitment' }).click();
    await verdict.getByLabel("What is wrong with this part's fitment?").fill('My M3 has the same calipers as this car.');
    await verdict.getByRole('button', { name: 'Send report' }).click();
    await expect(verdict.getByRole('status')).toContainText('Thanks');

    // Search applies the garage vehicle as a removable chip that says where it came from.
    await page.goto('/search?q=brake');
    const chip = page.getByRole('group', { name: 'Filter: 2018 BMW M3' });
    await expect(chip).toContainText('From My Garage');
    // One chip for the vehicle: not a second one from the search's own reading of it.
    await expect(page.getByTestId('vehicle-chip')).toHaveCount(0);
    // Another car named in the words is the one searched for, in place of the garage's.
    await page.goto('/search?q=brake+pads+for+my+2008+bmw+e90');
    await expect(page.getByTestId('vehicle-chip')).toContainText('2008 BMW 3 Series (E90)');
    await expect(page.getByTestId('vehicle-chip')).toContainText('from your search');
    await expect(page.getByRole('group', { name: 'Filter: 2018 BMW M3' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^View Deals for / }).first()).toBeVisible();
    // The sidebar's selector no longer shows the garage car as the one searched for.
    await expect(page.locator('#results-vehicle-model')).toHaveValue('');
    await expect(page.locator('#results-vehicle-year')).toHaveValue('');
    await page.goto('/search?q=brake');
    await expect(page.getByText('Fits your 2018 BMW M3').first()).toBeVisible();
    await waitForApp(page);
    await chip.getByRole('button', { name: 'Remove 2018 BMW M3' }).click();
    await expect(chip).toHaveCount(0);
    await expect(page.getByText('Fits your 2018 BMW M3')).toHaveCount(0);
  });

  test('a bad VIN is refused with its reason; a car we do not carry is said plainly', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const vinForm = page.getByRole('main').getByRole('form', { name: 'Find your car by VIN' });
    await vinForm.getByLabel('VIN').fill('WBS8M9C58J5K9876I');
    await vinForm.getByRole('button', { name: 'Decode VIN' }).click();
    await expect(vinForm.getByRole('status')).toContainText('A VIN never contains the letters I, O or Q');
    await vinForm.getByLabel('VIN').fill('KM8K2CAB4PU001140');
    await vinForm.getByRole('button', { name: 'Decode VIN' }).click();
    await expect(vinForm.getByRole('status')).toContainText('We do not carry parts for the 2023 Hyundai Kona yet; choose your vehicle with the selector.');
  });
});
