import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { emulatorPorts } from './scripts/lib/emulator-ports.mjs';
import { hostingPreview } from './scripts/lib/hosting-preview.mjs';
import { prerenderGuestPages } from './scripts/lib/prerender.mjs';
import { DEMO_PROJECT_ID } from './src/firebase/config.ts';
import { pickPart, type LocalePart } from './src/i18n/locale-parts.ts';

/**
 * `npm run dev` (the development server) talks to the emulators of `npm run emulators`, at the same
 * EMULATOR_PORT_OFFSET, unless the environment names others (npm start, the browser tests and the
 * emulator scripts set every VITE_* variable themselves). Set before Vite reads the environment.
 */
function developmentEmulators(): void {
  const ports = emulatorPorts(Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0);
  process.env.VITE_USE_EMULATORS ??= 'true';
  process.env.VITE_AUTH_EMULATOR_PORT ??= String(ports.auth);
  process.env.VITE_FIRESTORE_EMULATOR_PORT ??= String(ports.firestore);
  process.env.VITE_FUNCTIONS_EMULATOR_PORT ??= String(ports.functions);
  process.env.VITE_STORAGE_EMULATOR_PORT ??= String(ports.storage);
}

// In development and in the browser tests the Hosting rewrite of /api/session (firebase.json) is
// played by this proxy to the session function in the Functions emulator.
function sessionProxy() {
  const functionsPort = process.env.VITE_FUNCTIONS_EMULATOR_PORT ?? '5001';
  const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
  return {
    '/api/session': {
      target: `http://127.0.0.1:${functionsPort}`,
      rewrite: () => `/${projectId}/us-central1/session`,
    },
  };
}

/** Unit tests outside .tsx files that need a DOM or the loaded translations (setup-tests.ts). */
const DOM_TESTS = [
  'src/hooks/**/*.test.ts',
  'src/i18n/**/*.test.ts',
  'src/domain/matching/explain.test.ts',
  'src/app/router-prefetch.test.ts',
];

// Pure tests run in Node; only components, hooks and translations get a DOM (jsdom costs about a
// second per file to set up). Files share their worker's modules and jsdom (`isolate: false`:
// importing React, Mantine and Firebase again for each file was most of the tier's time, 47 → 24 s).
// So a test replaces what it must with `vi.spyOn` on the module's export, made in beforeEach and
// restored before the next test (`restoreMocks`), never with `vi.mock`, which applies only to a
// fresh module graph (eslint.config.js refuses it in unit tests).
function unitTestProjects(): TestProjectInlineConfiguration[] {
  return [
    {
      extends: true,
      test: {
        name: 'node',
        environment: 'node',
        include: ['src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        // npm start's own test starts the emulators: it runs on its own (vitest.start.config.ts).
        exclude: [...DOM_TESTS, 'scripts/lib/start-signals.test.ts'],
        isolate: false,
      },
    },
    {
      extends: true,
      test: {
        name: 'dom',
        environment: 'jsdom',
        setupFiles: ['src/testing/setup-tests.ts'],
        include: ['src/**/*.test.tsx', ...DOM_TESTS],
        isolate: false,
        // A form test types into a whole Mantine form (6 s for the slowest on a quiet machine):
        // beside the other tiers it got a tenth of a core and passed 30 s in CI. The limit still
        // catches a hang.
        testTimeout: 120_000,
      },
    },
  ];
}

const VISUALIZER = 'rollup-plugin-visualizer';

/** The chunks of src/app/routes/hotel/staff-screens.ts and the dashboard's prefetch. */
const STAFF_CHUNKS = /(^|\/)(staff-screens|prefetch)-[\w-]+\.js$/;

/**
 * `./locales/en.json?part=guest` (or `staff`): the sections of that part of a locale file
 * (src/i18n/locale-parts.ts) as a module. Resolved to an id of its own (`\0`: no other plugin
 * touches it), so that Vite's JSON handling never sees the part.
 */
function localeParts(): PluginOption {
  const REQUEST = /^(.*\/locales\/[A-Za-z-]+)\.json\?part=(guest|staff)$/;
  const ID = /^\0locale-part:(.+)\.(guest|staff)$/;
  return {
    name: 'locale-parts',
    enforce: 'pre',
    // The id is the locale file with the part for its extension (its chunk is en.guest-….js): an
    // id ending in .json would go to Vite's JSON handling.
    resolveId(source, importer) {
      const match = REQUEST.exec(source);
      if (!match || !importer) return null;
      const file = fileURLToPath(new URL(match[1], pathToFileURL(importer)));
      return `\0locale-part:${file}.${match[2]}`;
    },
    load(id) {
      const match = ID.exec(id);
      if (!match) return null;
      const file = `${match[1]}.json`;
      const part = match[2] as LocalePart;
      this.addWatchFile(file);
      const resources = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      // JSON.parse of a string literal: parsed faster than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(pickPart(resources, part)))});`;
    },
  };
}

/**
 * Mantine's `useId` replaced by src/app/stubs/mantine-use-id.ts in the browser build: the same id
 * as Mantine's first render, without its swap to a random id after mount (a synchronous second
 * render of every field of a hydrated page). The build fails if @mantine/hooks stops importing
 * it from the file this expects, rather than shipping the swap again unnoticed.
 */
function mantineStableIds(): PluginOption {
  const STUB = fileURLToPath(new URL('./src/app/stubs/mantine-use-id.ts', import.meta.url));
  let replaced = false;
  return {
    name: 'mantine-stable-ids',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './use-id/use-id.mjs' || !importer?.includes('/@mantine/hooks/')) return null;
      replaced = true;
      return STUB;
    },
    buildEnd(error) {
      const ssr = this.environment.config.consumer === 'server';
      if (!error && !ssr && !replaced)
        this.error(
          "@mantine/hooks no longer imports './use-id/use-id.mjs': update mantineStableIds",
        );
    },
  };
}

