import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImports } from '../../scripts/lib/import-graph.mjs';
import { partOf } from './locale-parts';

// Every module a guest page can load, from main.tsx and the guest routes, following static and
// dynamic imports (a success page, a dialog, a schema loaded on demand), but not the route
// table's own lazy screens: those are the staff screens, which load the staff part themselves.
const SRC = path.resolve(import.meta.dirname, '..');
const ENTRIES = [
  'main.tsx',
  'app/routes/home.tsx',
  'app/routes/login.tsx',
  'app/routes/status.tsx',
  'app/routes/not-found.tsx',
  'app/routes/hotel/hotel-layout.tsx',
  'app/routes/hotel/report-lost-item.tsx',
];
// The route table and its screen loaders: their dynamic imports are the screens (each a guest
// page's entry above, or a staff screen) and the staff screens' guards.
const ROUTE_TABLE = ['app/router.tsx', 'app/lazy-screens.tsx'].map((file) => path.join(SRC, file));

/** Texts a guest module names only on a branch a guest page never takes, and why. */
const STAFF_ONLY_BRANCHES: Record<string, string> = {
  // The lost item's fields serve staff too; the guest's form renders the guest wording.
  'features/lost-items/components/lost-item-fields.tsx': 'lostStaff',
};

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

function guestModules(): string[] {
  const seen = new Set<string>();
  const queue = ENTRIES.map((entry) => path.join(SRC, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // Type-only imports load nothing.
    const source = readFileSync(file, 'utf8').replace(/^(?:import|export) type [^;]+;/gm, '');
    const dynamic = ROUTE_TABLE.includes(file)
      ? []
      : [...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)];
    for (const specifier of [...staticImports(source), ...dynamic.map((match) => match[1])]) {
      const next = resolve(file, specifier);
      if (next && !seen.has(next)) queue.push(next);
    }
  }
  return [...seen];
}

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
