// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheCleared, markCacheForClearing } from './device-cache';
import { keepRows, keptRows } from './device-rows';

beforeEach(() => window.localStorage.clear());

const row = {
  id: 'f1',
  itemName: 'Umbrella',
  createdAt: new Date('2026-11-20T09:30:00Z'),
  updatedAt: null,
  deletedAt: new Date(Number.NaN),
  erasure: { requestedAt: new Date('2026-11-21T00:00:00Z') },
  imageUrls: ['a.jpg'],
};

describe("a list's first page kept on the device", () => {
  it('comes back as it was kept, dates as dates, for the staff member who owns the cache', () => {
    cacheCleared('alice');
    keepRows('alice', 'pendingFound:h1', [row]);
    const [back] = keptRows<typeof row>('alice', 'pendingFound:h1') ?? [];
    expect(back?.createdAt).toEqual(row.createdAt);
    expect(back?.updatedAt).toBeNull();
    expect(Number.isNaN(back?.deletedAt.getTime())).toBe(true);
    expect(back?.erasure.requestedAt).toEqual(row.erasure.requestedAt);
    expect(back?.imageUrls).toEqual(['a.jpg']);
    expect(keptRows('alice', 'pendingLost:h1')).toBeNull();
  });

  it('is neither kept nor shown for anyone but the owner of the device cache', () => {
    keepRows('alice', 'pendingFound:h1', [row]);
    expect(window.localStorage.length).toBe(0);
    cacheCleared('alice');
    keepRows('alice', 'pendingFound:h1', [row]);
    expect(keptRows('bob', 'pendingFound:h1')).toBeNull();
    keepRows('bob', 'pendingFound:h1', [{ id: 'other' }]);
    expect(keptRows('alice', 'pendingFound:h1')).toHaveLength(1);
  });

  it('goes with the device cache on sign-out or before another account', () => {
    cacheCleared('alice');
    keepRows('alice', 'pendingFound:h1', [row]);
    keepRows('alice', 'openMatches:h2', [row]);
    window.localStorage.setItem('unrelated', 'stays');
    markCacheForClearing();
    cacheCleared('alice');
    expect(keptRows('alice', 'pendingFound:h1')).toBeNull();
    expect(keptRows('alice', 'openMatches:h2')).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('stays');
  });

  it('is simply not kept when storage is full, and an unreadable copy is ignored', () => {
    cacheCleared('alice');
    window.localStorage.setItem('lostAndFound.deviceRows:pendingFound:h1', '{not json');
    expect(keptRows('alice', 'pendingFound:h1')).toBeNull();
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => keepRows('alice', 'pendingFound:h1', [row])).not.toThrow();
    full.mockRestore();
    expect(keptRows('alice', 'pendingFound:h1')).toBeNull();
  });
});
