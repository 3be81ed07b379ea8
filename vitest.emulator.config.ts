import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testFilesContaining } from './scripts/lib/test-files.mjs';

// Tests that need the Firebase emulators: run through `node scripts/emulators-exec.mjs`.
// Two groups run side by side, each one file at a time: the Firestore rules tests (every file built
// on rulesTestEnvironment) on their own project of the emulator (tests/support/rules.ts), and
// everything on the app's project (the functions, their triggers, the data layer, the Storage
// rules), whose files empty and seed it.
const RULES_TESTS = testFilesContaining(['tests/rules'], 'rulesTestEnvironment(');

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One retry, as in the browser tier (playwright.config.ts): these tests share two cores and the
    // emulators with Chromium and the browser tests, and a loaded machine can make one slow in ways
    // a test cannot wait for (the Firestore emulator's lock timeouts, a stream slow to open). A test
    // that passes on its retry is listed in the summary ("passed on retry"); a real failure fails
    // twice. Each retry runs the file's beforeEach again, so it starts from the same data.
    retry: 1,
    maxWorkers: 2,
    // A group's files run one after another in one worker that keeps its modules (firebase-admin,
    // the Firebase SDK, the rules test library) instead of importing them again per file (the tier
    // alone, five runs each: 95–111 → 83–100 s). Every file sets up the data it needs; shuffled
    // file orders pass too (`sequence.shuffle.files`).
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'firestore rules', include: RULES_TESTS, fileParallelism: false },
      },
      {
        extends: true,
        test: {
          name: 'app project',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**', ...RULES_TESTS],
          fileParallelism: false,
        },
      },
    ],
  },
});
