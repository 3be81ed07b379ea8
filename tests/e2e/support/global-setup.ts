import path from 'node:path';
import { build, preview, type PreviewServer } from 'vite';

// 5174, shifted like the emulator ports so that two runs can share a machine.
export const E2E_PORT = 5174 + (Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0);
const outDir = path.resolve(`.cache/e2e-dist-${E2E_PORT}`);

let server: PreviewServer | undefined;

/** Builds the app against the emulators (VITE_* come from emulators-exec) and serves it. */
export async function setup() {
  if (process.env.VITE_USE_EMULATORS !== 'true') {
    throw new Error(
      'Browser tests run inside `node scripts/emulators-exec.mjs --seed` (see npm test).',
    );
  }
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
  server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { port: E2E_PORT, strictPort: true, host: 'localhost' },
  });
}

export async function teardown() {
  await server?.close();
}
