// Why no tool does this: vitest selects files by name; the rules tests are found by what they
// contain.
// Finds test files by what they contain, for a test config that treats some files apart
// (vitest.emulator.config.ts: the Firestore rules tests).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The `*.test.ts(x)` files under `dirs` (relative to the working directory) that contain `text`. */
export function testFilesContaining(dirs, text) {
  const found = [];
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'lib') visit(file);
      } else if (/\.test\.tsx?$/.test(entry.name) && readFileSync(file, 'utf8').includes(text)) {
        found.push(file);
      }
    }
  };
  for (const dir of dirs) visit(dir);
  return found.sort();
}
