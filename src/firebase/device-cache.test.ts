// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cacheCleared,
  cacheDecision,
  cacheOwner,
  markCacheForClearing,
  persistentCacheAtStart,
} from './device-cache';

const staff = (uid: string) => ({ uid, staff: true, claimsLoaded: true });

beforeEach(() => window.localStorage.clear());

describe('the device cache of Firestore', () => {
  it('is kept only for staff, from the next load after their first sign-in', () => {
    expect(persistentCacheAtStart()).toBe(false);
    expect(cacheDecision(null, false)).toEqual({ action: 'none' });
    expect(cacheDecision({ uid: 'g', staff: false, claimsLoaded: true }, false)).toEqual({
      action: 'none',
    });
    expect(cacheDecision(staff('a'), false)).toEqual({ action: 'own', owner: 'a' });
    cacheCleared('a');
    expect(cacheOwner()).toBe('a');
    expect(persistentCacheAtStart()).toBe(true);
    expect(cacheDecision(staff('a'), true)).toEqual({ action: 'none' });
  });

  it('is cleared when its owner signs out and before another account sees anything', () => {
    cacheCleared('a');
    expect(cacheDecision(null, true)).toEqual({ action: 'clear', owner: null });
    expect(cacheDecision(staff('b'), true)).toEqual({ action: 'clear', owner: 'b' });
    // Another tab cleared the flag while this one still holds the cache open.
    window.localStorage.clear();
    expect(cacheDecision(null, true)).toEqual({ action: 'clear', owner: null });
  });

  it('a sign-out marks it for clearing first, so an interrupted one clears it on the next start', () => {
    cacheCleared('a');
    markCacheForClearing();
    expect(persistentCacheAtStart()).toBe(false);
    expect(cacheDecision(null, false)).toEqual({ action: 'clear', owner: null });
    cacheCleared(null);
    expect(cacheDecision(null, false)).toEqual({ action: 'none' });
  });

  it('decides nothing while the claims are unknown', () => {
    cacheCleared('a');
    expect(cacheDecision({ uid: 'a', staff: false, claimsLoaded: false }, true)).toEqual({
      action: 'none',
    });
  });
});
