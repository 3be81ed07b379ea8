/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development and in the browser tests the Hosting rewrite of /api/session (firebase.json) is
// played by this proxy to the session function in the Functions emulator.
const functionsPort = process.env.VITE_FUNCTIONS_EMULATOR_PORT ?? '5001';
const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-lost-and-found';
const sessionProxy = {
  '/api/session': {
    target: `http://127.0.0.1:${functionsPort}`,
    rewrite: () => `/${projectId}/us-central1/session`,
  },
};

// Ports are fixed (README lists them): the app is always http://localhost:5173.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true, host: 'localhost', proxy: sessionProxy },
  preview: { port: 4173, strictPort: true, proxy: sessionProxy },
  build: { sourcemap: true },
  test: {
    environment: 'jsdom',
    globals: false,
    include: ['src/**/*.test.{ts,tsx}', 'functions/src/**/*.test.ts'],
    setupFiles: ['src/testing/setup-tests.ts'],
    css: false,
    restoreMocks: true,
  },
});
