import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: Chromium (playwright-core) against the built app on the seeded emulators.
// Run through `node scripts/emulators-exec.mjs --seed` (npm test does).
export default defineConfig({
  // tests/support (firebase-admin fixtures shared with the emulator tier) imports the app's '@/'.
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two files at a time, each with its own Chromium: most of a browser test is waiting for the
    // emulators and the functions, so two cores carry two of them. Files do not share rows they
    // change (see tests/e2e/support/accounts.ts).
    fileParallelism: true,
    maxWorkers: 2,
    // One retry: the browser tier shares two cores with the emulators and Chromium, and a slow
    // moment can miss a wait. A real failure fails twice; vitest reports every retried test.
    retry: 1,
  },
});
