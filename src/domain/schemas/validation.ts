import type { z } from 'zod';

/** Error keys the forms show (spec §5 and §8); translated under `errors.*`. */
export type ValidationKey =
  | 'requiredFields'
  | 'invalidEmail'
  | 'locationRequired'
  | 'fieldTooLong'
  | 'invalidDate'
  | 'emailRequired'
  | 'passwordLength'
  | 'missingHotelId'
  | 'emptyDisplayName'
  | 'sameDisplayName'
  | 'displayNameEmpty'
  | 'invalidWeight';

/** The order in which a form reports its first problem: missing fields first. */
const PRIORITY: readonly ValidationKey[] = [
  'missingHotelId',
  'requiredFields',
  'emailRequired',
  'locationRequired',
  'invalidEmail',
  'invalidDate',
  'passwordLength',
  'emptyDisplayName',
  'displayNameEmpty',
  'sameDisplayName',
  'invalidWeight',
  'fieldTooLong',
];

/** The one message key a form shows for a failed parse, or null when it passed. */
export function firstErrorKey(result: z.ZodSafeParseResult<unknown>): ValidationKey | null {
  if (result.success) return null;
  const keys = new Set(result.error.issues.map((issue) => issue.message));
  return PRIORITY.find((key) => keys.has(key)) ?? 'requiredFields';
}

/** The fields a failed parse blames, for highlighting them in the form. */
export function errorFields(result: z.ZodSafeParseResult<unknown>): Set<string> {
  if (result.success) return new Set();
  return new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A loose email check: something@domain.tld (spec §5 "must look like {email}"). */
export function looksLikeEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
