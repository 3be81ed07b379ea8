// Bundles functions/src (and the shared src/domain modules it imports) into lib/index.js.
// firebase-admin and firebase-functions stay external: the deployed runtime installs them from
// package.json. Everything else (zod, papaparse, our domain rules) is inlined so the functions and
// the web app run the very same validation code.
//
// The bundle's exports are getters (lazyEntry below): a function's file, and what it imports, runs
// the first time that export is read. The functions emulator starts one process per function and
// each reads only its own export; a deployed instance likewise serves a single function. Without
// the getters each of those processes ran every function file, zod's schemas and the mail and CSV
// libraries on load (docs/testing.md, "npm start").
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * The bundle's entry: one getter per `export { name } from './file'` of src/index.ts, which
 * requires the file when read (esbuild keeps a module that is require()d inside a function lazy).
 * src/index.ts stays the list of deployed functions that its layout test and the types read;
 * anything else in it stops the build rather than being left out.
 */
function lazyEntry(indexSource) {
  const exports = [];
  for (const line of indexSource.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('//')) continue;
    const match = /^export \{ (\w+) \} from '(\.{1,2}\/[\w./-]+)';$/.exec(trimmed);
    if (!match) throw new Error(`functions/src/index.ts: not a single-function export: ${trimmed}`);
    exports.push({ name: match[1], file: match[2] });
  }
  if (exports.length === 0) throw new Error('functions/src/index.ts exports no function');
  return exports
    .map(
      ({ name, file }) =>
        `Object.defineProperty(exports, ${JSON.stringify(name)}, { enumerable: true, ` +
        `get: () => require(${JSON.stringify(file)}).${name} });`,
    )
    .join('\n');
}

await build({
  stdin: {
    contents: lazyEntry(readFileSync('src/index.ts', 'utf8')),
    resolveDir: 'src',
    sourcefile: 'index.lazy.js',
    loader: 'js',
  },
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-functions'],
  logLevel: 'warning',
});
console.log('functions built: lib/index.js');
