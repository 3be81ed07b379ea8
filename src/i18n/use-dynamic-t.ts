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
