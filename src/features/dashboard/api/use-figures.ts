import { db } from '@/firebase/app';
import { fetchFigureCounts, type FigureCounts } from '@/firebase/figures';
import { useLoad, type LoadState } from '@/hooks/use-load';

export type { FigureCounts, MonthCounts } from '@/firebase/figures';

/** The figures' counts (src/firebase/figures.ts), read once per hotel and day. */
export function useFigureCounts(hotelId: string, enabled = true): LoadState<FigureCounts> {
  const today = new Date().toDateString();
  return useLoad(enabled ? `${hotelId}:${today}` : null, () =>
    fetchFigureCounts(db, hotelId, new Date()),
  );
}
