// Types of no-import-cycle.mjs for its test.
import type { ESLint, Rule } from 'eslint';

export declare function resolveImport(
  fromFile: string,
  specifier: string,
  aliases: Record<string, string>,
): string | null;
export declare const noImportCycle: Rule.RuleModule;
declare const plugin: ESLint.Plugin & { rules: { 'no-import-cycle': Rule.RuleModule } };
export default plugin;
