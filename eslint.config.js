import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
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
    },
  },
  {
    // The pure business rules know nothing of React or Firebase (conventions.md, rule 1).
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-[^/]+|firebase|@firebase/[^/]+|@mantine/[^/]+)(/.*)?$',
              message: 'src/domain is pure: no React, Mantine or Firebase.',
            },
            {
              regex: '^(@/|(\\.\\./)+)(features|app|firebase|components|lib|hooks|i18n)(/.*)?$',
              message: 'src/domain imports nothing from the layers above it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Screens never talk to Firebase directly: only src/firebase and features/*/api do (rule 3).
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/firebase/**',
      'src/features/*/api/**',
      'src/domain/**',
      'src/testing/**',
      'src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(firebase|@firebase/[^/]+)(/.*)?$',
              message: 'Import Firebase only in src/firebase or features/*/api.',
            },
          ],
        },
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
