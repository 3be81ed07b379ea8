// Why no tool does this: firebase-tools downloads its emulators; this machine must start them
// offline from what it has.
// Prepares everything the Firebase Emulator Suite needs, also on a machine with no internet access:
// a JDK 21+, a Firestore emulator (firebase-tools' cached jar, a download, or the Google Cloud SDK's
// jar), and a Storage rules runtime: firebase-tools' own when cached or downloadable; else the
// project's (scripts/storage-rules-runtime), built on the Firebase rules engine inside the Google
// Cloud SDK's Firestore emulator jar; else a stand-in that does NOT evaluate storage.rules (a loud
// banner says so). Generated files live in .cache/ (git-ignored).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsCurrent, stampBuild } from './app-build.mjs';
import { findJava } from './java.mjs';
import { chooseStorageRuntime } from './storage-runtime-choice.mjs';
import { browserUnsafePorts, emulatorPorts } from './emulator-ports.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CACHE_DIR = path.join(ROOT, '.cache', 'emulators');
/**
 * The project of every emulator run: .firebaserc's default, the file the Firebase CLI reads
 * (src/firebase/config.ts names the same id for the app; a unit test keeps the two equal).
 */
export const PROJECT_ID = JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8')).projects
  .default;
if (!PROJECT_ID.startsWith('demo-')) {
  throw new Error(`.firebaserc names ${PROJECT_ID}: the emulator scripts only run a demo- project`);
}

export { emulatorPorts };

function log(message) {
  console.log(`[emulators] ${message}`);
}

export function warnBanner(lines) {
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const bar = '!'.repeat(width);
  console.warn(
    `\n${bar}\n${lines.map((line) => `! ${line.padEnd(width - 4)} !`).join('\n')}\n${bar}\n`,
  );
}

function firebaseToolsEmulatorInfo() {
  const require = createRequire(path.join(ROOT, 'package.json'));
  const infoPath = require.resolve('firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
  return JSON.parse(readFileSync(infoPath, 'utf8'));
}

function firebaseToolsCacheDir() {
  return path.join(os.homedir(), '.cache', 'firebase', 'emulators');
}

async function isDownloadable(url) {
  if (process.env.LF_NO_DOWNLOAD === '1') return false;
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(4000) });
    return response.ok;
  } catch {
    return false;
  }
}

function buildManifestJar(java, jarPath, manifestLines, inputDir) {
  const jarTool = path.join(java.home, 'bin', 'jar');
  if (!existsSync(jarTool))
    throw new Error(`The JDK at ${java.home} has no 'jar' tool; install a full JDK 21+.`);
  mkdirSync(path.dirname(jarPath), { recursive: true });
  const manifest = `${jarPath}.manifest.txt`;
  writeFileSync(manifest, `${manifestLines.join('\n')}\n`);
  const emptyDir = path.join(CACHE_DIR, 'empty');
  mkdirSync(emptyDir, { recursive: true });
  const result = spawnSync(
    jarTool,
    ['--create', '--file', jarPath, '--manifest', manifest, '-C', inputDir ?? emptyDir, '.'],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`Could not build ${jarPath}: ${result.stderr}`);
}

function findCloudSdkFirestoreJar() {
  const roots = [
    process.env.CLOUDSDK_ROOT_DIR,
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    path.join(os.homedir(), 'google-cloud-sdk'),
  ].filter(Boolean);
  for (const root of roots) {
    const jar = path.join(
      root,
      'platform',
      'cloud-firestore-emulator',
      'cloud-firestore-emulator.jar',
    );
    if (existsSync(jar)) return jar;
  }
  return null;
}

