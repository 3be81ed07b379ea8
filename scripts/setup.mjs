#!/usr/bin/env node
// Why no tool does this: Playwright would download its browsers; Debian's Chromium must be found or
// installed instead.
// `npm run setup`: what the tests need beyond npm packages. Today that is a Chromium for the
// browser tier: Debian's old headless shell (package chromium-headless-shell, see
// scripts/lib/chromium.mjs), installed with apt-get when run as root (as CI does), else a message
// that says what to install. `npm test` does the same before its tiers, so a fresh clone needs only
// `npm test`; this command installs it alone (CI runs it beside the npm installs).
import { findChromium } from './lib/chromium.mjs';

try {
  console.log(
    `Chromium for the browser tests: ${findChromium({ install: true, headlessShell: true })}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
