/**
 * Keyboard users must see where they are: every stop the Tab key reaches on the key pages draws a
 * focus indicator (an outline or a ring). axe cannot check this, so it is walked here.
 */
import { expect } from '@playwright/test';
import { loggedInTest as test } from './helpers';
import { waitForPageSettled } from './page-settled';

const TAB_STOPS = 40;

for (const url of ['/', '/search?q=brake+pads', '/knowledge-base']) {
  test(`every Tab stop on ${url} shows focus`, async ({ page }) => {
    await page.goto(url);
    await waitForPageSettled(page);
    const unmarked: string[] = [];
    for (let stop = 0; stop < TAB_STOPS; stop += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const ringed = style.boxShadow !== 'none';
        const label = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
        return { visible: outlined || ringed, label };
      });
      if (focus && !focus.visible) unmarked.push(focus.label);
    }
    expect(unmarked, `${url}: focus not visible on`).toEqual([]);
  });
}
