import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// One seam (docs/architecture.md): only src/firebase and the bootstrap (src/main.tsx) import the
// Firebase SDK. The repository's eslint.config.js decides which of its import rules apply to a
// path; those rules are then run, without type information, on a fixture at that path.
const ROOT = path.resolve(import.meta.dirname, '../..');
const repoConfig = new ESLint({ cwd: ROOT });
const RULES = ['no-restricted-imports', 'no-restricted-syntax'];

async function problems(file: string, code: string): Promise<string[]> {
  const config = (await repoConfig.calculateConfigForFile(path.join(ROOT, file))) as {
    rules?: Linter.RulesRecord;
  };
  const rules = Object.fromEntries(
    RULES.flatMap((rule) => (config.rules?.[rule] ? [[rule, config.rules[rule]]] : [])),
  );
  const linter = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser }, rules },
    ],
  });
  const [result] = await linter.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('one seam: the Firebase SDK only in src/firebase', () => {
  it('fails a feature api file that imports firebase/firestore', async () => {
    expect(
      await problems(
        'src/features/messages/api/seam-fixture.ts',
        "import { doc } from 'firebase/firestore';\nexport const d = doc;\n",
      ),
    ).toEqual([
      'no-restricted-imports: \'firebase/firestore\' import is restricted from being used by a pattern. One seam: Firestore, Storage, Auth and Functions calls live in src/firebase/ (one module per collection or concern). Import from "@/firebase/…" instead.',
    ]);
  });

  it('fails a screen, a type-only import, the bare package, @firebase/* and a lazy import', async () => {
    const code = [
      "import type { User } from 'firebase/auth';",
      "import { initializeApp } from 'firebase';",
      "import { FirebaseError } from '@firebase/util';",
      "export const lazy = () => import('firebase/functions');",
      'export type U = User;',
      'export const x = [initializeApp, FirebaseError];',
    ].join('\n');
    const found = await problems('src/features/auth/components/seam-fixture.tsx', code);
    expect(found).toHaveLength(4);
    expect(found.every((problem) => problem.includes('One seam'))).toBe(true);
    expect(await problems('src/app/seam-fixture.ts', code)).toHaveLength(4);
    expect(await problems('src/features/auth/seam-fixture.test.tsx', code)).toHaveLength(4);
  });

  it('passes the SDK in src/firebase and in the bootstrap', async () => {
    const code = "import { doc } from 'firebase/firestore';\nexport const d = doc;\n";
    expect(await problems('src/firebase/seam-fixture.ts', code)).toEqual([]);
    expect(await problems('src/main.tsx', code)).toEqual([]);
  });

  it('passes a feature that goes through @/firebase, and firebase-admin / firebase-functions', async () => {
    expect(
      await problems(
        'src/features/messages/api/seam-fixture.ts',
        "import { listenThread } from '@/firebase/threads';\nexport const l = listenThread;\n",
      ),
    ).toEqual([]);
    const server =
      "import { getFirestore } from 'firebase-admin/firestore';\nimport { onCall } from 'firebase-functions/v2/https';\nexport const x = [getFirestore, onCall];\n";
    expect(await problems('src/features/messages/api/seam-fixture.ts', server)).toEqual([]);
    expect(await problems('functions/src/seam-fixture.ts', server)).toEqual([]);
  });
});
