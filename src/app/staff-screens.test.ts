import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImports } from '../../scripts/lib/import-graph.mjs';
import { guestModules, SRC, staticImportsOf } from '@/testing/guest-modules';

// The staff screens are one lazy import (routes/hotel/staff-screens.ts), so one chunk of the
// build: a guest page that reached it, or any of the screens it gathers, would download every
// staff screen.
describe('the staff screens’ chunk', () => {
  const staffScreens = path.join(SRC, 'app/routes/hotel/staff-screens.ts');
  const screens = staticImportsOf(staffScreens).filter((file) => file.includes('/app/routes/'));

  it('gathers the staff routes', () => {
    expect(screens.map((file) => path.relative(SRC, file))).toEqual(
      expect.arrayContaining(['app/routes/hotel/admin.tsx', 'app/routes/hotel/settings.tsx']),
    );
  });

  it('is never loaded by a guest page', () => {
    const guest = new Set(guestModules());
    // The walk does reach the guest screens.
    expect(guest.has(path.join(SRC, 'app/routes/hotel/report-lost-item.tsx'))).toBe(true);
    const reached = [staffScreens, ...screens].filter((file) => guest.has(file));
    expect(reached.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});

// TanStack Query (the staff screens' cache, src/lib/query-client.ts) stays out of the guest pages.
describe('the query cache', () => {
  it('is never loaded by a guest page', () => {
    const loading = guestModules().filter((file) =>
      staticImports(
        readFileSync(file, 'utf8').replace(/^(?:import|export) type [^;]+;/gm, ''),
      ).some(
        (specifier: string) =>
          specifier.startsWith('@tanstack/') || specifier === '@/lib/query-client',
      ),
    );
    expect(loading.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});

// The guest pages' one-shot loads (src/hooks/use-load.ts) are theirs alone: staff code queries.
describe('useLoad', () => {
  it('is used by guest modules only', () => {
    const guest = new Set(guestModules());
    const users = execFileSync('git', ['grep', '-l', "from '@/hooks/use-load'", '--', 'src'], {
      cwd: path.join(SRC, '..'),
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file !== '' && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
      .map((file) => path.join(SRC, '..', file));
    expect(users.length).toBeGreaterThan(0);
    expect(
      users.filter((file) => !guest.has(file)).map((file) => path.relative(SRC, file)),
    ).toEqual([]);
  });
});
