import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page } from '@playwright/test';
import { CONTACT_SUCCESS_MESSAGE, WAITLIST_MESSAGES } from '../../src/shared/schemas/content';
import { loggedInTest as test, waitForApp } from './helpers';

/** The content pages: about, contact, legal, vendors, how it works and the rest of the footer. */

interface VendorRow {
  id: number;
  name: string;
  logo: string;
  website: string;
  hasStorePickup: boolean;
}

async function apiJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

async function downloadedText(download: Download): Promise<string> {
  return readFile((await download.path())!, 'utf8');
}

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' });

/** Page, its h1, and strings that must be on it. */
const PAGES: { path: string; h1: string | RegExp; strings: string[] }[] = [
  {
    path: '/how-it-works',
    h1: 'The right part at the best price, in three steps',
    strings: ['Search for Parts', 'Compare Prices', 'Buy Directly from the Retailer'],
  },
  { path: '/vendors', h1: 'Verified Retailer Network', strings: ['All retailers'] },
  {
    path: '/contact',
    h1: 'Contact Us',
    strings: ['Mon-Fri 9AM-6PM EST', 'We reply within 24 hours.', 'support@pitlane.parts'],
  },
  {
    path: '/your-genius',
    h1: /Your Genius/,
    strings: ['Four specialists, one assistant', 'Join the Your Genius waitlist', 'Step-by-step guidance'],
  },
  {
    path: '/faq',
    h1: 'Frequently Asked Questions',
    strings: ['General', 'Parts & Ordering', 'Technical Support', 'Application Overview Slides'],
  },
  {
    path: '/shipping',
    h1: 'Shipping Information',
    strings: [
      '3-7 business days',
      '1-3 business days',
      'Available from local vendors in select metro areas',
      'Store pickup',
      'Shipped by freight',
      'Availability varies',
      'Restricted',
      'Tracking is provided by the vendors.',
    ],
  },
  {
    path: '/returns',
    h1: 'Returns & Refunds',
    strings: [
      'review the vendor’s return policy before you buy',
      '30-90 day return window',
      'Electrical components',
      'Core exchange',
      'Custom orders',
      'Fluids & consumables',
      'Get an RMA number',
      'Usually accepted',
      'Possibly rejected',
      'Refunds take 5-10 business days',
      'Restocking fees are typically 15-25%',
      'Our support team can help with disputes',
    ],
  },
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    strings: ['Last updated: June 2025', 'Information we collect', 'Data portability', 'Cookies', 'We respond within 48 hours.'],
  },
  {
    path: '/terms',
    h1: 'Terms of Service',
    strings: [
      'Last updated: June 2025',
      'Acceptance of terms',
      'Prohibited activities',
      'Limitation of liability',
      'accounts can be deleted at any time',
      'We respond within 5 business days.',
    ],
  },
  { path: '/sitemap', h1: 'Sitemap', strings: ['Main Pages', 'Vehicle Makes', 'Part Categories', 'Knowledge Base Guides', 'Help & Support'] },
  { path: '/pitch-deck', h1: 'Pitlane Pitch Deck', strings: ['1 / 10', 'Find the right part at the best price'] },
  { path: '/download-pitch-deck', h1: 'Download the Pitch Deck', strings: ['pitlane-pitch-deck.md', 'pitlane-pitch-deck.txt'] },
  { path: '/download-slides', h1: 'Application Overview Slides', strings: ['Convert it to PDF by printing'] },
  { path: '/test-vendors', h1: 'Vendor Test', strings: ['Showing 3 of 9 vendors'] },
  { path: '/vendor-button-test', h1: 'Vendor Button Test', strings: ['Showing 3 of 9 vendors'] },
  { path: '/product-test', h1: 'Product Test', strings: ['Showing 3 of 9 vendors'] },
];

