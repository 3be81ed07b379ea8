import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type BilingualT = (key: string, options?: Record<string, unknown>) => string;

/**
 * Text in Japanese and English together ("拾得日時 / Date and time found"), for paperwork read by
 * a Japanese police station and by staff or guests who read English: the police submission and a
 * finder's receipt. Each language is its own chunk, so both are loaded first (`ready`).
 */
export function useBilingual(): {
  ready: boolean;
  both: BilingualT;
  ja: BilingualT;
  en: BilingualT;
} {
  const { i18n } = useTranslation();
  const loaded = () =>
    i18n.hasResourceBundle('ja', 'translation') && i18n.hasResourceBundle('en', 'translation');
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void i18n.loadLanguages(['ja', 'en']).then(() => {
      if (live) setReady(loaded());
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once; `loaded` reads the live instance
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
