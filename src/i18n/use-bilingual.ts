import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

export type BilingualT = (key: string, options?: Record<string, unknown>) => string;

const BOTH = ['ja', 'en'] as const;

/**
 * Text in Japanese and English together ("拾得日時 / Date and time found"), for paperwork read by
 * a Japanese police station and by staff or guests who read English: the police submission and a
 * finder's receipt. Each language is its own chunk, so both are loaded first (`ready`).
 *
 * `ready` is read from i18next's store, and follows it (its `added` event), rather than from the
 * promise of a load this component started: in development React's StrictMode runs each effect
 * twice, and a second `loadLanguages` for languages already asked for resolves at once, before
 * they arrive, while the first, which does wait, belongs to the effect that was cleaned up (the
 * page stayed on "Loading…" for good under the development server).
 */
export function useBilingual(): {
  ready: boolean;
  both: BilingualT;
  ja: BilingualT;
  en: BilingualT;
} {
  const { i18n } = useTranslation();
  const store = i18n.store;
  const subscribe = useCallback(
    (changed: () => void) => {
      store.on('added', changed);
      return () => store.off('added', changed);
    },
    [store],
  );
  const missing = () => BOTH.filter((language) => !i18n.hasResourceBundle(language, 'translation'));
  const ready = useSyncExternalStore(subscribe, () => missing().length === 0);
  useEffect(() => {
    if (ready) return;
    // reloadResources, not loadLanguages: it waits for a language already loading rather than
    // asking for it twice, and asks again for one whose load failed or whose bundle is gone
    // (loadLanguages skips any language it was once given). Both languages' loads read both parts
    // of the translations once a staff screen has asked for them (./i18n.ts).
    void i18n.reloadResources(missing(), ['translation']);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `missing` reads the live instance
  }, [i18n, ready]);
  // The typed t checks literal keys only; the keys passed here are literals of en.json checked by
  // the paperwork's tests (both languages printed).
  const ja = i18n.getFixedT('ja') as unknown as BilingualT;
  const en = i18n.getFixedT('en') as unknown as BilingualT;
  const both: BilingualT = (key, options) => {
    const first = ja(key, options);
    const second = en(key, options);
    return first === second ? first : `${first} / ${second}`;
  };
  return { ready, both, ja, en };
}
