import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_HOST, E2E_PORT } from './e2e/support/e2e-env.ts';

const CI = Boolean(process.env.CI);
/** Debian's Chromium (CI installs it); Playwright's own browser download is not available here. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: CI ? 1 : undefined,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
      // This machine has no network beyond loopback: without these Chromium keeps dialling out.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // The e-notary device check opens the camera: a fake one, without a permission prompt.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    // The full borrower journey once more at a phone's size, touch and user agent: the rest of
    // the suite stays on the desktop, so the run grows by one spec, not by half.
    {
      name: 'phone',
      testMatch: /journey\/borrower-reaches-funded-line\.spec\.ts$/,
      use: {
        ...devices['iPhone 13'],
        defaultBrowserType: 'chromium',
        viewport: { width: 390, height: 844 },
      },
    },
  ],
  webServer: {
    // The built app on a fresh DATA_DIR (scripts/e2e-server.mjs builds the web app if stale).
    command: 'node scripts/e2e-server.mjs',
    url: `${E2E_BASE_URL}/healthz`,
    // E2E_REUSE_SERVER=1 runs the specs against a server already started on E2E_PORT (local work).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      HOST: E2E_HOST,
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      // Every spec registers its own users from one address.
      RATE_LIMITS: 'off',
      // The journey specs walk applications through the step jobs, with vendors answering quickly.
      JOBS: 'on',
      SANDBOX_VENDOR_DELAY_MS: '300',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  },
});