/** The build fails if the staff screens' chunk is no longer named so that STAFF_CHUNKS finds it. */
function staffChunkNamed(): PluginOption {
  return {
    name: 'staff-chunk-named',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer === 'server') return;
      const named = (file: string) => STAFF_CHUNKS.test(file) && file.includes('staff-screens-');
      if (!Object.keys(bundle).some(named))
        this.error('The staff screens have no chunk that STAFF_CHUNKS names: update it');
    },
  };
}

/**
 * The staff's installed app (docs/offline.md, "Installed and offline"): a web app manifest and a
 * Workbox service worker made at build time (vite-plugin-pwa). It precaches the staff shell
 * (app.html, firebase.json's rewrite of every staff address) and the built scripts and styles,
 * so a staff screen opens with no network once the app has been opened; the prerendered guest
 * pages are not precached and their addresses always go to the network (new languages and
 * deployments show at once). The app registers it for signed-in staff only, after load
 * (src/lib/service-worker.ts); a new worker waits for the person to reload ('prompt').
 */
// Workbox tests these against the path and the query string together: each allows a query
// string, or the manifest's start address (`/login?app`), the dashboard's tab (`?tab=`) and the
// labels' `?ids=` would go to the network and not open offline.
const STAFF_NAVIGATIONS = [
  /^\/login(\?.*)?$/,
  /^\/invitation(\?.*)?$/,
  /^\/[^/]+\/(admin|settings|found-items(\/[^?]*)?|police-handovers(\/[^/?]+)?|matches\/[^/?]+(\/paperwork)?|lost-items\/[^/?]+)(\?.*)?$/,
];

function installableApp(): PluginOption {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // After the guest pages are prerendered (app.html is written then).
    integration: { closeBundleOrder: 'post' },
    includeAssets: ['app-icon.svg', 'favicon.svg'],
    manifest: {
      name: 'Lost & Found',
      short_name: 'Lost & Found',
      description: 'Hotel lost and found: register found items, even offline.',
      // The login page sends someone still signed in straight to their hotel (routes/login.tsx).
      start_url: '/login?app',
      scope: '/',
      display: 'standalone',
      theme_color: '#1c7ed6',
      background_color: '#ffffff',
      icons: [
        { src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['app.html', 'assets/**/*.{js,css,woff2}', 'app-icon.svg', 'favicon.svg'],
      // The chunk with Firestore is about 1 MB before compression.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      // Hashed names: the name is the version.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: '/app.html',
      navigateFallbackAllowlist: STAFF_NAVIGATIONS,
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
    },
  });
}

