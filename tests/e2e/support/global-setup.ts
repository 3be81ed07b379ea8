import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, preview, type Plugin } from 'vite';
import { seedScaleItems } from './scale-hotel';
import { E2E_PORT } from './server';

const outDir = path.resolve(`.cache/e2e-dist-${E2E_PORT}`);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/**
 * The built app's files (not the HTML pages, which firebase.json's Hosting rules choose:
 * scripts/lib/hosting-preview.mjs, a plugin of vite.config.ts), read once and sent from
 * memory as they are. Vite's preview gzips every response again, at level 6: for the few hundred
 * page loads of a run that was some 15 processor-seconds of the runner's, for a server on
 * localhost that needs no compression.
 */
function filesFromMemory(dir: string): Plugin {
  return {
    name: 'e2e-files-from-memory',
    configurePreviewServer(server) {
      const files = new Map<string, { body: Buffer; type: string }>();
      for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        const type = TYPES[path.extname(name)];
        if (!type) continue;
        const url = `/${name.split(path.sep).join('/')}`;
        files.set(url, { body: readFileSync(path.join(dir, name)), type });
      }
      server.middlewares.use((request, response, next) => {
        const file = files.get((request.url ?? '').split('?')[0] ?? '');
        if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
          next();
          return;
        }
        response.setHeader('Content-Type', file.type);
        response.setHeader('Content-Length', file.body.length);
        response.end(request.method === 'HEAD' ? undefined : file.body);
      });
    },
  };
}

/**
 * Builds the app against the emulators (VITE_* come from emulators-exec), writes the items
 * of the dashboard-scale test's hotel, and serves the app for the whole run; Playwright calls the
 * returned function when the run ends.
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
  // Written before the workers start, with the triggers off (its own file says why).
  await seedScaleItems();
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { port: E2E_PORT, strictPort: true, host: 'localhost' },
    plugins: [filesFromMemory(outDir)],
  });
  return () => server.close();
}
