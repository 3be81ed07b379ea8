import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopAfter } from './listen';

afterEach(() => {
  vi.useRealTimers();
});

describe('stopAfter', () => {
  it('stops a listener when the time is up', () => {
    vi.useFakeTimers();
    const stop = vi.fn();
    stopAfter(stop, 30_000);
    vi.advanceTimersByTime(29_999);
    expect(stop).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('stops it earlier when asked, and only once', () => {
    vi.useFakeTimers();
    const stop = vi.fn();
    const stopNow = stopAfter(stop, 30_000);
    stopNow();
    stopNow();
    vi.advanceTimersByTime(30_000);
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
