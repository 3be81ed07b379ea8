import type { Hotel, LostItem } from '@/domain/entities';
import { useDocument } from '@/hooks/use-live';
import type { LiveState } from '@/hooks/use-subscription';

/** The hotel's document: its payment setting and the facility address printed as sender. */
export function useHotelDocument(hotelId: string): LiveState<Hotel | null> {
  return useDocument('hotel', hotelId);
}

/** The match's lost report, for its reference on the label and the customs form. */
export function useLostReport(lostItemId: string | null): LiveState<LostItem | null> {
  return useDocument('lostItem', lostItemId);
}
