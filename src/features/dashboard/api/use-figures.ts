import { db } from '@/firebase/app';
import { subscribeFigureCounts, type FigureCounts } from '@/firebase/figures';
import { useSubscription, type LiveState } from '@/hooks/use-subscription';

export type { FigureCounts, MonthCounts } from '@/firebase/figures';

/**
 * The figures' counts, live from the hotel's one figures document (src/firebase/figures.ts),
 * counted for today (a new day starts a new listener).
 */
export function useFigureCounts(hotelId: string, enabled = true): LiveState<FigureCounts> {
  const today = new Date().toDateString();
  return useSubscription(enabled ? `${hotelId}:${today}` : null, (onData, onError) =>
    subscribeFigureCounts(db, hotelId, () => new Date(), onData, onError),
  );
}
