import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guestModules, SRC } from '@/testing/guest-modules';
import { partOf } from './locale-parts';

/** Texts a guest module names only on a branch a guest page never takes, and why. */
const STAFF_ONLY_BRANCHES: Record<string, string> = {
  // The lost item's fields serve staff too; the guest's form renders the guest wording.
  'features/lost-items/components/lost-item-fields.tsx': 'lostStaff',
  // The layout loads the outbox's count and notices for signed-in staff only.
  'features/offline/components/staff-offline.tsx': 'outbox',
  'features/offline/sign-out.ts': 'outbox',
  // The names of changes kept offline, for the same notices (and the staff item page).
  'components/item-change-labels.ts': 'outbox',
};

describe('the guest part of the translations (locale-parts.ts)', () => {
  it('holds every text a guest page can show, in any state', () => {
    const modules = guestModules();
    // The walk reaches the report form's success page and the status page's thread.
    expect(modules.map((file) => path.relative(SRC, file))).toEqual(
      expect.arrayContaining([
        'features/lost-items/components/report-success.tsx',
        'features/guest-status/components/guest-thread.tsx',
      ]),
    );
    const outside: string[] = [];
    for (const file of modules) {
      const name = path.relative(SRC, file);
      const source = readFileSync(file, 'utf8');
      const keys = [
        ...source.matchAll(/\b(?:t|dt|i18n\.t)\(\s*['`]([A-Za-z]+)\.[A-Za-z$]/g),
        ...source.matchAll(/\bi18nKey=["'{`]+([A-Za-z]+)\./g),
      ];
      for (const [, section] of keys) {
        if (partOf(section) !== 'guest' && STAFF_ONLY_BRANCHES[name] !== section)
          outside.push(`${name}: ${section}`);
      }
    }
    expect([...new Set(outside)]).toEqual([]);
  });
});