// Ports are fixed (README lists them): the app is always http://localhost:5173.
export default defineConfig(async ({ command, mode, isPreview }) => {
  if (command === 'serve' && !isPreview && mode === 'development') developmentEmulators();
  // Every build prerenders the guest pages after the browser build (scripts/lib/prerender.mjs);
  // `vite preview` serves the build by firebase.json's Hosting rules (scripts/lib/hosting-preview.mjs).
  const plugins: PluginOption[] = [
    react(),
    localeParts(),
    mantineStableIds(),
    staffChunkNamed(),
    prerenderGuestPages(),
    installableApp(),
    hostingPreview(fileURLToPath(new URL('.', import.meta.url))),
  ];
  if (mode === 'analyze') {
    // `npm run build -- --mode analyze`: a treemap of the bundle with gzip sizes, written to
    // .cache/bundle-report.html (devDependency rollup-plugin-visualizer).
    const { visualizer } = (await import(/* @vite-ignore */ VISUALIZER)) as {
      visualizer: (options: Record<string, unknown>) => PluginOption;
    };
    plugins.push(
      visualizer({
        filename: '.cache/bundle-report.html',
        template: 'treemap',
        gzipSize: true,
        title: 'Lost & Found bundle',
      }),
    );
  }
  return {
    plugins,
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
        // Firestore's regex engine, used only by Pipelines (see src/app/stubs/re2js.ts).
        {
          find: /^re2js$/,
          replacement: fileURLToPath(new URL('./src/app/stubs/re2js.ts', import.meta.url)),
        },
        // React Router's package exports only its development build (dev warnings on); the
        // production build it ships alongside is the one a phone should download.
        ...(command === 'build'
          ? [
              {
                find: /^react-router$/,
                replacement: fileURLToPath(
                  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
                ),
              },
              {
                find: /^react-router\/dom$/,
                replacement: fileURLToPath(
                  new URL(
                    './node_modules/react-router/dist/production/dom-export.mjs',
                    import.meta.url,
                  ),
                ),
              },
            ]
          : []),
      ],
    },
    server: { port: 5173, strictPort: true, host: 'localhost', proxy: sessionProxy() },
    preview: { port: 4173, strictPort: true, proxy: sessionProxy() },
    build: {
      // Maps are written for decoding stack traces but not referenced from the bundles, and
      // firebase.json keeps them out of Hosting, so the sources are not published.
      sourcemap: 'hidden' as const,
      // Vite adds a <link rel=modulepreload> for each chunk a lazy import needs, so that they are
      // all fetched at once rather than a level at a time. Not for the staff screens and the
      // dashboard's first query: opened from the HTTP cache (a reload, a second tab), their
      // ~50 links cost a new tab more main-thread time than the module loader's own discovery
      // (docs/performance.md, "One chunk for the staff screens"). Guest pages keep them all.
      modulePreload: {
        // No polyfill for `<link rel="modulepreload">`: every browser the guest pages target has it
        // (Safari from 17); an older one loads the same modules as the entry imports them, a round
        // trip later. The polyfill was 0.4 KB gz of every page's entry script, and `/` is at its
        // budget (docs/performance.md, "Blocking time of the report form").
        polyfill: false,
        resolveDependencies: (file: string, deps: string[], { hostType }: { hostType: string }) =>
          hostType === 'js' && STAFF_CHUNKS.test(file) ? [] : deps,
      },
      // Flags stay files the browser fetches when a flag is shown, not data URLs inside the
      // JavaScript of the country pickers (270 flags would add about 100 KB gz to the form).
      assetsInlineLimit: (file: string) => (file.includes('/flag-icons/') ? false : undefined),
    },
    test: {
      globals: false,
      css: false,
      // npm test runs these beside the emulator and browser tiers at a lower priority
      // (scripts/checks-lane.mjs), where a test can get a tenth of a core for seconds: time limits
      // catch a hang, not a slow machine (a DOM test's waits: src/testing/setup-tests.ts).
      testTimeout: 30_000,
      restoreMocks: true,
      // The app's modules configure Firebase when imported (src/firebase/app.ts): the emulators'
      // demo project, which no unit test reaches (what would call it is spied).
      env: { VITE_USE_EMULATORS: 'true' },
      projects: unitTestProjects(),
    },
  };
});
