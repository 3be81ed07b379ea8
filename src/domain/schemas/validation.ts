import type { z } from 'zod';
import { storedPhone } from '../phone';

/** Error keys the forms show (spec §5 and §8); translated under `errors.*`. */
export type ValidationKey =
  | 'requiredFields'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'locationRequired'
  | 'fieldTooLong'
  | 'invalidDate'
  | 'invalidTime'
  | 'emailRequired'
  | 'passwordLength'
  | 'missingHotelId'
  | 'emptyDisplayName'
  | 'sameDisplayName'
  | 'displayNameEmpty'
  | 'invalidWeight'
  | 'invalidTrackingNumber'
  | 'invalidCarrierUrl';

/** The order in which a form reports its first problem: missing fields first. */
const PRIORITY: readonly ValidationKey[] = [
  'missingHotelId',
  'requiredFields',
  'emailRequired',
  'locationRequired',
  'invalidEmail',
  'invalidPhone',
  'invalidDate',
  'invalidTime',
  'passwordLength',
  'emptyDisplayName',
  'displayNameEmpty',
  'sameDisplayName',
  'invalidWeight',
  'invalidTrackingNumber',
  'invalidCarrierUrl',
  'fieldTooLong',
];

/** The one message key a form shows for the messages of its failed fields; null when none. */
export function firstErrorKeyOf(messages: Iterable<string>): ValidationKey | null {
  const keys = new Set(messages);
  if (keys.size === 0) return null;
  return PRIORITY.find((key) => keys.has(key)) ?? 'requiredFields';
}

/** The one message key a form shows for a failed parse, or null when it passed. */
export function firstErrorKey(result: z.ZodSafeParseResult<unknown>): ValidationKey | null {
  if (result.success) return null;
  return firstErrorKeyOf(result.error.issues.map((issue) => issue.message));
}

/** The fields a failed parse blames, for highlighting them in the form. */
export function errorFields(result: z.ZodSafeParseResult<unknown>): Set<string> {
  if (result.success) return new Set();
  return new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
}

/**
 * The message key of each field a failed parse blames (its first issue), by field name; empty
 * when it passed. Forms that show a message under each field translate these at render.
 */
export function fieldErrorKeys(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const keys: Record<string, string> = {};
  if (result.success) return keys;
  for (const issue of result.error.issues) keys[String(issue.path[0] ?? '')] ??= issue.message;
  return keys;
}

/** One address (no list): the same pattern as emailOrEmpty in firestore.rules. */
const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
export const MAX_EMAIL_LENGTH = 254;

/**
 * A loose email check: something@domain.tld (spec §5 "must look like {email}"), one address of
 * at most 254 characters (no "a@x, b@y" lists).
 */
export function looksLikeEmail(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL.test(trimmed);
}

export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A form's phone that cannot be stored in E.164 (src/domain/phone.ts) blames the number: the
 * code comes from a picker, or from the country when none was chosen.
 */
export function checkPhone(
  values: { phoneCode: string; phoneNumber: string; country: string },
  context: z.RefinementCtx,
): void {
  if (storedPhone(values.phoneCode, values.phoneNumber, values.country) === null) {
    context.addIssue({ code: 'custom', message: 'invalidPhone', path: ['phoneNumber'] });
  }
}
