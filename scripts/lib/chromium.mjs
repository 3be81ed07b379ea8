// Why no tool does this: Playwright finds only the browsers it downloads; this machine's Chromium
// comes from Debian.
// Finds a Chromium: CHROME_PATH, then the usual install paths. When none is found and we run as
// root (as CI does), installs Debian's package; otherwise says what to install.
//
// The browser tests run in Debian's old headless shell (package chromium-headless-shell): the same
// engine and version as the chromium package, without the full browser's windows and UI, which is
// what makes a test page cheap. Measured on the 2-core machine: opening a page's context 1.1 → 0.15
// processor-seconds, a navigation or an axe scan about a quarter less; the whole browser tier
// 467 → 385 processor-seconds. The benchmarks (Lighthouse) keep the full browser.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = {
  paths: ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'],
  debianPackage: 'chromium-headless-shell',
};
const FULL_BROWSER = {
  paths: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
  ],
  debianPackage: 'chromium',
};

/** Installs a Debian package with apt-get (root only); true when it is installed. */
function aptInstall(debianPackage) {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`Installing Debian's ${debianPackage} package (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  const args = ['install', '-y', '-qq', '--no-install-recommends', debianPackage];
  return spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
}

/**
 * The path of a Chromium: the old headless shell when `headlessShell` (the browser tests), else
 * the full browser. With `install`, a missing one is installed (as root; `npm run setup`). The
 * browser tests fall back to a full Chromium when no headless shell is found (slower, same results).
 */
export function findChromium({ install = false, headlessShell = false } = {}) {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
  }
  const kinds = headlessShell ? [HEADLESS_SHELL, FULL_BROWSER] : [FULL_BROWSER];
  const [wanted] = kinds;
  const find = (paths) => paths.find((path) => existsSync(path));
  const found =
    find(wanted.paths) ??
    (install && aptInstall(wanted.debianPackage) ? find(wanted.paths) : undefined) ??
    find(kinds.flatMap((kind) => kind.paths));
  if (found) return found;
  throw new Error(
    `No Chromium was found. Install it (Debian/Ubuntu: ` +
      `\`sudo apt-get install ${wanted.debianPackage}\`) or set CHROME_PATH to a Chrome/Chromium binary.`,
  );
}

/** Flags for a headless Chromium on a machine with no internet (no background downloads or sync). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
