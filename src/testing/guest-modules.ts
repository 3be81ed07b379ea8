import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { staticImports } from '../../scripts/lib/import-graph.mjs';

/** The app's sources. */
export const SRC = path.resolve(import.meta.dirname, '..');

// Every module a guest page can load, from main.tsx and the guest routes, following static and
// dynamic imports (a success page, a dialog, a schema loaded on demand), but not the route
// table's own lazy screens: those are the staff screens, which a guest never opens.
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
// page's entry above, or the staff screens).
const ROUTE_TABLE = ['app/router.tsx', 'app/lazy-screens.tsx'].map((file) => path.join(SRC, file));

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

/** A module's source without its type-only imports and exports, which load nothing. */
function loadingSource(file: string): string {
  return readFileSync(file, 'utf8').replace(/^(?:import|export) type [^;]+;/gm, '');
}

/** The app's modules a guest page can load (absolute paths). */
export function guestModules(): string[] {
  const seen = new Set<string>();
  const queue = ENTRIES.map((entry) => path.join(SRC, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = loadingSource(file);
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

/** The modules `file` imports statically (absolute paths of the app's own files). */
export function staticImportsOf(file: string): string[] {
  return staticImports(loadingSource(file)).flatMap((specifier) => resolve(file, specifier) ?? []);
}
