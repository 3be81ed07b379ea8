import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, preview } from 'vite';
import { E2E_PORT } from './server';

const outDir = path.resolve(`.cache/e2e-dist-${E2E_PORT}`);

/**
 * Builds the app against the emulators (VITE_* come from emulators-exec) and serves it for the
 * whole run; Playwright calls the returned function when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.VITE_USE_EMULATORS !== 'true') {
    throw new Error(
      'Browser tests run inside `node scripts/emulators-exec.mjs --seed` (see npm test).',
    );
  }
  // npm test builds it beside the emulator tier (scripts/checks-lane.mjs, E2E_PREBUILT); a build
  // that failed there left no index.html, and is made here.
  const prebuilt = process.env.E2E_PREBUILT === '1' && existsSync(path.join(outDir, 'index.html'));
  if (!prebuilt) {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
  }
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { port: E2E_PORT, strictPort: true, host: 'localhost' },
  });
  return () => server.close();
}
