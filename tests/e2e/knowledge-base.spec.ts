import { expect, type Page } from '@playwright/test';
import { loggedInTest as test } from './helpers';

/**
 * The knowledge base, the repair assistant panel and the guide pages,
 * against the real server and its demo catalog. The only interception is of the assistant's answer
 * in the error tests: the server's own 400 answer is replayed, or the connection is cut.
 */

const SEARCH_URL = '**/api/knowledge-base/search';
const POPULAR_QUERIES = [
  'BMW oil change',
  'Porsche brake pad replacement',
  'Mercedes air filter replacement',
  'BMW timing belt replacement',
  '997 Turbo turbocharger replacement',
];

interface GuideCardJson {
  slug: string;
  path: string;
  title: string;
}

interface GuideJson extends GuideCardJson {
  difficulty: string;
  timeRequired: string;
  content: {
    steps: unknown[];
    tools: string[];
    parts: { name: string; link: { slug: string } | null }[];
    tips: string[];
    warnings: string[];
    sections: { kind: 'system' | 'fluid'; priority?: 'high' | 'medium' | 'low' }[];
  };
}

async function guideFromApi(page: Page, slug: string): Promise<GuideJson> {
  const response = await page.request.get(`/api/guides/${slug}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as GuideJson;
}

const assistantPanel = (page: Page) => page.getByRole('region', { name: 'AI Repair Assistant' });

/** Counts the assistant requests the page sends, to prove an empty question sends none. */
function countSearchRequests(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/knowledge-base/search')) seen.count += 1;
  });
  return seen;
}

test.describe('/knowledge-base', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/knowledge-base');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knowledge Base');
  });

  test('has one h1, a title, a description and a link to /contact', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle('Knowledge Base | Pitlane');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /repair guides/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  test('a popular-query chip runs its search and shows the answer block; Clear Results empties it', async ({ page }) => {
    const chips = page.getByRole('group', { name: 'Popular questions:' }).getByRole('button');
    await expect(chips).toHaveText(POPULAR_QUERIES);

    await chips.filter({ hasText: 'BMW oil change' }).click();
    const answer = page.getByRole('article', { name: 'Answer' });
    await expect(answer).toBeVisible();
    await expect(page.getByLabel('Ask a repair question')).toHaveValue('BMW oil change');
    await expect(answer.locator('[data-difficulty]')).toHaveText('Beginner');
    await expect(answer.getByText('45-60 minutes', { exact: true })).toBeVisible();
    await expect(answer).toContainText('25 ft-lbs (34 Nm)');

    // "BMW" names no engine, so no filter can be said to fit: the answer asks which BMW it is.
    await expect(answer).toContainText('Which BMW is it?');
    await expect(answer.locator('a[href^="/product/"]')).toHaveCount(0);
    // The guide is linked in the answer's words and under Related Guides, both times by its title.
    const guideLinks = answer.getByRole('link', { name: /^BMW Oil Change/ });
    await expect(guideLinks).toHaveCount(2);
    for (const link of await guideLinks.all()) await expect(link).toHaveAttribute('href', '/guides/bmw-oil-change');
    await expect(answer.getByRole('link', { name: '/guides/bmw-oil-change' })).toHaveCount(0);

    await answer.getByRole('button', { name: 'Clear Results' }).click();
    await expect(page.getByRole('article', { name: 'Answer' })).toHaveCount(0);
  });

  test('the search box trims, ignores an empty question and submits with Enter', async ({ page }) => {
    const requests = countSearchRequests(page);
    const box = page.getByLabel('Ask a repair question');
    await expect(box).toHaveAttribute('maxlength', '200');

    await box.fill('    ');
    await box.press('Enter');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('article', { name: 'Answer' })).toHaveCount(0);
    expect(requests.count).toBe(0);

    const sent = page.waitForRequest(SEARCH_URL);
    await box.fill('   porsche brake pads   ');
    await box.press('Enter');
    expect((await sent).postDataJSON()).toEqual({ query: 'porsche brake pads' });
    await expect(page.getByRole('article', { name: 'Answer' }).locator('[data-difficulty]')).toHaveText('Intermediate');
  });

  test('a failed page search is only logged: no message for the visitor', async ({ page }) => {
    const logged = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('Knowledge base search failed'));
    await page.route(SEARCH_URL, (route) => route.abort());
    await page.getByLabel('Ask a repair question').fill('BMW oil change');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await logged;
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
    await expect(page.getByRole('article', { name: 'Answer' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Search Error')).toHaveCount(0);
  });

  test('tabs switch between Guides, FAQ and By Vehicle, with the mouse and the arrow keys', async ({ page }) => {
    const cards = (await (await page.request.get('/api/guides')).json()) as GuideCardJson[];
    // The spec's seven guides first, then the rest of the repair guides.
    expect(cards.length).toBeGreaterThanOrEqual(30);
    expect(cards.slice(0, 7).map((c) => c.slug)).toEqual(GUIDE_FACTS.map((g) => g.slug));

    const guidesTab = page.getByRole('tab', { name: 'Guides' });
    await expect(guidesTab).toHaveAttribute('aria-selected', 'true');
    const guidesPanel = page.getByRole('tabpanel', { name: 'Guides' });
    for (const card of cards) {
      await expect(guidesPanel.getByRole('link', { name: new RegExp(`^${escapeRegExp(card.title)}`) })).toHaveAttribute('href', card.path);
    }
    await expect(guidesPanel.locator('[data-difficulty]')).toHaveCount(cards.length);
    await expect(guidesPanel.getByText('Detailed guide')).toHaveCount(cards.length);

    await page.getByRole('tab', { name: 'FAQ' }).click();
    const faqPanel = page.getByRole('tabpanel', { name: 'FAQ' });
    await expect(faqPanel.getByRole('button')).toHaveCount(5);
    await expect(guidesPanel).toBeHidden();

    // Radix tabs: the arrow key moves to the next tab and activates it.
    await page.getByRole('tab', { name: 'FAQ' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'By Vehicle' })).toBeFocused();
    const vehiclePanel = page.getByRole('tabpanel', { name: 'By Vehicle' });
    await expect(vehiclePanel).toBeVisible();

    const makes = vehiclePanel.getByRole('list', { name: 'Articles by make' }).getByRole('listitem');
    await expect(makes).toHaveText([
      /BMW\s*82 articles/,
      /Porsche\s*67 articles/,
      /Mercedes\s*74 articles/,
      /Ferrari\s*45 articles/,
      /Lamborghini\s*38 articles/,
      /Other Luxury\s*59 articles/,
    ]);
    const forums = vehiclePanel.locator('a[href^="https://"]');
    await expect(forums).toHaveCount(5);
    for (const forum of await forums.all()) {
      await expect(forum).toHaveAttribute('target', '_blank');
      await expect(forum).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const hosts = await forums.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).hostname));
    expect(hosts).toEqual(['www.bimmerforums.com', 'rennlist.com', 'mbworld.org', 'www.ferrarichat.com', 'www.lamborghini-talk.com']);
  });

  test('the FAQ accordion keeps one question open at a time and works from the keyboard', async ({ page }) => {
    await page.getByRole('tab', { name: 'FAQ' }).click();
    const questions = page.getByRole('tabpanel', { name: 'FAQ' }).getByRole('button');
    const expanded = page.getByRole('tabpanel', { name: 'FAQ' }).locator('button[aria-expanded="true"]');
    await expect(expanded).toHaveCount(0);

    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: await questions.nth(0).innerText() })).toBeVisible();

    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(expanded).toHaveCount(1);

    // A second press closes the open question.
    await questions.nth(1).click();
    await expect(expanded).toHaveCount(0);

    await questions.nth(1).focus();
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(2)).toBeFocused();
    await page.keyboard.press('End');
    await expect(questions.nth(4)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(expanded).toHaveCount(1);
  });

  test('a guide card opens its guide page', async ({ page }) => {
    await page.getByRole('tabpanel', { name: 'Guides' }).getByRole('link', { name: /^BMW Oil Change/ }).click();
    await expect(page).toHaveURL(/\/guides\/bmw-oil-change$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BMW Oil Change');
  });
});

test.describe('the assistant panel', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/knowledge-base');
    await expect(assistantPanel(page)).toBeVisible();
  });

  test('Ask is disabled while the question is empty; a question shows difficulty, time, answer, parts and guides', async ({ page }) => {
    const panel = assistantPanel(page);
    const input = panel.getByLabel('Your repair question');
    const ask = panel.getByRole('button', { name: 'Ask' });
    await expect(input).toHaveAttribute('maxlength', '200');
    await expect(ask).toBeDisabled();
    await input.fill('   ');
    await expect(ask).toBeDisabled();

    const sent = page.waitForRequest(SEARCH_URL);
    await input.fill('  How do I replace the brake pads on my Porsche 997?  ');
    await expect(ask).toBeEnabled();
    await input.press('Enter');
    expect((await sent).postDataJSON()).toEqual({ query: 'How do I replace the brake pads on my Porsche 997?' });

    const answer = panel.getByRole('article', { name: 'Answer' });
    await expect(answer).toBeVisible();
    await expect(answer.locator('[data-difficulty]')).toHaveText('Intermediate');
    await expect(answer.getByText('2-3 hours', { exact: true })).toBeVisible();
    await expect(answer).toContainText('118 ft-lbs (160 Nm)');
    await expect(answer.getByRole('heading', { name: 'Recommended Parts' })).toBeVisible();
    await expect(answer.locator('a[href^="/product/"]').first()).toContainText(/\$\d[\d,]*\.\d{2}/);
    await expect(answer.getByRole('heading', { name: 'Related Guides' })).toBeVisible();
    const guideLinks = answer.getByRole('link', { name: /^Porsche Brake Pad Replacement/ });
    await expect(guideLinks).toHaveCount(2);
    for (const link of await guideLinks.all()) await expect(link).toHaveAttribute('href', '/guides/porsche-brake-pad-replacement');
    // One answer area: the page shows this answer only.
    await expect(page.getByRole('article', { name: 'Answer' })).toHaveCount(1);
  });

  test('a 400 answer shows its error in "Search Error", and a new search replaces it', async ({ page }) => {
    // The input stops at 200 characters, so a longer question can only reach the server directly:
    // take the server's real answer to one and hand it to the panel.
    const tooLong = await page.request.post('/api/knowledge-base/search', { data: { query: 'x'.repeat(201) } });
    expect(tooLong.status()).toBe(400);
    const body = (await tooLong.json()) as { error: string };
    await page.route(SEARCH_URL, (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(body) }));

    const panel = assistantPanel(page);
    await panel.getByLabel('Your repair question').fill('BMW oil change');
    await panel.getByRole('button', { name: 'Ask' }).click();
    const error = panel.getByRole('alert');
    await expect(error).toContainText('Search Error');
    await expect(error).toContainText(body.error);

    await page.unroute(SEARCH_URL);
    await panel.getByRole('button', { name: 'Ask' }).click();
    await expect(panel.getByRole('article', { name: 'Answer' })).toBeVisible();
    await expect(panel.getByText('Search Error')).toHaveCount(0);
  });

  test('a 400 answer without an error field shows "Search failed"', async ({ page }) => {
    await page.route(SEARCH_URL, (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{}' }));
    const panel = assistantPanel(page);
    await panel.getByLabel('Your repair question').fill('BMW oil change');
    await panel.getByRole('button', { name: 'Ask' }).click();
    await expect(panel.getByRole('alert')).toContainText('Search Error');
    await expect(panel.getByRole('alert')).toContainText('Search failed');
  });

  test('a network failure shows "Unable to connect to search service"', async ({ page }) => {
    await page.route(SEARCH_URL, (route) => route.abort());
    const panel = assistantPanel(page);
    await panel.getByLabel('Your repair question').fill('BMW oil change');
    await panel.getByRole('button', { name: 'Ask' }).click();
    await expect(panel.getByRole('alert')).toContainText('Search Error');
    await expect(panel.getByRole('alert')).toContainText('Unable to connect to search service');
  });
});

/** What each guide page must show beyond the common blocks. */
const GUIDE_FACTS: { path: string; slug: string; facts: string[]; steps?: number }[] = [
  { path: '/guides/porsche-997-turbo-passenger-turbo', slug: 'porsche-997-turbo-passenger-turbo', facts: [], steps: 10 },
  { path: '/guides/bmw-oil-change', slug: 'bmw-oil-change', facts: ['3,000-5,000 miles', '25 ft-lbs (34 Nm)', '6.5-7 quarts'], steps: 9 },
  { path: '/guides/porsche-brake-pad-replacement', slug: 'porsche-brake-pad-replacement', facts: ['20,000-40,000 miles', '118 ft-lbs (160 Nm)'], steps: 12 },
  { path: '/guides/mercedes-air-filter-replacement', slug: 'mercedes-air-filter-replacement', facts: ['15,000-30,000 miles'], steps: 7 },
  { path: '/guides/ferrari-annual-maintenance', slug: 'ferrari-annual-maintenance', facts: ['12 months / 7,500 miles', 'Professional required'] },
  { path: '/guides/lamborghini-fluid-inspection', slug: 'lamborghini-fluid-inspection', facts: ['8'] },
  { path: '/bmw-timing-belts', slug: 'bmw-timing-belts', facts: [], steps: 10 },
];

test.describe('guide pages', () => {
  for (const { path, slug, facts, steps } of GUIDE_FACTS) {
    test(`${path} renders its guide, facts, blocks and links`, async ({ page }) => {
      const guide = await guideFromApi(page, slug);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(`${guide.title} | Pitlane`);

      const hero = page.getByRole('region', { name: guide.title, exact: true });
      await expect(hero.locator('[data-difficulty]')).toHaveText(guide.difficulty);
      await expect(hero).toContainText(guide.timeRequired);
      for (const fact of facts) await expect(page.getByLabel('Key facts')).toContainText(fact);

      if (steps !== undefined) {
        expect(guide.content.steps).toHaveLength(steps);
        const stepList = page.getByRole('region', { name: /^Step-by-Step Instructions/ }).getByRole('listitem');
        await expect(stepList).toHaveCount(steps);
      }
      await expect(page.getByRole('region', { name: 'Tools Required' }).getByRole('listitem')).toHaveCount(guide.content.tools.length);
      await expect(page.getByRole('region', { name: 'Pro Tips' }).getByRole('listitem')).toHaveCount(guide.content.tips.length);
      const warnings = page.getByRole('note', { name: 'Safety Warnings' });
      await expect(warnings).toContainText('Safety Warnings');
      await expect(warnings.getByRole('listitem')).toHaveCount(guide.content.warnings.length);
      const parts = page.getByRole('region', { name: 'Parts & Materials' });
      await expect(parts.locator(':scope > div > ul > li')).toHaveCount(guide.content.parts.length);
      for (const part of guide.content.parts.filter((p) => p.link)) {
        await expect(parts.locator(`a[href="/product/${part.link?.slug}"]`)).toContainText(/From \$\d[\d,]*\.\d{2}|No offers in stock/);
      }

      await expect(page.getByRole('link', { name: 'Compare Prices on Parts' })).toHaveAttribute('href', /^\/search\?q=.+/);

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"][data-page-structured-data]').textContent()) ?? '{}') as {
        '@type': string;
        name: string;
        step: unknown[];
      };
      expect(jsonLd['@type']).toBe('HowTo');
      expect(jsonLd.name).toBe(guide.title);
      expect(jsonLd.step.length).toBeGreaterThan(0);

      const back = page.getByRole('link', { name: 'Back to Knowledge Base' }).first();
      await expect(back).toHaveAttribute('href', '/knowledge-base');
      await back.click();
      await expect(page).toHaveURL(/\/knowledge-base$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knowledge Base');
    });
  }

  test('the BMW oil change links its filter kits to their catalog parts with the lowest price', async ({ page }) => {
    const guide = await guideFromApi(page, 'bmw-oil-change');
    const linked = guide.content.parts.filter((p) => p.link);
    expect(linked.length).toBeGreaterThan(0);
    await page.goto('/guides/bmw-oil-change');
    const first = page.getByRole('region', { name: 'Parts & Materials' }).locator(`a[href="/product/${linked[0]?.link?.slug}"]`);
    await expect(first).toContainText(/From \$\d[\d,]*\.\d{2}/);
  });

  test('the Ferrari checklist shows its 12 systems as a checklist', async ({ page }) => {
    await page.goto('/guides/ferrari-annual-maintenance');
    const checklist = page.getByRole('region', { name: 'Service Checklist (12 systems)' });
    await expect(checklist.getByRole('heading', { level: 3 })).toHaveCount(12);
    const firstBox = checklist.getByRole('checkbox').first();
    await firstBox.check();
    await expect(firstBox).toBeChecked();
  });

  test('the Lamborghini inspection shows 8 fluid cards with their priority badges and notes', async ({ page }) => {
    const guide = await guideFromApi(page, 'lamborghini-fluid-inspection');
    const fluids = guide.content.sections.filter((s) => s.kind === 'fluid');
    expect(fluids).toHaveLength(8);
    await page.goto('/guides/lamborghini-fluid-inspection');
    const cards = page.getByRole('region', { name: 'Fluids to Inspect (8)' }).getByRole('listitem');
    await expect(cards).toHaveCount(8);
    await expect(cards.locator('[data-priority]')).toHaveText(fluids.map((f) => `${capitalize(f.priority ?? '')} priority`));
    await expect(cards.getByText('How to check', { exact: true }).first()).toBeVisible();
    await expect(cards.getByText('Topping up', { exact: true }).first()).toBeVisible();
  });

  test('a guide beyond the route table is served at /guides/:slug with its torque figures', async ({ page }) => {
    const guide = await guideFromApi(page, 'bmw-3-series-brake-pads-rotors');
    await page.goto('/guides/bmw-3-series-brake-pads-rotors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
    const torque = page.getByRole('region', { name: 'Torque Specifications' });
    await expect(torque).toContainText('Wheel bolts');
    await expect(torque).toContainText('120 Nm (89 ft-lbs)');
  });

  test('an unknown guide path shows the not-found page', async ({ page }) => {
    await page.goto('/guides/no-such-guide');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
