import { useTranslation } from 'react-i18next';

export type DynamicT = (key: string, options?: Record<string, unknown>) => string;

/**
 * `t` for keys computed at run time (item types, error keys from the domain, statuses). Static
 * keys should use the typed `t` of useTranslation, which checks them against en.json.
 */
export function useDynamicT(): DynamicT {
  const { t } = useTranslation();
  // The typed t accepts only literal keys of en.json; computed keys are checked by the domain's
  // own tests (every item type, status and error key has a translation).
  return t as unknown as DynamicT;
}

/**
 * `t` that looks each key up once: for building many rows from the same few keys (statuses,
 * item types, "not available"), where i18next's own lookup is most of the time. Calls with
 * options are not cached (they interpolate). Make a new one when the language changes.
 */
export function onceEachKey(t: DynamicT): DynamicT {
  const cache = new Map<string, string>();
  return (key, options) => {
    if (options) return t(key, options);
    let text = cache.get(key);
    if (text === undefined) {
      text = t(key);
      cache.set(key, text);
    }
    return text;
  };
}
