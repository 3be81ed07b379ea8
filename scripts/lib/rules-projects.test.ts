import { describe, expect, it } from 'vitest';
import { rulesProjectOf } from './rules-projects.mjs';

describe('rulesProjectOf', () => {
  it('gives each rules test file its own emulator project, named after the file', () => {
    expect(rulesProjectOf('demo-x', '/repo/tests/rules/edit-and-approval.test.ts')).toBe(
      'demo-x-rules-edit-and-approval',
    );
    expect(rulesProjectOf('demo-x', 'tests/rules/Police_Paperwork.test.ts')).toBe(
      'demo-x-rules-police-paperwork',
    );
  });

  it('gives two files two projects (their coverage reports are read one by one)', () => {
    expect(rulesProjectOf('demo-x', 'tests/rules/a.test.ts')).not.toBe(
      rulesProjectOf('demo-x', 'tests/rules/b.test.ts'),
    );
  });
});