async function prepareFirestore(java, info) {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) {
    return {
      env: {},
      note: `Firestore emulator: ${process.env.FIRESTORE_EMULATOR_BINARY_PATH} (from the environment)`,
    };
  }
  const cached = path.join(firebaseToolsCacheDir(), info.firestore.downloadPathRelativeToCacheDir);
  if (existsSync(cached)) return { env: {}, note: `Firestore emulator: ${cached}` };
  if (await isDownloadable(info.firestore.remoteUrl)) {
    return { env: {}, note: 'Firestore emulator: firebase-tools will download it' };
  }
  const sdkJar = findCloudSdkFirestoreJar();
  if (!sdkJar) {
    throw new Error(
      [
        'No Firestore emulator is available: firebase-tools has none cached, cannot download one (no internet),',
        'and no Google Cloud SDK Firestore emulator was found.',
        'Install one of: the Google Cloud SDK component `cloud-firestore-emulator`',
        '(Debian: apt-get install google-cloud-cli-firestore-emulator), or run `npx firebase setup:emulators:firestore`',
        'once on a machine with internet access and copy ~/.cache/firebase/emulators here.',
      ].join('\n'),
    );
  }
  // The SDK jar has no Main-Class; a manifest-only jar that names it and puts the SDK jar on the
  // class path starts it with the same flags firebase-tools passes.
  const launcher = path.join(CACHE_DIR, 'firestore-launcher.jar');
  if (!existsSync(launcher)) {
    buildManifestJar(java, launcher, [
      'Manifest-Version: 1.0',
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      `Class-Path: ${pathToFileURL(sdkJar).href}`,
    ]);
  }
  return {
    env: { FIRESTORE_EMULATOR_BINARY_PATH: launcher },
    note: `Firestore emulator: Google Cloud SDK jar ${sdkJar}`,
  };
}

function buildStorageStandIn(java) {
  const jar = path.join(CACHE_DIR, 'storage-rules-stand-in.jar');
  const source = path.join(ROOT, 'scripts', 'stand-in', 'StorageRulesStandIn.java');
  const stamp = `${jar}.source`;
  const sourceText = readFileSync(source, 'utf8');
  if (existsSync(jar) && existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceText)
    return jar;
  if (!java.javac) {
    throw new Error(
      `The JDK at ${java.home} has no javac; the Storage stand-in runtime needs a full JDK 21+.`,
    );
  }
  const classes = path.join(CACHE_DIR, 'storage-stand-in-classes');
  mkdirSync(classes, { recursive: true });
  const compiled = spawnSync(java.javac, ['-d', classes, source], { encoding: 'utf8' });
  if (compiled.status !== 0)
    throw new Error(`Could not compile the Storage stand-in: ${compiled.stderr}`);
  buildManifestJar(
    java,
    jar,
    ['Manifest-Version: 1.0', 'Main-Class: StorageRulesStandIn'],
    classes,
  );
  writeFileSync(stamp, sourceText);
  return jar;
}

const RUNTIME_SOURCE = path.join(
  ROOT,
  'scripts',
  'storage-rules-runtime',
  'StorageRulesRuntime.java',
);

/**
 * Builds the project's Storage rules runtime against the Google Cloud SDK's Firestore emulator jar
 * (which carries the Firebase rules engine): javac, then a manifest-only-style jar whose Class-Path
 * names the SDK jar. Returns { jar, sdkJar } or { reason } when it cannot be built here.
 */
export function buildStorageRulesRuntime(java) {
  const sdkJar = findCloudSdkFirestoreJar();
  if (!sdkJar) return { reason: 'no Google Cloud SDK Firestore emulator jar was found' };
  if (!java.javac) return { reason: `the JDK at ${java.home} has no javac` };
  const jar = path.join(CACHE_DIR, 'storage-rules-runtime.jar');
  const stampFile = `${jar}.stamp`;
  const sdk = statSync(sdkJar);
  const stamp = JSON.stringify({
    source: createHash('sha256').update(readFileSync(RUNTIME_SOURCE)).digest('hex'),
    sdkJar,
    sdkSize: sdk.size,
    sdkTime: sdk.mtimeMs,
    javac: java.javac,
  });
  if (existsSync(jar) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp)
    return { jar, sdkJar };
  rmSync(stampFile, { force: true });
  const classes = path.join(CACHE_DIR, 'storage-rules-runtime-classes');
  rmSync(classes, { recursive: true, force: true });
  mkdirSync(classes, { recursive: true });
  const compiled = spawnSync(
    java.javac,
    ['-nowarn', '-cp', sdkJar, '-d', classes, RUNTIME_SOURCE],
    { encoding: 'utf8' },
  );
  if (compiled.status !== 0) {
    const firstError = (compiled.stderr ?? '')
      .split('\n')
      .find((line) => line.includes('error'))
      ?.replace(`${path.dirname(RUNTIME_SOURCE)}${path.sep}`, '');
    return {
      reason: `the SDK jar ${sdkJar} lacks the Firebase rules engine classes (javac: ${firstError ?? 'failed'})`,
    };
  }
  buildManifestJar(
    java,
    jar,
    [
      'Manifest-Version: 1.0',
      'Main-Class: StorageRulesRuntime',
      `Class-Path: ${pathToFileURL(sdkJar).href}`,
    ],
    classes,
  );
  writeFileSync(stampFile, stamp);
  return { jar, sdkJar };
}

