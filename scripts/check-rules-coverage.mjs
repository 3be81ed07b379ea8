#!/usr/bin/env node
// Why no tool does this: the Firestore emulator reports coverage but fails on nothing; this turns
// it into a gate.
// Lists every Firestore rule expression that the rules tests (tests/rules, on their own project of
// the emulator) never evaluated, and saves a per-line summary under test-results/
// (scripts/lib/rules-coverage.mjs). Exit code 1 when there is one (set RULES_COVERAGE=report to
// only report). npm test runs the same check inside the emulator tier
// (scripts/emulator-tiers.mjs); this runs it on demand, inside scripts/emulators-exec.mjs after
// the emulator tests.
import { readRulesTestsCoverage, reportRulesCoverage } from './lib/rules-coverage.mjs';

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('FIRESTORE_EMULATOR_HOST is not set: run inside scripts/emulators-exec.mjs');
  process.exit(2);
}
process.exit(reportRulesCoverage(await readRulesTestsCoverage()));
