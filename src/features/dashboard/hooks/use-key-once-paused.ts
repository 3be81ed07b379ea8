import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** How long typing must pause before the search asks the index (ms). */
export const TYPING_PAUSE = 250;

/**
 * The search's lookup key to load: `key` once what is typed (`text`) has stayed the same for
 * `pause` ms, then kept while typing goes on within the same key (null until then).
 *
 * The key is a word's first letters, so it stays the same while that word is typed on: waiting for
 * the key alone started a lookup in the middle of typing, and its hundreds of documents (the
 * server's query, then Firestore's work in the page) held up the paint of the keystrokes that
 * followed (docs/performance.md, "Typing that paints").
 */
export function useKeyOncePaused(
  key: string | null,
  text: string,
  pause = TYPING_PAUSE,
): string | null {
  const [settled] = useDebouncedValue(text, pause);
  const [asked, setAsked] = useState<string | null>(null);
  // Adjusted while rendering (React's pattern for state that follows props): no extra commit.
  if (settled === text && asked !== key) setAsked(key);
  return asked === key ? key : null;
}