/** The storage rules file firebase.json names (relative to the repository). */
function storageRulesFile() {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  return config.storage?.rules ?? 'storage.rules';
}

/**
 * Compiles a rules file with the runtime (after its self-test). Returns { ok: true },
 * { ok: false, errors } with "file:line:column: description" lines, or { unusable } when the
 * engine in the SDK jar does not work.
 */
export function checkStorageRules(java, jar, rulesFile) {
  const result = spawnSync(java.bin, ['-jar', jar, '--check', rulesFile], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const lines = (result.stderr ?? '').split('\n').filter((line) => line.trim());
  if (result.status === 0) return { ok: true };
  if (result.status === 1)
    return { ok: false, errors: lines.filter((line) => line.startsWith('error: ')) };
  return { unusable: lines.join('\n') || `exit ${result.status}` };
}

/** The error that stops the emulator start when a rules file does not compile. */
export function storageRulesError(rulesFile, errors) {
  return new Error(
    [`${rulesFile} does not compile:`, ...errors.map((line) => `  ${line}`)].join('\n'),
  );
}

let storageFallbackReason = '';

/**
 * The project's runtime, built and checked against storage.rules: { runtime: { jar, sdkJar } },
 * or { reason } when it cannot be used here. A rules file that does not compile throws (the
 * emulator start fails with file and line rather than a Storage emulator that refuses everything).
 */
function projectStorageRuntime(java) {
  const runtime = buildStorageRulesRuntime(java);
  if (!runtime.jar) return { reason: runtime.reason };
  const rulesFile = storageRulesFile();
  // A rules file that compiled with this very runtime need not be compiled again.
  const checkedFile = `${runtime.jar}.checked`;
  const fingerprint = createHash('sha256')
    .update(readFileSync(`${runtime.jar}.stamp`))
    .update(readFileSync(path.join(ROOT, rulesFile)))
    .digest('hex');
  const known = existsSync(checkedFile) && readFileSync(checkedFile, 'utf8') === fingerprint;
  const checked = known ? { ok: true } : checkStorageRules(java, runtime.jar, rulesFile);
  if (checked.ok && !known) writeFileSync(checkedFile, fingerprint);
  if (checked.ok === false) throw storageRulesError(rulesFile, checked.errors);
  if (checked.ok) return { runtime };
  return {
    reason: `the rules engine in ${runtime.sdkJar} failed its self-test: ${checked.unusable}`,
  };
}

async function prepareStorage(java, info) {
  const cachedJar = path.join(firebaseToolsCacheDir(), info.storage.downloadPathRelativeToCacheDir);
  const choice = await chooseStorageRuntime({
    fromEnvironment: () => process.env.STORAGE_EMULATOR_BINARY_PATH,
    cached: () => existsSync(cachedJar) && cachedJar,
    downloadable: () => isDownloadable(info.storage.remoteUrl),
    project: () => projectStorageRuntime(java),
  });
  switch (choice.kind) {
    case 'environment':
      return { env: {}, enforced: true, note: `Storage rules runtime: ${choice.value}` };
    case 'firebase-tools-cached':
      return {
        env: {},
        enforced: true,
        note: `Storage rules runtime: firebase-tools' (${choice.value})`,
      };
    case 'firebase-tools-download':
      return {
        env: {},
        enforced: true,
        note: "Storage rules runtime: firebase-tools' (it will download it)",
      };
    case 'project':
      return {
        env: {
          STORAGE_EMULATOR_BINARY_PATH: choice.value.jar,
          STORAGE_RULES_RUNTIME_JAR: choice.value.jar,
        },
        enforced: true,
        note: `Storage rules runtime: the project's (scripts/storage-rules-runtime; firebase-tools' is not cached and cannot be downloaded), rules engine from ${choice.value.sdkJar}`,
      };
    default: {
      storageFallbackReason = `firebase-tools' runtime is not cached and cannot be downloaded, and the project's cannot be used: ${choice.value}`;
      const jar = buildStorageStandIn(java);
      return {
        env: { STORAGE_EMULATOR_BINARY_PATH: jar },
        enforced: false,
        note: `Storage rules runtime: STAND-IN, storage.rules NOT enforced (${choice.value})`,
      };
    }
  }
}

/** Splits text into lines of at most `width` characters, at spaces. */
function wrap(text, width = 88) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function storageRulesWarning() {
  warnBanner([
    'WARNING: storage.rules NOT enforced in this run.',
    ...wrap(`No Storage rules runtime could be used: ${storageFallbackReason || 'see above'}.`),
    'The Storage emulator uses a stand-in that allows every signed-in request,',
    'and the Storage rules tests are skipped. To enforce the rules, install the Google',
    'Cloud SDK Firestore emulator (apt-get install google-cloud-cli-firestore-emulator),',
    'or run `npx firebase setup:emulators:storage` once on a machine with internet access.',
  ]);
}

/**
 * Writes a firebase.json variant with shifted ports when an offset is in use, and with the Hosting
 * emulator serving `hostingPublic` (a folder under the repository) when one is given.
 */
function emulatorConfigFile(ports, offset, hostingPublic) {
  if (!offset && !hostingPublic) return path.join(ROOT, 'firebase.json');
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const emulators = config.emulators;
  if (hostingPublic) {
    config.hosting.public = path.relative(ROOT, path.resolve(ROOT, hostingPublic));
    delete config.hosting.predeploy;
    emulators.hosting = { host: '127.0.0.1', port: ports.hosting };
    mkdirSync(path.resolve(ROOT, hostingPublic), { recursive: true });
  }
  emulators.auth.port = ports.auth;
  emulators.firestore.port = ports.firestore;
  emulators.firestore.websocketPort = ports.firestoreWebsocket;
  emulators.functions.port = ports.functions;
  emulators.storage.port = ports.storage;
  emulators.hub.port = ports.hub;
  emulators.logging.port = ports.logging;
  emulators.eventarc = { host: '127.0.0.1', port: ports.eventarc };
  emulators.tasks = { host: '127.0.0.1', port: ports.tasks };
  const file = path.join(
    ROOT,
    `firebase.emulators-${offset}${hostingPublic ? '-hosting' : ''}.json`,
  );
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/**
 * Everything a `firebase emulators:*` command needs: env (JAVA_HOME, PATH, emulator overrides),
 * the config file, the ports, and whether storage.rules is really enforced.
 */
async function prepareEmulators(hostingPublic) {
  const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0;
  const ports = emulatorPorts(offset);
  const unsafe = browserUnsafePorts(ports);
  if (unsafe.length > 0)
    throw new Error(
      `EMULATOR_PORT_OFFSET=${offset} puts ${unsafe.map(([name, port]) => `${name} on ${port}`).join(', ')}, ` +
        'a port Chromium refuses to connect to (net::ERR_UNSAFE_PORT). Choose another offset.',
    );
  const java = findJava();
  const info = firebaseToolsEmulatorInfo();
  mkdirSync(CACHE_DIR, { recursive: true });
  const firestore = await prepareFirestore(java, info);
  const storage = await prepareStorage(java, info);
  log(`Java ${java.major}: ${java.home}`);
  log(firestore.note);
  log(storage.note);
  // The Storage emulator keeps its blobs in $TMPDIR/firebase/storage/blobs and deletes that whole
  // directory when it stops, so two runs on one machine (other worktrees or port offsets) would
  // delete each other's uploads mid-test. Each checkout and offset gets its own temp directory.
  const tmpDir = path.join(ROOT, '.cache', 'tmp', `emulators-${offset}`);
  mkdirSync(tmpDir, { recursive: true });
  const env = {
    ...process.env,
    ...firestore.env,
    ...storage.env,
    TMPDIR: tmpDir,
    // firebase-tools gives a functions worker 30 s to start (10 s to list the functions); on two
    // busy cores (a test run with Chromium and both emulators' JVMs) loading the bundle has taken
    // longer, and every call to that function then fails. A minute for both.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '60',
    JAVA_HOME: java.home,
    PATH: `${path.join(java.home, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    // The emulators' JVMs compile with C1 only: a test run is too short for C2's optimised code to
    // pay back the processor time its compiler takes from the two cores (emulator tier alone:
    // same 100 s, 179 → 158–163 processor-seconds).
    JDK_JAVA_OPTIONS: [process.env.JDK_JAVA_OPTIONS, '-XX:TieredStopAtLevel=1']
      .filter(Boolean)
      .join(' '),
    STORAGE_RULES_ENFORCED: storage.enforced ? '1' : '0',
    FUNCTIONS_EMULATOR_ORIGIN: `http://127.0.0.1:${ports.functions}`,
    EMULATOR_PORT_OFFSET: String(offset),
    // The seed script, tests and the app all use the same ports.
    VITE_USE_EMULATORS: 'true',
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
    VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
    // firebase-tools must not try to reach Google for its update check or telemetry.
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
  };
  return {
    env,
    ports,
    configFile: emulatorConfigFile(ports, offset, hostingPublic),
    storageRulesEnforced: storage.enforced,
  };
}

/** What functions/lib/index.js is bundled from (functions/build.mjs: the app's src/domain too). */
const FUNCTIONS_SOURCES = [
  'functions/src',
  'src',
  'functions/build.mjs',
  'functions/package.json',
  'functions/package-lock.json',
];

/**
 * Builds functions/lib (the functions emulator loads it), unless it is newer than every file it
 * is bundled from. Not writing it again also matters to a run beside this one in the same checkout
 * (npm start's signal test beside npm test's emulator tier): the functions emulator watches
 * functions/lib and restarts every worker when the bundle is written.
 */
function buildFunctions() {
  const stamp = path.join(ROOT, '.cache', 'functions-build.stamp');
  const current =
    existsSync(path.join(ROOT, 'functions', 'lib', 'index.js')) &&
    buildIsCurrent(ROOT, stamp, FUNCTIONS_SOURCES, {});
  if (current) {
    log('functions/lib is up to date with its sources; not built again.');
    return;
  }
  const started = Date.now();
  const result = spawnSync('npm', ['--prefix', 'functions', 'run', 'build', '--silent'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error('Building functions failed (npm --prefix functions run build).');
  mkdirSync(path.dirname(stamp), { recursive: true });
  stampBuild(stamp, {}, started);
}

/**
 * `firebase emulators:<verb>` (start, exec) of the app's emulators on the demo project, as the
 * command and arguments to spawn; `rest` follows (exec's command).
 */
export function firebaseEmulators(verb, configFile, ...rest) {
  // The Hosting emulator runs only where the config asks for it (setUpEmulators' hostingPublic).
  const hosting = JSON.parse(readFileSync(configFile, 'utf8')).emulators.hosting !== undefined;
  const only = `auth,firestore,functions,storage${hosting ? ',hosting' : ''}`;
  const args = [`emulators:${verb}`, '--project', PROJECT_ID, '--config', configFile];
  // The CLI runs with scripts/lib/firebase-cli-preload.cjs: two start-up costs that firebase-tools
  // has no setting for (the Auth emulator's validators, an npm lookup).
  const cli = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const preload = path.join(ROOT, 'scripts', 'lib', 'firebase-cli-preload.cjs');
  return [process.execPath, ['--require', preload, cli, ...args, '--only', only, ...rest]];
}

/**
 * Builds the functions, then prepares the emulators, warning when storage.rules is not enforced.
 * `hostingPublic`: also run the Hosting emulator on that folder (firebase.json's hosting rules).
 */
export async function setUpEmulators({ hostingPublic } = {}) {
  buildFunctions();
  const prepared = await prepareEmulators(hostingPublic);
  if (!prepared.storageRulesEnforced) storageRulesWarning();
  return prepared;
}
