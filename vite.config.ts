import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { testFilesContaining } from './scripts/lib/test-files.mjs';
import { DEMO_PROJECT_ID } from './src/firebase/config.ts';

// In development and in the browser tests the Hosting rewrite of /api/session (firebase.json) is
// played by this proxy to the session function in the Functions emulator.
const functionsPort = process.env.VITE_FUNCTIONS_EMULATOR_PORT ?? '5001';
const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
const sessionProxy = {
  '/api/session': {
    target: `http://127.0.0.1:${functionsPort}`,
    rewrite: () => `/${projectId}/us-central1/session`,
  },
};

/** Unit tests outside .tsx files that need a DOM or the loaded translations (setup-tests.ts). */
const DOM_TESTS = [
  'src/hooks/**/*.test.ts',
  'src/i18n/**/*.test.ts',
  'src/domain/matching/explain.test.ts',
];

/**
 * Test files that replace modules with `vi.mock`. A mock applies only to a fresh module graph, so
 * these run isolated (each file its own modules and DOM); every other file shares its worker's
 * modules with the files before it, which took the tier from about 68 s to 51 s (most of it was
 * importing React, Mantine and Firebase and building a jsdom again for each file; without any
 * isolated file it would be 18 s).
 */
const filesWithModuleMocks = () => testFilesContaining(['src', 'functions/src'], 'vi.mock(');

// Pure tests run in Node; only components, hooks and translations get a DOM (jsdom costs about a
// second per file to set up, which was most of the unit tier's time).
function unitTestProjects(): TestProjectInlineConfiguration[] {
  const mocked = filesWithModuleMocks();
  const node = { environment: 'node' as const };
  const dom = { environment: 'jsdom' as const, setupFiles: ['src/testing/setup-tests.ts'] };
  const isDom = (file: string) =>
    file.endsWith('.tsx') || DOM_TESTS.some((pattern) => file.startsWith(pattern.split('**')[0]));
  return [
    {
      extends: true,
      test: {
        ...node,
        name: 'node',
        include: ['src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        exclude: [...DOM_TESTS, ...mocked],
        isolate: false,
      },
    },
    {
      extends: true,
      test: {
        ...dom,
        name: 'dom',
        include: ['src/**/*.test.tsx', ...DOM_TESTS],
        exclude: mocked,
        isolate: false,
      },
    },
    {
      extends: true,
      test: {
        ...node,
        name: 'node (module mocks)',
        include: mocked.filter((file) => !isDom(file)),
      },
    },
    {
      extends: true,
      test: { ...dom, name: 'dom (module mocks)', include: mocked.filter(isDom) },
    },
  ];
}

const VISUALIZER = 'rollup-plugin-visualizer';

// Ports are fixed (README lists them): the app is always http://localhost:5173.
export default defineConfig(async ({ command, mode }) => {
  const plugins: PluginOption[] = [react()];
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
    server: { port: 5173, strictPort: true, host: 'localhost', proxy: sessionProxy },
    preview: { port: 4173, strictPort: true, proxy: sessionProxy },
    build: {
      // Maps are written for decoding stack traces but not referenced from the bundles, and
      // firebase.json keeps them out of Hosting, so the sources are not published.
      sourcemap: 'hidden' as const,
      // Flags stay files the browser fetches when a flag is shown, not data URLs inside the
      // JavaScript of the country pickers (270 flags would add about 100 KB gz to the form).
      assetsInlineLimit: (file: string) => (file.includes('/flag-icons/') ? false : undefined),
    },
    test: {
      globals: false,
      css: false,
      restoreMocks: true,
      projects: unitTestProjects(),
    },
  };
});
