import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
