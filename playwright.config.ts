import { defineConfig } from '@playwright/test';

/** Credentials of the throwaway server the browser tests run against. */
export const E2E_USER = 'e2e-user';
export const E2E_PASSWORD = 'e2e-password-123';
/** The console's first admin, created by the server at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN_EMAIL = 'admin@e2e.pitlane.example';
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-123';
const port = Number(process.env.E2E_PORT ?? 5055);

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder at start: one per port keeps side-by-side suites apart.
  outputDir: `test-results/${port}`,
  // Tests of one file run in order in one worker; files share the server and run two at a time, so a
  // file never relies on data another file changes. E2E_WORKERS=1 runs them one after another.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'ci-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium refuses some ports outright (5060/5061 are SIP): let it reach whichever one the server runs on.
        `--explicitly-allowed-ports=${port}`,
      ],
    },
  },
  webServer: {
    command: 'tsx tests/e2e/server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_USERNAME: E2E_USER,
      SITE_PASSWORD: E2E_PASSWORD,
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // Per port: browser suites on different ports never share a simulator port or overwrite each other's build.
      VENDOR_SIM_PORT: String(port + 1000),
      WEB_DIST: port === 5055 ? 'dist/web' : `dist/web-${port}`,
    },
  },
});
