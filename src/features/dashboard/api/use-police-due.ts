import { useMemo } from 'react';
import type { FoundItem } from '@/domain/entities';
import {
  earliestPoliceDueDay,
  policeDueItems,
  type PoliceDeadline,
} from '@/domain/police-paperwork';
import { useDocument, useHotelQuery } from '@/hooks/use-live';
import type { LiveState } from '@/hooks/use-subscription';

export type PoliceDueRows = { item: FoundItem; deadline: PoliceDeadline }[];

/** The hotel uses the one-week police submission limit (settings.police.weekLimit), live. */
export function usePoliceWeekLimit(hotelId: string): boolean {
  return useDocument('hotel', hotelId).data?.settings.police?.weekLimit === true;
}

/**
 * The Due view's police section: pending items staff found whose one-week submission limit is
 * running or recently passed, earliest deadline first. Read only while the view is open and the
 * hotel uses the limit (`open`).
 */
export function usePoliceDueItems(
  hotelId: string,
  now: Date,
  open: boolean,
): LiveState<PoliceDueRows> {
  const found = useHotelQuery('policeDue', open ? hotelId : null, {
    orderAtLeast: earliestPoliceDueDay(now),
  });
  const rows = useMemo(() => policeDueItems(found.data ?? [], now), [found.data, now]);
  if (found.status === 'error') return { status: 'error', data: undefined, error: found.error };
  if (found.status === 'loading') return { status: 'loading', data: undefined, error: null };
  return { status: 'success', data: rows, error: null };
}
