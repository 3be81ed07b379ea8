import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layout of functions/src (docs/architecture.md, "Cloud Functions"): every deployed function
 * is exported by index.ts from a file of its own, named after it in kebab-case (functions/src or
 * functions/src/guest); everything else is shared code in functions/src/lib; no file but index.ts
 * imports a function file. Files are keyed by their path under functions/src ('guest/x.ts').
 */
type Files = Record<string, string>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The relative modules a file imports (static, `export … from` and dynamic). */
function importsOf(source: string): string[] {
  const found = source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g);
  return [...found].map((match) => match[1]);
}

function resolve(files: Files, from: string, specifier: string): string | null {
  const base = normalize(join(dirname(from), specifier));
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base]) {
    if (candidate in files) return candidate;
  }
  return null;
}

export function layoutProblems(files: Files): string[] {
  const problems: string[] = [];
  const index = files['index.ts'] ?? '';
  const functionsOf = new Map<string, string[]>();
  for (const [, names, specifier] of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const file = resolve(files, 'index.ts', specifier);
    if (!file) {
      problems.push(`index.ts exports from ${specifier}, which is not a file`);
      continue;
    }
    const exported = names
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? '',
      )
      .filter(Boolean);
    functionsOf.set(file, [...(functionsOf.get(file) ?? []), ...exported]);
  }
  for (const [file, names] of functionsOf) {
    if (names.length !== 1) {
      problems.push(`${file} holds ${names.length} deployed functions (${names.join(', ')})`);
    } else if (!file.endsWith(`/${kebab(names[0])}.ts`) && file !== `${kebab(names[0])}.ts`) {
      problems.push(`${file} holds ${names[0]}: name it ${kebab(names[0])}.ts`);
    }
    if (file.startsWith('lib/')) problems.push(`${file} is a function file inside lib/`);
  }
  for (const [file, source] of Object.entries(files)) {
    if (file === 'index.ts' || file.endsWith('.test.ts')) continue;
    if (!file.startsWith('lib/') && !functionsOf.has(file)) {
      problems.push(`${file} deploys no function: shared code goes in lib/`);
    }
    for (const specifier of importsOf(source)) {
      const target = resolve(files, file, specifier);
      if (target && functionsOf.has(target)) {
        problems.push(`${file} imports the function file ${target}`);
      }
    }
  }
  return problems;
}

function sourcesUnder(root: string): Files {
  const files: Files = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(root, path).split('\\').join('/')] = readFileSync(path, 'utf8');
  }
  return files;
}

describe('the layout of functions/src', () => {
  it('has one deployed function per file, shared code in lib/, no function file imported', () => {
    expect(layoutProblems(sourcesUnder(dirname(fileURLToPath(import.meta.url))))).toEqual([]);
  });

  it('reports a file of two functions, a function file imported, and shared code outside lib/', () => {
    const problems = layoutProblems({
      'index.ts': [
        "export { sendMail, sendOther } from './guest/send-mail';",
        "export { confirmMatch } from './confirm-match';",
        "export { exportItems } from './export';",
      ].join('\n'),
      'guest/send-mail.ts': "import { db } from '../lib/admin';",
      'confirm-match.ts': "import { helper } from './guest/send-mail';",
      'export.ts': "import { db } from './lib/admin';",
      'guards.ts': '',
      'lib/admin.ts': "import { exportItems } from '../export';",
      'lib/admin.test.ts': "import { exportItems } from '../export';",
    });
    expect(problems).toEqual([
      'guest/send-mail.ts holds 2 deployed functions (sendMail, sendOther)',
      'export.ts holds exportItems: name it export-items.ts',
      'confirm-match.ts imports the function file guest/send-mail.ts',
      'guards.ts deploys no function: shared code goes in lib/',
      'lib/admin.ts imports the function file export.ts',
    ]);
  });
});
