import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests that need the Firebase emulators: run through `node scripts/emulators-exec.mjs`.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
