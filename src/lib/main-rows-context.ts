import { createContext, useContext, useEffect, useState } from 'react';

/**
 * Whether the rows a screen is opened for are on screen (from the server or the device). A screen
 * with such rows (the dashboard: its open tab) provides false until then; its side panels (guest
 * messages waiting, suggested matches, the report-rate notice) start their listeners only after,
 * so that their queries do not queue before the rows the person came for (every listener of a
 * page shares one stream to Firestore) and their setup does not delay the rows' first paint.
 * The dashboard holds its own figures card and Due count the same way (useShownAfterPaint).
 * Anywhere else the panels start at once (true).
 */
export const MainRowsContext = createContext(true);

/**
 * `key` once the screen's main rows are shown, null before: a side panel's listener key for
 * useSubscription (null means "not yet").
 */
export function useAfterMainRows(key: string): string | null {
  return useContext(MainRowsContext) ? key : null;
}

/** A hidden tab paints no frames: there the panels start this long after the rows instead. */
const HIDDEN_TAB_MS = 250;

/**
 * True once `rendered` has been true through a painted frame: a frame callback runs just before
 * that frame's paint, and a task posted from it just after. The value for MainRowsContext.
 */
export function useShownAfterPaint(rendered: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!rendered || shown) return undefined;
    const show = () => setShown(true);
    let posted: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      posted = setTimeout(show, 0);
    });
    const fallback = setTimeout(show, HIDDEN_TAB_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(posted);
      clearTimeout(fallback);
    };
  }, [rendered, shown]);
  return shown;
}
