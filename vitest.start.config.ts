import { defineConfig } from 'vitest/config';

// The test of `npm start` itself (scripts/lib/start-signals.test.ts): it starts the emulators three
// times, so it runs on its own beside the emulator and browser tiers (scripts/test-all.mjs), not
// with the unit tests (vite.config.ts leaves it out).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['scripts/lib/start-signals.test.ts'],
    testTimeout: 15 * 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
