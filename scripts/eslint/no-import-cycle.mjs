// Why no tool does this: eslint-plugin-import's no-cycle is not among the packages; this rule
// covers type and lazy imports too.
// ESLint rule `local/no-import-cycle`: no module may import, through any chain of the project's
// own modules, a module that imports it back (docs/architecture.md, "No import cycles").
//
// Every import counts: `import type` (a type two modules need lives below both), dynamic
// `import()` (a lazy cycle is still a cycle: it only moves the crash to run time) and
// `export … from`. That is why this is a rule of our own and not import-x/no-cycle, which skips
// type-only imports. Packages, JSON and CSS are leaves and never close a cycle.
//
// The graph is read with TypeScript's own scanner (ts.preProcessFile: imports, re-exports,
// dynamic and type-position imports, no comments) and cached per file by its modification time,
// so one lint run reads each file once and an editor's long-lived ESLint sees edits.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const CANDIDATE_SUFFIXES = ['', ...SOURCE_EXTENSIONS, '/index.ts', '/index.tsx'];

/** Modification time of a file, or null when there is no such file. */
function fileTime(file) {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats.mtimeMs : null;
  } catch {
    return null;
  }
}

/**
 * The project file a specifier names, or null for a package or a non-source file. `aliases` maps
 * a prefix ('@/') to a folder (absolute).
 */
export function resolveImport(fromFile, specifier, aliases) {
  const bare = specifier.split('?')[0] ?? '';
  let base = null;
  if (bare.startsWith('./') || bare.startsWith('../')) {
    base = path.resolve(path.dirname(fromFile), bare);
  } else {
    for (const [prefix, folder] of Object.entries(aliases)) {
      if (bare.startsWith(prefix)) base = path.join(folder, bare.slice(prefix.length));
    }
  }
  if (base === null) return null;
  // An ESM import of a TypeScript file may name it with .js.
  const bases = /\.m?js$/.test(base) ? [base, base.replace(/\.(m?)js$/, '.$1ts')] : [base];
  for (const candidateBase of bases) {
    for (const suffix of CANDIDATE_SUFFIXES) {
      const candidate = candidateBase + suffix;
      if (SOURCE_EXTENSIONS.includes(path.extname(candidate)) && fileTime(candidate) !== null)
        return candidate;
    }
  }
  return null;
}

const importsCache = new Map();

/** The project files a file imports (any kind of import), cached by modification time. */
function importsOf(file, aliases) {
  const time = fileTime(file);
  const cached = importsCache.get(file);
  if (cached && cached.time === time) return cached.targets;
  let targets = [];
  if (time !== null) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    targets = [
      ...new Set(
        importedFiles
          .map(({ fileName }) => resolveImport(file, fileName, aliases))
          .filter((target) => target !== null),
      ),
    ];
  }
  importsCache.set(file, { time, targets });
  return targets;
}

/** The shortest chain of imports from `start` back to `file` (both included), or null. */
function chainBack(start, file, aliases) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of importsOf(current, aliases)) {
      if (next === file) {
        const chain = [file];
        for (let at = current; at !== null; at = previous.get(at) ?? null) chain.unshift(at);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, counting type-only and dynamic imports.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: 'Import cycle: {{chain}}. Move what both modules need below them.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    const aliases = Object.fromEntries(
      Object.entries(options.aliases ?? {}).map(([prefix, folder]) => [
        prefix,
        path.resolve(root, folder),
      ]),
    );
    const file = path.resolve(context.physicalFilename);
    const check = (node) => {
      // `import('…').Type` keeps its specifier in `argument.literal` (typescript-eslint 8).
      const source = node.source ?? node.argument?.literal ?? node.argument;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(file, source.value, aliases);
      if (target === null || target === file) return;
      const chain = chainBack(target, file, aliases);
      if (chain === null) return;
      const shown = [file, ...chain].map((step) => path.relative(root, step)).join(' → ');
      context.report({ node: source, messageId: 'cycle', data: { chain: shown } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
