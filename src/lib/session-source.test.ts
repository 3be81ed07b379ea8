import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, STAFF_SESSION as STAFF } from '@/testing/fake-session';
import { createSessionSource } from './session-source';

describe('the page session', () => {
  it('listens to Firebase Auth once, however many ask', async () => {
    const auth = fakeAuth();
    const source = createSessionSource(auth.modules);
    source.start();
    source.start();
    source.listen(() => {});
    await vi.waitFor(() => expect(auth.subscribeSession).toHaveBeenCalled());
    expect(auth.modules.auth).toHaveBeenCalledTimes(1);
    expect(auth.subscribeSession).toHaveBeenCalledTimes(1);
  });

  it('gives a late listener the report already read, the same object as the others got', async () => {
    const auth = fakeAuth();
    const source = createSessionSource(auth.modules);
    const early = vi.fn();
    source.listen(early);
    await vi.waitFor(() => expect(auth.subscribeSession).toHaveBeenCalled());
    expect(source.read()).toBeUndefined();
    auth.emit(STAFF);
    await source.reported;
    const late = vi.fn();
    source.listen(late);
    expect(late).toHaveBeenCalledWith({ user: STAFF, error: null });
    expect(late.mock.calls[0]?.[0]).toBe(early.mock.calls[0]?.[0]);
    expect(source.read()).toBe(early.mock.calls[0]?.[0]);
  });

  it('stops telling a listener that has left', async () => {
    const auth = fakeAuth();
    const source = createSessionSource(auth.modules);
    const listener = vi.fn();
    const stop = source.listen(listener);
    await vi.waitFor(() => expect(auth.subscribeSession).toHaveBeenCalled());
    auth.emit(STAFF);
    stop();
    auth.emit(null);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(source.read()).toEqual({ user: null, error: null });
  });

  it("reports Auth's error, and a chunk that did not load, instead of loading for ever", async () => {
    const auth = fakeAuth();
    const source = createSessionSource(auth.modules);
    source.start();
    await vi.waitFor(() => expect(auth.subscribeSession).toHaveBeenCalled());
    auth.fail(new Error('network'));
    await source.reported;
    expect(source.read()?.error?.message).toBe('network');

    const offline = createSessionSource({
      ...auth.modules,
      auth: () => Promise.reject(new Error('chunk failed')),
    });
    offline.start();
    await offline.reported;
    expect(offline.read()).toEqual({ user: null, error: new Error('chunk failed') });
  });
});
