// Why no tool does this: firebase-tools offers no setting for either of the two start-up costs
// below, and both sit on the emulators' path to "ready" (docs/testing.md, "npm start").
//
// Loaded with `node --require` into the firebase CLI process only (never into the functions'
// workers), by `firebaseEmulators` in scripts/lib/emulators.mjs:
//
// 1. The Auth emulator compiles a JSON-schema validator for every parameter and body of the whole
//    Identity Toolkit API as it starts (exegesis, one Ajv instance each, with its meta-schema):
//    about 9 processor-seconds here, before the Storage and Functions emulators start. exegesis has
//    an option to compile each validator on its first use instead; it is turned on. The Auth
//    emulator's answers are unchanged: the same validators run, compiled on the first request
//    that needs them.
// 2. Loading the functions, firebase-tools runs `npm show firebase-functions` synchronously to
//    say whether a newer SDK exists: about a second with the CLI blocked, and a network call on a
//    start that must work offline. The lookup answers "unknown", which firebase-tools already
//    handles (no warning), as it does when npm cannot be reached.
//
// If an upgrade of firebase-tools moves either module, the start goes on without the change and
// says so; scripts/lib/firebase-cli-preload.test.ts fails on that upgrade.
const path = require('node:path');

const tools = path.dirname(require.resolve('firebase-tools/package.json'));

function patch(what, change) {
  try {
    change();
  } catch (error) {
    console.warn(`[emulators] Could not ${what}: ${error.message}`);
  }
}

patch('make the Auth emulator compile its validators on first use', () => {
  const options = require(require.resolve('exegesis/lib/options.js', { paths: [tools] }));
  const compileOptions = options.compileOptions;
  if (typeof compileOptions !== 'function') throw new Error('exegesis has no compileOptions');
  options.compileOptions = (given = {}) =>
    compileOptions({ lazyCompileValidationSchemas: true, ...given });
});

patch('skip the firebase-functions version lookup on npm', () => {
  const versioning = require(
    path.join(tools, 'lib', 'deploy', 'functions', 'runtimes', 'node', 'versioning.js'),
  );
  if (typeof versioning.getLatestSDKVersion !== 'function')
    throw new Error('firebase-tools has no getLatestSDKVersion');
  versioning.getLatestSDKVersion = () => undefined;
});