test.describe('content pages render', () => {
  for (const { path, h1, strings } of PAGES) {
    test(`${path}: one h1, its key strings, title and description`, async ({ page }) => {
      await page.goto(path);
      await expect(heading(page)).toHaveText(h1);
      await expect(heading(page)).toHaveCount(1);
      for (const text of strings) await expect(page.getByRole('main').getByText(text, { exact: false }).first()).toBeVisible();
      await expect(page).toHaveTitle(/\| Pitlane$/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      expect(description!.length).toBeLessThanOrEqual(160);
    });
  }
});

test.describe('/how-it-works and /your-genius links', () => {
  test('"Start Searching" goes to /', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('link', { name: 'Start Searching' })).toHaveAttribute('href', '/');
  });

  test('Your Genius shows four expert profiles and links to /search and /how-it-works', async ({ page }) => {
    await page.goto('/your-genius');
    const experts = page.getByRole('region', { name: 'Four specialists, one assistant' }).getByRole('listitem');
    await expect(experts).toHaveCount(4);
    for (const name of ['Max', 'Greta', 'Enzo', 'Kenji']) {
      await expect(experts.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/search"]')).toHaveCount(1);
    await expect(main.locator('a[href="/how-it-works"]')).toHaveCount(1);
  });
});

test.describe('/vendors', () => {
  test('one card per vendor with logo, badges, live figures and a new-tab website link', async ({ page }) => {
    const vendors = await apiJson<VendorRow[]>(page, '/api/vendors');
    const stats = await apiJson<{ vendorId: number; partsListed: number }[]>(page, '/api/vendors/stats');
    expect(vendors.length).toBeGreaterThan(0);
    await page.goto('/vendors');

    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(vendors.length);
    await expect(page.getByText('Verified Vendor', { exact: true })).toHaveCount(vendors.length);
    await expect(page.getByText('Store Pickup Available', { exact: true })).toHaveCount(vendors.filter((v) => v.hasStorePickup).length);

    for (const vendor of vendors.slice(0, 3)) {
      const card = page.getByRole('article', { name: vendor.name, exact: true });
      await expect(card.getByRole('img', { name: `${vendor.name} logo` })).toHaveAttribute('src', vendor.logo);
      const visit = card.getByRole('link', { name: /Visit Website/ });
      await expect(visit).toHaveAttribute('href', vendor.website);
      await expect(visit).toHaveAttribute('target', '_blank');
      await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
      const listed = stats.find((s) => s.vendorId === vendor.id)!.partsListed;
      await expect(card.getByRole('definition').first()).toHaveText(listed.toLocaleString('en-US'));
      await expect(card.getByText('Prices updated')).toBeVisible();
    }
  });

  test('four skeleton cards while the list loads', async ({ page }) => {
    // The first page comes from the server with its list; a page reached inside the app loads it.
    await page.goto('/contact');
    await waitForApp(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/vendors', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vendors' }).click();
    await expect(page.getByTestId('vendor-card-skeleton')).toHaveCount(4);
    release();
    await expect(page.getByTestId('vendor-card-skeleton')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
});

test.describe('/contact', () => {
  test('offers the six inquiry types with readable labels, "general" first', async ({ page }) => {
    await page.goto('/contact');
    const select = contactForm(page).getByLabel('Inquiry type');
    await expect(select).toHaveValue('general');
    await expect(select.locator('option')).toHaveText([
      'General Question',
      'Parts Inquiry',
      'Vendor Information',
      'Technical Support',
      'Business Partnerships',
      'Feedback',
    ]);
  });

  test('required fields, "Sending...", a success toast and a cleared form', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    const send = form.getByRole('button', { name: 'Send Message' });
    await send.click();
    for (const [label, message] of [
      ['Full name', 'Full name is required'],
      ['Email', 'Email is required'],
      ['Message', 'Message is required'],
    ] as const) {
      const alert = form.getByRole('alert').filter({ hasText: message });
      await expect(alert).toBeVisible();
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(await field.getAttribute('aria-describedby')).toContain(await alert.getAttribute('id'));
    }
    await expect(form.getByLabel('Full name')).toBeFocused();

    await form.getByLabel('Full name').fill('Ada Driver');
    await expect(page.getByText('Full name is required')).toHaveCount(0);
    await form.getByLabel('Email').fill('not-an-email');
    await send.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Phone').fill('+1 555 0100');
    await form.getByLabel('Inquiry type').selectOption('parts');
    await form.getByLabel('Message').fill('Do you list the 997 Turbo intercooler hoses?');

    // Hold the request so the sending state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    const request = page.waitForRequest('**/api/contact');
    await send.click();
    const sending = form.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    expect((await request).postDataJSON()).toEqual({
      name: 'Ada Driver',
      email: 'ada@example.com',
      phone: '+1 555 0100',
      inquiryType: 'parts',
      message: 'Do you list the 997 Turbo intercooler hoses?',
      website: '',
    });
    release();

    await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();
    await expect(page.getByText(CONTACT_SUCCESS_MESSAGE, { exact: true })).toBeVisible();
    for (const label of ['Full name', 'Email', 'Phone', 'Message']) await expect(form.getByLabel(label)).toHaveValue('');
    await expect(form.getByLabel('Inquiry type')).toHaveValue('general');
    await expect(send).toBeEnabled();
  });

  test('a field the server refuses (400) is explained under that field', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByLabel('Full name').fill('Ada Driver');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Phone').fill('call me maybe');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Phone may contain only digits' })).toBeVisible();
    await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Message')).toHaveValue('Hello');
  });

  test('a rate limit (429) is told plainly and the form keeps its text', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, json: { error: 'Too many requests. Please try again in 10 minutes.' } }),
    );
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByLabel('Full name').fill('Ada Driver');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Message').fill('Hello again');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      form.getByRole('alert').filter({ hasText: 'You have sent several messages in a short time. Please try again in 10 minutes.' }),
    ).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('Hello again');
  });

  test('renders the hidden honeypot field the server checks', async ({ page }) => {
    await page.goto('/contact');
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveCount(1);
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).not.toBeInViewport();
  });
});

