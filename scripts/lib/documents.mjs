// Why no tool does this: Node 20 cannot import the app's TypeScript; this bundles its document
// builders for the scripts.
// The document builders of src/domain/documents.ts (and the reference numbers of
// src/domain/reference.ts) for the plain-Node scripts (seed, benchmarks):
// Node 20 cannot import TypeScript, so they are bundled with the esbuild the functions already
// build with (functions/node_modules, installed before any emulator runs) in memory and imported
// from a data: URL: nothing is written, and every run (tens of milliseconds) has the current code.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function loadDocuments() {
  const require = createRequire(path.join(ROOT, 'functions', 'package.json'));
  let esbuild;
  try {
    esbuild = require('esbuild');
  } catch {
    throw new Error(
      'esbuild is missing: install the functions dependencies first (npm --prefix functions ci).',
    );
  }
  const result = await esbuild.build({
    stdin: {
      contents: [
        "export * from './src/domain/documents.ts';",
        "export { generateReference, isReference } from './src/domain/reference.ts';",
        "export { rollupOf } from './src/domain/figures-rollup.ts';",
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    write: false,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

export const {
  BLANK_FOUND_ITEM_DETAILS,
  foundItemDerived,
  generateReference,
  isReference,
  lostItemDerived,
  newFoundItem,
  newLostItem,
  newMatch,
  newHotel,
  rollupOf,
  userProfile,
} = await loadDocuments();
