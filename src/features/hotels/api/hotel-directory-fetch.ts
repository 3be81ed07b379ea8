import { readFirebaseConfig } from '@/firebase/config';
import type { HotelListEntry } from './hotel-list-entry';

interface RestDocument {
  name: string;
  fields?: { displayName?: { stringValue?: string } };
}

interface RestPage {
  documents?: RestDocument[];
  nextPageToken?: string;
}

/** Firestore's REST address of the hotels collection, for the emulators or the real project. */
function hotelsUrl(): URL {
  const config = readFirebaseConfig(import.meta.env);
  const projectId = config.options.projectId ?? '';
  const origin =
    config.mode === 'emulators'
      ? `http://${config.emulators.host}:${config.emulators.firestore}`
      : 'https://firestore.googleapis.com';
  const url = new URL(`${origin}/v1/projects/${projectId}/databases/(default)/documents/hotels`);
  if (config.mode === 'production' && config.options.apiKey)
    url.searchParams.set('key', config.options.apiKey);
  url.searchParams.set('orderBy', 'displayName');
  url.searchParams.set('mask.fieldPaths', 'displayName');
  url.searchParams.set('pageSize', '300');
  return url;
}

/**
 * Every hotel by name (hotel-directory.ts imports this on demand). Hotels are public (firestore.rules:
 * `allow get, list: if true`), so a plain REST read does it: a guest's page gets the directory
 * without downloading and starting the Firestore SDK (about 100 KB gz) before it is needed.
 */
export async function fetchHotelDirectory(): Promise<HotelListEntry[]> {
  const hotels: HotelListEntry[] = [];
  let pageToken: string | undefined;
  do {
    const url = hotelsUrl();
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Hotel list: HTTP ${response.status}`);
    const page = (await response.json()) as RestPage;
    for (const doc of page.documents ?? []) {
      const id = doc.name.slice(doc.name.lastIndexOf('/') + 1);
      hotels.push({ id, displayName: doc.fields?.displayName?.stringValue || id });
    }
    pageToken = page.nextPageToken;
  } while (pageToken);
  return hotels;
}