test.describe('/your-genius waitlist', () => {
  test('joining shows a toast; joining again is a friendly success; a bad address is explained', async ({ page }) => {
    await page.goto('/your-genius');
    const form = page.getByRole('form', { name: 'Join the Your Genius waitlist' });
    const email = form.getByLabel('Email address');
    const join = form.getByRole('button', { name: 'Join the Waitlist' });

    await email.fill('not-an-email');
    await join.click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');

    const address = `genius-${Date.now()}@example.com`;
    await email.fill(address);
    await join.click();
    await expect(page.getByText("You're on the list!", { exact: true })).toBeVisible();
    await expect(page.getByText(WAITLIST_MESSAGES.subscribed, { exact: true })).toBeVisible();
    await expect(email).toHaveValue('');

    await email.fill(address.toUpperCase());
    await join.click();
    await expect(page.getByText("You're already on the list", { exact: true })).toBeVisible();
    await expect(page.getByText(WAITLIST_MESSAGES.alreadySubscribed, { exact: true })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('/faq', () => {
  test('lists the covered brands and links "Contact Support" to /contact', async ({ page }) => {
    await page.goto('/faq');
    await page.getByText('Which car brands do you cover?').click();
    await expect(
      page.getByText(
        'BMW, Porsche, Ferrari, Lamborghini, Audi, Volkswagen, Aston Martin, Mercedes-Benz, Toyota, Lexus, Nissan, Mazda, Honda, Subaru.',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the PDF download saves the server-built overview', async ({ page }) => {
    await page.goto('/faq');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('pitlane-application-overview.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('a failed PDF download says so', async ({ page }) => {
    await page.route('**/private/slides-download', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to download PDF. Please try again.' })).toBeVisible();
  });

  test('the HTML and markdown overviews are built in the browser', async ({ page }) => {
    await page.goto('/faq');
    const [html] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download HTML' }).click()]);
    expect(html.suggestedFilename()).toBe('pitlane-application-overview.html');
    const htmlText = await downloadedText(html);
    expect(htmlText).toMatch(/^<!doctype html>/);
    expect(htmlText).toContain('Pitlane — Application Overview');

    const [markdown] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Markdown' }).click()]);
    expect(markdown.suggestedFilename()).toBe('pitlane-application-overview.md');
    const markdownText = await downloadedText(markdown);
    expect(markdownText).toMatch(/^# Pitlane — Application Overview/);
    expect(markdownText).toContain('## Business model');
  });
});

test.describe('/sitemap', () => {
  test('links makes, categories and guides from the API, sitemap.xml and contact', async ({ page }) => {
    const makes = await apiJson<{ name: string; slug: string }[]>(page, '/api/makes');
    const categories = await apiJson<{ id: number; name: string }[]>(page, '/api/categories');
    const guides = await apiJson<{ title: string; path: string }[]>(page, '/api/guides');
    await page.goto('/sitemap');

    const makesBlock = page.getByRole('region', { name: 'Vehicle Makes' });
    for (const make of makes) {
      await expect(makesBlock.getByRole('link', { name: make.name, exact: true })).toHaveAttribute('href', `/search?make=${make.slug}`);
    }
    const categoriesBlock = page.getByRole('region', { name: 'Part Categories' });
    for (const category of categories) {
      await expect(categoriesBlock.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        `/search?categoryId=${category.id}`,
      );
    }
    const guidesBlock = page.getByRole('region', { name: 'Knowledge Base Guides' });
    await expect(guidesBlock.getByRole('link')).toHaveCount(guides.length);
    for (const guide of guides) await expect(guidesBlock.locator(`a[href="${guide.path}"]`)).toHaveCount(1);

    await expect(page.getByRole('link', { name: 'View sitemap.xml' })).toHaveAttribute('href', '/sitemap.xml');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});

test.describe('/pitch-deck', () => {
  const ORDER = [
    'Pitlane',
    'The Problem',
    'The Solution',
    'The Market',
    'Product Demo',
    'Revenue Model',
    'Competition',
    'Traction',
    'Team',
    'Funding',
  ];

  test('ten slides in order; previous and next wrap around; dots jump; arrow keys move', async ({ page }) => {
    await page.goto('/pitch-deck');
    const counter = page.getByTestId('slide-counter');
    const slide = page.locator('[aria-roledescription="slide"]');
    await expect(counter).toHaveText('1 / 10');

    for (let i = 0; i < ORDER.length; i++) {
      await expect(slide).toHaveAttribute('aria-label', `${i + 1} of 10: ${ORDER[i]}`);
      await expect(counter).toHaveText(`${i + 1} / 10`);
      await page.getByRole('button', { name: 'Next slide' }).click();
    }
    await expect(counter).toHaveText('1 / 10');

    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(counter).toHaveText('10 / 10');
    await expect(slide.getByRole('heading', { name: 'Raising a $1.5M seed round' })).toBeVisible();

    const dot = page.getByRole('button', { name: 'Go to slide 5: Product Demo' });
    await dot.click();
    await expect(counter).toHaveText('5 / 10');
    await expect(dot).toHaveAttribute('aria-current', 'step');

    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('6 / 10');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('4 / 10');
  });
});

test.describe('downloads built in the browser', () => {
  test('/download-pitch-deck saves the deck as .md and .txt', async ({ page }) => {
    await page.goto('/download-pitch-deck');
    const [markdown] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .md' }).click()]);
    expect(markdown.suggestedFilename()).toBe('pitlane-pitch-deck.md');
    const md = await downloadedText(markdown);
    expect(md).toMatch(/^# Pitlane — Investor Pitch Deck/);
    expect(md.match(/^## \d+\. /gm)).toHaveLength(10);
    expect(md).toContain('## 10. Funding: Raising a $1.5M seed round');
    expect(md).toContain('3-8%');

    const [text] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .txt' }).click()]);
    expect(text.suggestedFilename()).toBe('pitlane-pitch-deck.txt');
    const txt = await downloadedText(text);
    expect(txt).toContain('SLIDE 1 / 10 — PITLANE');
    expect(txt).toContain('SLIDE 10 / 10 — FUNDING');
    expect(txt).not.toContain('**');
  });

  test('/download-slides saves the HTML overview and is kept out of search engines', async ({ page }) => {
    await page.goto('/download-slides');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download HTML Overview' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pitlane-application-overview.html');
    const html = await downloadedText(download);
    expect(html).toContain('Save as PDF');
    expect(html).toContain('@media print');

    // The tag belongs to this page only.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(heading(page)).toHaveText('Frequently Asked Questions');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});

test.describe('vendor test pages', () => {
  for (const path of ['/test-vendors', '/vendor-button-test', '/product-test']) {
    test(`${path} toggles between the first three vendors and all nine`, async ({ page }) => {
      const vendors = (await apiJson<VendorRow[]>(page, '/api/vendors')).slice(0, 9);
      await page.goto(path);
      const list = page.getByRole('main').getByRole('list').last();
      const toggle = page.getByRole('button', { name: 'Show All 9 Vendors' });
      await expect(list.getByRole('listitem')).toHaveCount(3);
      await expect(list.getByRole('listitem').first()).toContainText(vendors[0]!.name);

      await toggle.click();
      await expect(list.getByRole('listitem')).toHaveCount(9);
      await expect(page.getByText('Showing 9 of 9 vendors')).toBeVisible();
      await expect(list.getByRole('listitem').last()).toContainText(vendors[8]!.name);
      await expect(page.getByRole('button', { name: 'Show Top 3 Vendors' })).toHaveAttribute('aria-expanded', 'true');

      await page.getByRole('button', { name: 'Show Top 3 Vendors' }).click();
      await expect(list.getByRole('listitem')).toHaveCount(3);
    });
  }
});
