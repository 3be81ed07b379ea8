// Why no tool does this: the emulator's coverage report of one project overflows with all rules
// tests; one project per file.
// The Firestore emulator projects the rules tests run on: one per test file. The emulator's rule
// coverage report of a project holds every value each expression evaluated to, and the Java
// emulator cannot build one larger than its largest string (about 1 GB of UTF-16, reached by all
// rules tests on one project). One project per file keeps each report a fraction of that; the
// coverage check reads every file's report and counts an expression evaluated when any file
// evaluated it (scripts/lib/rules-coverage.mjs). tests/support/rules.ts picks the same id.
import path from 'node:path';

/** `tests/rules/edit-and-approval.test.ts` → `<project>-rules-edit-and-approval`. */
export function rulesProjectOf(appProjectId, testFile) {
  const name = path
    .basename(testFile)
    .replace(/\.test\.[cm]?[jt]sx?$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${appProjectId}-rules-${name || 'tests'}`;
}
