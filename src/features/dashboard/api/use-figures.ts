import { useEffect, useState } from 'react';
import { db } from '@/firebase/app';
import { fetchFigureCounts, type FigureCounts } from '@/firebase/figures';

export type { FigureCounts, MonthCounts } from '@/firebase/figures';

export type FiguresState =
  | { status: 'loading' }
  | { status: 'success'; data: FigureCounts }
  | { status: 'error'; error: Error };

/** The figures' counts (src/firebase/figures.ts), read once per hotel and day. */
export function useFigureCounts(hotelId: string): FiguresState {
  const [state, setState] = useState<{ key: string; value: FiguresState } | null>(null);
  const now = new Date();
  const key = `${hotelId}:${now.toDateString()}`;
  useEffect(() => {
    let active = true;
    fetchFigureCounts(db, hotelId, new Date()).then(
      (data) => active && setState({ key, value: { status: 'success', data } }),
      (error: unknown) =>
        active &&
        setState({
          key,
          value: {
            status: 'error',
            error: error instanceof Error ? error : new Error(String(error)),
          },
        }),
    );
    return () => {
      active = false;
    };
  }, [hotelId, key]);
  return state?.key === key ? state.value : { status: 'loading' };
}
