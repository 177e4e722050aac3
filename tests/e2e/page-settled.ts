import { expect, type Page } from '@playwright/test';

/**
 * Waits until a page has drawn its data: the network is quiet and no loading indicator is left
 * (page chunks show a "Loading…" status, data sections show skeletons marked aria-busy).
 */
export async function waitForPageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => {
    // A page that keeps a connection open (live prices) never goes idle; the checks below still apply.
  });
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
