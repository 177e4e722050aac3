/**
 * Lighthouse (mobile emulation, default simulated throttling) on Debian's Chromium, as a logged-in
 * visitor: the session cookie and the "authenticated" flag the app keeps in localStorage are set
 * first, and kept between runs, while the HTTP cache is emptied before every page (a cold visit).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageScore {
  path: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Ids of the accessibility audits that failed. */
  accessibilityFailures: string[];
}

export interface LighthouseSession {
  measure(path: string): Promise<PageScore>;
  close(): Promise<void>;
}

async function signIn(page: Page, origin: string, cookie: { name: string; value: string }): Promise<void> {
  await page.browserContext().setCookie({ name: cookie.name, value: cookie.value, domain: new URL(origin).hostname, path: '/', httpOnly: true });
  // Any same-origin document will do to reach localStorage; the health probe is the lightest.
  await page.goto(`${origin}/api/health`);
  await page.evaluate(() => localStorage.setItem('isAuthenticated', 'true'));
}

/** Keeps each page's full Lighthouse report (JSON, viewable at googlechrome.github.io/lighthouse/viewer). */
function saveReport(reportDir: string, pagePath: string, report: string | string[]): void {
  mkdirSync(reportDir, { recursive: true });
  const name = pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(path.join(reportDir, `${name}.json`), Array.isArray(report) ? (report[0] ?? '') : report);
}

export async function openLighthouse(
  origin: string,
  cookie: { name: string; value: string },
  reportDir: string,
  chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
): Promise<LighthouseSession> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const page = await browser.newPage();
  await signIn(page, origin, cookie);
  const cdp = await page.createCDPSession();

  /** One cold visit to the page. */
  async function run(pagePath: string) {
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(
      `${origin}${pagePath}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    return result;
  }

  async function measure(pagePath: string): Promise<PageScore> {
    let result = await run(pagePath);
    // Seen now and then: NO_NAVSTART, no navigation in the recorded trace. A recording fault, not
    // the page's; every figure of such a run is missing, and Lighthouse asks to be run again.
    for (let retry = 1; result.lhr.runtimeError && retry <= 2; retry += 1) {
      console.log(`  ${pagePath}: Lighthouse could not record the load (${result.lhr.runtimeError.code}); measuring it again`);
      result = await run(pagePath);
    }
    saveReport(reportDir, pagePath, result.report);
    const { categories, audits } = result.lhr;
    const accessibilityRefs = categories.accessibility?.auditRefs ?? [];
    return {
      path: pagePath,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      accessibilityFailures: accessibilityRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    };
  }

  return {
    measure,
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}
