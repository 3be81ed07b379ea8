// Why no tool does this: Vite and esbuild build every time; npm start rebuilds only when a source
// or setting changed.
// Builds that are made again only when something they are made from has changed: the app that
// `npm start` serves (scripts/start.mjs) and the functions bundle the emulator loads
// (scripts/lib/emulators.mjs). A build is current when it is newer than every file it is made
// from and was made with the same settings. Node's built-ins only (start.mjs runs before the
// installs).
import {
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** The newest modification time (ms) of the files at `paths` (folders walked; node_modules not). */
export function newestChange(root, paths) {
  let newest = 0;
  const visit = (file) => {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file)) {
        if (entry !== 'node_modules' && entry !== '.git') visit(path.join(file, entry));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of paths) visit(path.resolve(root, entry));
  return newest;
}

/** What the app's build is made from (vite.config.ts and the plugins it loads from scripts/lib). */
export const APP_SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'postcss.config.cjs',
  'tsconfig.json',
  'tsconfig.app.json',
  'tsconfig.base.json',
  'tsconfig.node.json',
  'package.json',
  'package-lock.json',
  'firebase.json',
  'scripts/lib',
];

/**
 * Whether the build whose stamp is `stampFile` is current: the stamp names the same `settings`
 * and is newer than every file of `sources`.
 */
export function buildIsCurrent(root, stampFile, sources, settings) {
  if (!existsSync(stampFile)) return false;
  try {
    if (readFileSync(stampFile, 'utf8') !== JSON.stringify(settings)) return false;
  } catch {
    return false;
  }
  return statSync(stampFile).mtimeMs > newestChange(root, sources);
}

/**
 * Records a finished build, dated when it started (`startedMs`): a file changed while it ran is
 * newer than the stamp, and the next start builds again.
 */
export function stampBuild(stampFile, settings, startedMs) {
  writeFileSync(stampFile, JSON.stringify(settings));
  utimesSync(stampFile, startedMs / 1000, startedMs / 1000);
}

/** The settings a build of the app depends on beyond its files: the VITE_* variables. */
export function viteSettings(env) {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([key]) => key.startsWith('VITE_'))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
