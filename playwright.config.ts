import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium.mjs';
import { BASE_URL } from './tests/e2e/support/server';

// Browser tests: the built app on the seeded emulators, in the Debian Chromium's old headless shell
// (never a downloaded one; scripts/lib/chromium.mjs). Run through
// `node scripts/emulators-exec.mjs --seed` (npm test does, see scripts/emulator-tiers.mjs);
// CHROME_PATH names another Chromium (`npm run setup` installs the headless shell).
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  // tests/support (firebase-admin fixtures shared with the emulator tier) imports the app's '@/'.
  tsconfig: './tsconfig.base.json',
  globalSetup: './tests/e2e/support/global-setup.ts',
  outputDir: 'test-results/e2e-artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two files at a time: most of a browser test is waiting for the emulators and the functions,
  // so two cores carry two of them. Files do not share rows they change
  // (tests/e2e/support/accounts.ts); the tests of one file run in order.
  workers: 2,
  fullyParallel: false,
  // One retry: the browser tier shares two cores with the emulators and Chromium, and a slow
  // moment can miss a wait. A real failure fails twice; the report names every flaky test.
  retries: 1,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: findChromium({ headlessShell: true }),
      args: [...CHROMIUM_ARGS],
    },
    // A failed test is run again with a trace (DOM snapshots, network, console) of every context,
    // kept under test-results/e2e-artifacts (`npx playwright show-trace <file>` opens it). Tracing
    // every first run cost a quarter of the tier's time; a real failure fails on its retry too.
    trace: 'on-first-retry',
    // The app's service worker (docs/offline.md) is blocked except in the tests of it
    // (tests/e2e/offline*.test.ts), so that no other test is served from its cache.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
});
