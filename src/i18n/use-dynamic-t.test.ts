import { describe, expect, it, vi } from 'vitest';
import { onceEachKey, type DynamicT } from './use-dynamic-t';

describe('onceEachKey', () => {
  it('looks each key up once and answers the same text after', () => {
    const t = vi.fn<DynamicT>((key) => `<${key}>`);
    const once = onceEachKey(t);
    expect([once('itemStatus.pending'), once('itemStatus.pending'), once('errors.x')]).toEqual([
      '<itemStatus.pending>',
      '<itemStatus.pending>',
      '<errors.x>',
    ]);
    expect(t).toHaveBeenCalledTimes(2);
  });

  it('passes calls with options through every time (they interpolate)', () => {
    const t = vi.fn<DynamicT>((key, options) => `${key} ${String(options?.count)}`);
    const once = onceEachKey(t);
    expect(once('items', { count: 1 })).toBe('items 1');
    expect(once('items', { count: 2 })).toBe('items 2');
    expect(t).toHaveBeenCalledTimes(2);
  });
});
