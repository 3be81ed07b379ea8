import { afterEach, describe, expect, it } from 'vitest';
import { countReads, READ_COUNTER_GLOBAL, type ReadCount } from './read-counter';

const scope = globalThis as unknown as Partial<Record<string, ReadCount>>;

describe('countReads', () => {
  afterEach(() => {
    delete scope[READ_COUNTER_GLOBAL];
  });

  it('adds to the counter a benchmark injected', () => {
    scope[READ_COUNTER_GLOBAL] = { documents: 0, aggregations: 0, ruleReads: 0 };
    countReads('documents', 3);
    countReads('ruleReads');
    expect(scope[READ_COUNTER_GLOBAL]).toEqual({ documents: 3, aggregations: 0, ruleReads: 1 });
  });

  it('does nothing without one (the app sets none)', () => {
    countReads('documents', 3);
    expect(scope[READ_COUNTER_GLOBAL]).toBeUndefined();
  });
});
