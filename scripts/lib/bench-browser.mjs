// What the browser benchmarks (bench-dashboard, bench-guest) share: the app built and served by
// vite preview, and a headless Chromium.
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

/** The benchmarks' Chromium (installed if missing, as findChromium does), with extra flags. */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: findChromium({ install: true }),
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/**
 * A production build of the app in outDir, served by vite preview on port: what the browser
 * benchmarks measure. Close the returned server when done.
 */
export async function buildAndPreview({ root, outDir, port }) {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
  return preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true },
  });
}
