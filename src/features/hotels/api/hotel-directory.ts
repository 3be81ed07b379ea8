import { useHydrated } from '@/hooks/use-hydrated';
import { useLoad } from '@/hooks/use-load';
import type { LiveState } from '@/hooks/use-subscription';
import type { HotelListEntry } from './hotel-list-entry';

/** Spec §6/§9: the hotel list used to validate hotel routes is cached for one hour. */
export const HOTEL_DIRECTORY_TTL_MS = 60 * 60 * 1000;
const STORAGE_KEY = 'lostAndFound.hotelDirectory';

interface CachedDirectory {
  at: number;
  hotels: HotelListEntry[];
}

let memory: CachedDirectory | null = null;
let pending: Promise<HotelListEntry[]> | null = null;

function readStored(): CachedDirectory | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as CachedDirectory) : null;
    return parsed && Array.isArray(parsed.hotels) && typeof parsed.at === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

function fresh(cache: CachedDirectory | null, now: number): cache is CachedDirectory {
  return cache !== null && now - cache.at < HOTEL_DIRECTORY_TTL_MS;
}

// Imported when the list is fetched, so that the first screen does not wait for Firestore.
const fetchDirectory = () =>
  import('./hotel-directory-fetch').then((module) => module.fetchHotelDirectory());

/** All hotels, if a cache younger than one hour holds them (in memory, else localStorage). */
export function cachedHotelDirectory(now = Date.now()): HotelListEntry[] | undefined {
  if (!fresh(memory, now)) memory = readStored();
  return fresh(memory, now) ? memory.hotels : undefined;
}

/** All hotels, from a cache younger than one hour when there is one. */
export function loadHotelDirectory(now = Date.now()): Promise<HotelListEntry[]> {
  const cached = cachedHotelDirectory(now);
  if (cached) return Promise.resolve(cached);
  pending ??= fetchDirectory()
    .then((hotels) => {
      memory = { at: Date.now(), hotels };
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
      } catch {
        // Storage full or refused: the in-memory cache still serves this visit.
      }
      return hotels;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The hotel directory as a screen sees it: `{ status, data, error }`. */
export type DirectoryState = LiveState<HotelListEntry[]>;

/**
 * The hotel directory, read once per page load (cached for an hour, spec §6). A page rendered in
 * the browser has a cached directory at its first render (a staff member's dashboard renders
 * once, not a loader first and then again); a prerendered page being hydrated starts loading, as
 * its HTML was rendered, and gets it a moment later.
 */
export function useHotelDirectory(): DirectoryState {
  const hydrated = useHydrated();
  return useLoad(
    'hotel-directory',
    loadHotelDirectory,
    hydrated ? cachedHotelDirectory : undefined,
  );
}
