/**
 * A hotel as the hotel lists show it. Its own module, below the live list (use-hotels.ts), the
 * cached directory (hotel-directory.ts) and its fetch, so that none of them imports another back.
 */
export interface HotelListEntry {
  id: string;
  displayName: string;
}
