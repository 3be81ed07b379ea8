import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import local from './no-import-cycle.mjs';

// `npm run lint` fails on an import cycle (eslint.config.js, local/no-import-cycle): these
// modules, written to a folder of their own, are linted with that rule alone.
const FILES: Record<string, string> = {
  // A type-only cycle: entities ↔ disposition, as src/domain had.
  'src/entities.ts': "import type { Kind } from './kind';\nexport interface Item { kind: Kind }\n",
  'src/kind.ts':
    "import type { Item } from './entities';\nexport type Kind = 'a' | 'b';\nexport const first = (items: Item[]) => items[0];\n",
  // A lazy cycle through an alias: the router loads the login screen, which imports the router.
  'src/router.ts': "export const routes = [() => import('@/login')];\n",
  'src/login.ts': "import { routes } from './router';\nexport const count = routes.length;\n",
  // No cycle: a chain that ends, and an import of a package.
  'src/top.ts':
    "import { below } from './below';\nimport { z } from 'zod';\nexport const top = [below, z];\n",
  'src/below.ts': 'export const below = 1;\n',
};

let root = '';
let eslint: ESLint;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'no-import-cycle-'));
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local },
        rules: { 'local/no-import-cycle': ['error', { root, aliases: { '@/': 'src' } }] },
      },
    ],
  });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function problems(name: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(root, name)]);
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('local/no-import-cycle', () => {
  it('fails on a cycle of type-only imports, on both sides', async () => {
    expect(await problems('src/entities.ts')).toEqual([
      'local/no-import-cycle: Import cycle: src/entities.ts → src/kind.ts → src/entities.ts. ' +
        'Move what both modules need below them.',
    ]);
    expect(await problems('src/kind.ts')).toHaveLength(1);
  });

  it('fails on a cycle closed by a dynamic import through the @/ alias', async () => {
    expect(await problems('src/router.ts')).toEqual([
      'local/no-import-cycle: Import cycle: src/router.ts → src/login.ts → src/router.ts. ' +
        'Move what both modules need below them.',
    ]);
  });

  it('passes imports that do not come back, and packages', async () => {
    expect(await problems('src/top.ts')).toEqual([]);
    expect(await problems('src/below.ts')).toEqual([]);
  });
});
