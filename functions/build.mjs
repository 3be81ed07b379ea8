// Bundles functions/src (and the shared src/domain modules it imports) into lib/index.js.
// firebase-admin and firebase-functions stay external: the deployed runtime installs them from
// package.json. Everything else (zod, papaparse, our domain rules) is inlined so the functions and
// the web app run the very same validation code.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
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
