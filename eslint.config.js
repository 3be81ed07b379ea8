import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './scripts/eslint/no-import-cycle.mjs';

// Import boundaries (docs/architecture.md, "How the code is layered": the import flow, and "One
// seam": the Firebase SDK only in src/firebase and the bootstrap) are written as
// no-restricted-imports patterns. ESLint replaces a rule's options when a later block sets the same
// rule, so every block below lists all the patterns that apply to its files instead of adding to an
// earlier block.

/** The browser SDK (`firebase`, `firebase/*`, `@firebase/*`), not firebase-admin or firebase-functions. */
const FIREBASE_SDK = '^(firebase|@firebase/[^/]+)(/.*)?$';
const seamMessage =
  'One seam: Firestore, Storage, Auth and Functions calls live in src/firebase/ (one module per collection or concern). Import from "@/firebase/…" instead.';
const noFirebase = { regex: FIREBASE_SDK, message: seamMessage };
/** Where the SDK may be imported: the seam itself and the app's bootstrap. */
const firebaseAllowed = ['src/firebase/**', 'src/main.tsx'];

/** Relative imports that climb out of a folder `depth` levels below the boundary root. */
const climbingOut = (depth, message) => ({
  regex: `^(\\.\\./){${depth + 1},}`,
  message,
});

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureMessage =
  'A feature does not import another feature: move what both need to src/components, src/hooks, src/lib or src/domain.';

/** Blocks for one feature: no other feature, no climbing out with ../, no Firebase SDK. */
function featureBlocks(feature) {
  const root = `src/features/${feature}`;
  const shared = [
    { regex: `^@/features/(?!${feature}/)`, message: featureMessage },
    climbingOut(1, `${featureMessage} Reach outside the feature with "@/".`),
  ];
  const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    { files: [`${root}/**/*.{ts,tsx}`], rules: restrict([...shared, noFirebase]) },
    {
      // Files directly in the feature folder leave it with a single ../
      files: [`${root}/*.{ts,tsx}`],
      rules: restrict([climbingOut(0, featureMessage), ...shared, noFirebase]),
    },
  ];
}

const domainMessage =
  'src/domain is pure TypeScript: it imports nothing but zod and other domain modules.';
const domainOnlyZod = { regex: '^(?!\\.{1,2}/|zod$|@/domain/)', message: domainMessage };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'test-results',
      '.cache',
      'functions/lib',
      'functions/node_modules',
      'node_modules',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // No import cycles, not even type-only or lazy ones (docs/architecture.md, "No import cycles").
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { local },
    rules: {
      'local/no-import-cycle': ['error', { root: import.meta.dirname, aliases: { '@/': 'src' } }],
    },
  },
  {
    // One seam: only src/firebase (and the bootstrap) imports the Firebase SDK, statically or
    // lazily (docs/architecture.md, "One seam"). tests/, scripts/ and functions/ are outside src/.
    files: ['src/**/*.{ts,tsx}'],
    ignores: firebaseAllowed,
    rules: {
      'no-restricted-imports': ['error', { patterns: [noFirebase] }],
      'no-restricted-syntax': [
        'error',
        // The same packages as FIREBASE_SDK (esquery ends a regex at its first slash: \x2F).
        { selector: 'ImportExpression[source.value=/^@?firebase($|\\x2F)/]', message: seamMessage },
        // Mantine's autosize measures each box in a layout effect as the page starts, a forced
        // layout of the whole page (docs/performance.md, "Blocking time of the report form").
        {
          selector: "JSXOpeningElement[name.name='Textarea'] > JSXAttribute[name.name='autosize']",
          message:
            'Use GrowingTextarea (src/components/forms): the browser sizes it (field-sizing).',
        },
      ],
    },
  },
  ...features.flatMap(featureBlocks),
  {
    // The pure business rules know nothing of React, Firebase or the app (rule 1).
    files: ['src/domain/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [domainOnlyZod, climbingOut(0, domainMessage)] },
      ],
    },
  },
  {
    files: ['src/domain/*/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [domainOnlyZod, climbingOut(1, domainMessage)] },
      ],
    },
  },
  {
    // Unit test files share their worker's module graph (vite.config.ts, isolate: false), where a
    // module mock would not apply: they spy on the module's exports instead.
    files: ['src/**/*.test.{ts,tsx}', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Unit tests share one module graph per worker: replace an export with vi.spyOn in beforeEach (vite.config.ts).',
        })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
  },
);
