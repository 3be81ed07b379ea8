// Why no tool does this: a fresh clone's first scripts may import only Node's built-ins; no tool
// checks that before npm ci.
// The static import graph of a script: every module it imports with `import … from` / `export …
// from` / `import '…'`, followed through the project's own files. Dynamic `import()` is not
// followed: that is how a script loads packages after it has installed them. The scripts that run
// on a fresh clone before `npm ci` (npm start, npm test, npm run setup) may reach only Node's
// built-ins and the project's own files this way (scripts/lib/fresh-clone-imports.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Source text without its comments (strings are kept: they hold the specifiers). */
function withoutComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/[^\n]*/g, (match, before) =>
    match.startsWith('/*') ? ' ' : (before ?? ''),
  );
}

/** The specifiers a module's source imports statically, in order. */
export function staticImports(source) {
  const code = withoutComments(source);
  const specifiers = [];
  // `import x from '…'`, `import { a, b } from '…'` (over several lines), `export * from '…'`.
  const fromClause = /(?:^|[;\n}])\s*(?:import|export)\s+(?!\()[^;'"`]*?\sfrom\s*(['"])([^'"]+)\1/g;
  // `import '…'` (for its side effects).
  const bare = /(?:^|[;\n}])\s*import\s*(['"])([^'"]+)\1/g;
  for (const pattern of [fromClause, bare]) {
    for (const match of code.matchAll(pattern))
      specifiers.push({ at: match.index, name: match[2] });
  }
  return specifiers.sort((a, b) => a.at - b.at).map(({ name }) => name);
}

/** A specifier that names a package from node_modules: neither `node:` nor a relative path. */
export function isPackageSpecifier(specifier) {
  return !specifier.startsWith('node:') && !/^\.{0,2}\//.test(specifier);
}

/**
 * Walks the static imports from `entry` (an absolute path) through relative imports and returns
 * every package specifier reached as { specifier, importedBy } (importedBy relative to `root`).
 */
export function packagesReachedFrom(entry, root = path.dirname(entry)) {
  const reached = [];
  const seen = new Set();
  const queue = [path.resolve(entry)];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('node:')) continue;
      if (isPackageSpecifier(specifier)) {
        reached.push({ specifier, importedBy: path.relative(root, file) });
        continue;
      }
      const target = path.resolve(path.dirname(file), specifier);
      if (!existsSync(target))
        throw new Error(`${file} imports ${specifier}, which does not exist`);
      queue.push(target);
    }
  }
  return reached;
}
