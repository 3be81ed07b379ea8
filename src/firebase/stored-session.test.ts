// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readFirebaseConfig } from './config';
import { mayHaveSignedInUser } from './stored-session';

const key = `firebase:authUser:${readFirebaseConfig(import.meta.env).options.apiKey ?? ''}:[DEFAULT]`;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('mayHaveSignedInUser: read where Auth keeps the session (src/firebase/app.ts)', () => {
  it('is false on a browser that holds no session', async () => {
    expect(await mayHaveSignedInUser()).toBe(false);
  });

  it('is true for a signed-in user in localStorage or sessionStorage', async () => {
    localStorage.setItem(key, JSON.stringify({ uid: 'staff', isAnonymous: false }));
    expect(await mayHaveSignedInUser()).toBe(true);
    localStorage.clear();
    sessionStorage.setItem(key, JSON.stringify({ uid: 'staff', isAnonymous: false }));
    expect(await mayHaveSignedInUser()).toBe(true);
  });

  it('is false for an anonymous guest (a guest page need not start Auth for them)', async () => {
    localStorage.setItem(key, JSON.stringify({ uid: 'guest', isAnonymous: true }));
    expect(await mayHaveSignedInUser()).toBe(false);
  });
});
