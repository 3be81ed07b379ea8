// Why no tool does this: the browser benchmarks build, serve and launch the same way; written once
// for them.
// What the browser benchmarks (bench-dashboard, bench-guest) share: the app built (and served by
// vite preview for bench-dashboard; bench-guest serves it through the Hosting emulator), and a
// headless Chromium.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

/** The benchmarks' Chromium (installed if missing, as findChromium does), with extra flags. */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: findChromium({ install: true }),
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/**
 * A production build of the app (with its prerendered guest pages) in outDir. In a process of its
 * own: the prerender step imports the app's Firebase module, which in the benchmark's process would
 * pick up the benchmark's own Firebase app (getApps) and refuse to initialise Firestore again.
 */
export async function buildApp({ root, outDir }) {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  execFileSync(
    process.execPath,
    [
      vite,
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      outDir,
      '--emptyOutDir',
      // BENCH_UNMINIFIED=1: readable function names in traces and profiles (slower to parse).
      ...(process.env.BENCH_UNMINIFIED ? ['--minify', 'false'] : []),
    ],
    { cwd: root, stdio: 'inherit' },
  );
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
