import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packagesReachedFrom, staticImports } from './import-graph.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * `npm start`, `npm test` and `npm run setup` run on a fresh clone before anything is installed:
 * each installs what is missing first, so until then Node must be able to load the script without
 * node_modules. A package it imports statically (directly or through the project's own files) is
 * resolved before the script's first line runs, and the start fails with ERR_MODULE_NOT_FOUND.
 * Packages are loaded with `await import()` once the installs are done.
 */
describe('the scripts a fresh clone runs first import no package statically', () => {
  for (const script of ['scripts/start.mjs', 'scripts/test-all.mjs', 'scripts/setup.mjs']) {
    it(script, () => {
      expect(packagesReachedFrom(path.join(ROOT, script), ROOT)).toEqual([]);
    });
  }
});

describe('staticImports', () => {
  it('finds every form of static import and skips dynamic ones and comments', () => {
    const source = [
      "import fs from 'node:fs';",
      "import {\n  a,\n  b,\n} from './lib/a.mjs';",
      'import * as c from "pkg-c";',
      "import 'side-effect';",
      "export { d } from '@scope/d';",
      "export * from './e.mjs';",
      "// import x from 'commented-out';",
      "/* import y from 'also-commented'; */",
      "const later = await import('mailparser');",
      'const text = \'import z from "quoted"\';',
    ].join('\n');
    expect(staticImports(source)).toEqual([
      'node:fs',
      './lib/a.mjs',
      'pkg-c',
      'side-effect',
      '@scope/d',
      './e.mjs',
    ]);
  });

  it("follows the project's own files to the package they import", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
    writeFileSync(
      path.join(dir, 'entry.mjs'),
      "import { a } from './lib.mjs';\nawait import('late');\n",
    );
    writeFileSync(
      path.join(dir, 'lib.mjs'),
      "import http from 'node:http';\nimport { p } from 'mailparser';\n",
    );
    expect(packagesReachedFrom(path.join(dir, 'entry.mjs'), dir)).toEqual([
      { specifier: 'mailparser', importedBy: 'lib.mjs' },
    ]);
  });
});
