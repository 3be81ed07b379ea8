import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Days are calendar days in every time zone: the date tests run again in processes
 * started west of UTC, in Japan and at UTC+14. TZ must be set before a process starts, so each
 * zone gets its own vitest run of the date and dashboard tests; the four runs go side by side.
 */
const ZONES = ['America/Los_Angeles', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati'];
const FILES = ['src/domain/dates.test.ts', 'src/domain/dashboard.test.ts'];
const nested = process.env.DATES_TZ_RUN === '1';

describe.skipIf(nested)('date tests in several time zones', () => {
  it.concurrent.each(ZONES)(
    'pass with TZ=%s',
    async (zone) => {
      const vitest = path.resolve('node_modules/vitest/vitest.mjs');
      const args = [vitest, 'run', '--project', 'node', ...FILES, '--reporter=dot'];
      const env = { ...process.env, TZ: zone, DATES_TZ_RUN: '1', CI: '1' };
      const outcome = await new Promise<{ code: number; output: string }>((resolve) => {
        execFile(process.execPath, args, { env, timeout: 120_000 }, (error, stdout, stderr) =>
          resolve({
            code: error ? Number(error.code ?? 1) || 1 : 0,
            output: `${stdout}\n${stderr}`,
          }),
        );
      });
      expect(outcome.code, outcome.output).toBe(0);
    },
    130_000,
  );
});
