import type { Language } from './entities';
import { toLanguage } from './language';

/**
 * The readers the stored-document converters (records.ts, records-match.ts) share: each gives a
 * safe default for a missing or mistyped field.
 */
export type Data = Record<string, unknown>;

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');
export const strOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
export const bool = (value: unknown): boolean => value === true;
export const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
export const language = (value: unknown): Language =>
  toLanguage(typeof value === 'string' ? value : undefined);
export const map = (value: unknown): Data =>
  value && typeof value === 'object' ? (value as Data) : {};
