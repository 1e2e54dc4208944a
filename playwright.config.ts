import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
// The staff console (issue 24), started by `npm start` beside the site; its specs open it by this URL.
const CONSOLE_PORT = Number(process.env.E2E_CONSOLE_PORT ?? 3101);
process.env.E2E_CONSOLE_URL ??= `http://localhost:${CONSOLE_PORT}`;
// The client secret of the stack under test (npm start would generate one; the specs that ask the
// API for a token directly — the dealer system's price push — need to know it). Set once in the
// runner's process; the test workers inherit it.
process.env.E2E_CLIENT_SECRET ??= randomBytes(24).toString('base64url');

/**
 * Browser tests in Debian's Chromium (never a downloaded browser), against the real stack started
 * by `npm start` on its own ports, over a fresh embedded database.
 */
export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // Notifications are granted up front, so the notification offer on a booking's or an order's
    // outcome (shown only while the choice is undecided) stays out of tests about other things;
    // push.spec.ts starts undecided on purpose.
    permissions: ['notifications'],
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Tests tagged @mobile run on the phone only; @both on both sizes; the rest on the desktop only.
  projects: [
    { name: 'desktop', grepInvert: /@mobile\b/, use: { viewport: { width: 1366, height: 800 } } },
    {
      name: 'phone',
      grep: /@mobile\b|@both\b/,
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      CONSOLE_PORT: String(CONSOLE_PORT),
      DATA_DIR: join(tmpdir(), `kemudi-e2e-${process.pid}`),
      LOG_LEVEL: 'warn',
      OAUTH_CLIENT_SECRET: process.env.E2E_CLIENT_SECRET,
      // The seed describes 22 November 2026: pin the API's "today" so promo windows stay valid.
      FIXED_NOW: '2026-11-22T10:00:00+07:00',
      // bookings.spec.ts: the dealer system's T-CARE report (issue 13) needs a dealer key.
      DEALER_API_KEY: process.env.DEALER_API_KEY ?? 'e2e-dealer-key-kemudi-0001',
      // Every browser of the run is 127.0.0.1: per-address limits would pool them all. The
      // per-phone code cooldown and hourly cap stay on (tests use a fresh phone each).
      RATE_LIMITS: 'off',
      // push.spec.ts: the API may deliver to the test's local stand-in push service (plain http is
      // allowed for a loopback host outside production only).
      PUSH_ENDPOINT_HOSTS: 'fcm.googleapis.com,updates.push.services.mozilla.com,.notify.windows.com,.push.apple.com,127.0.0.1',
    },
  },
});
