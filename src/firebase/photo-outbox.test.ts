import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_BLOCKED_MS, OutboxBlockedError, openOutboxDb } from './photo-outbox';

// Opening the outbox while another tab (an older build) holds it open blocks the upgrade
// (docs/offline.md): it fails with a clear error after a while instead of hanging forever.

interface FakeRequest {
  result: { close: () => void; onversionchange: unknown };
  onsuccess?: () => void;
  onerror?: () => void;
  onblocked?: () => void;
  onupgradeneeded?: () => void;
}

function fakeIndexedDb() {
  const requests: FakeRequest[] = [];
  const close = vi.fn();
  vi.stubGlobal('indexedDB', {
    open: () => {
      const request: FakeRequest = { result: { close, onversionchange: null } };
      requests.push(request);
      return request;
    },
  });
  return { requests, close };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('opening the outbox', () => {
  it('blocked by another tab, it fails with OutboxBlockedError, and the next use tries again', async () => {
    vi.useFakeTimers();
    const { requests, close } = fakeIndexedDb();
    const first = openOutboxDb();
    requests[0].onblocked?.();
    const failed = expect(first).rejects.toBeInstanceOf(OutboxBlockedError);
    await vi.advanceTimersByTimeAsync(OUTBOX_BLOCKED_MS);
    await failed;
    // The other tab let go late: that connection is closed, not kept.
    requests[0].onsuccess?.();
    expect(close).toHaveBeenCalled();
    // The next use opens again, and succeeds.
    const second = openOutboxDb();
    expect(requests).toHaveLength(2);
    requests[1].onsuccess?.();
    await expect(second).resolves.toBe(requests[1].result);
    // Leaves no open connection to this fake for the worker's other files (a sign-out's close).
    (requests[1].result.onversionchange as () => void)();
  });
});
