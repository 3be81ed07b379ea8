// What the browser benchmarks (bench-dashboard, bench-guest) share: the app built (and served by
// vite preview for bench-dashboard; bench-guest serves it through the Hosting emulator), and a
// headless Chromium.
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

/** A production build of the app (with its prerendered guest pages) in outDir. */
export async function buildApp({ root, outDir }) {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
}

/**
 * A production build of the app in outDir, served by vite preview on port: what the browser
 * benchmarks measure. Close the returned server when done.
 */
export async function buildAndPreview({ root, outDir, port }) {
  await buildApp({ root, outDir });
  return preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true },
  });
}
