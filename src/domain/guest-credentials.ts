import { z } from 'zod';

/**
 * How a guest proves a report is theirs: its reference and email, or a mail link's token. Shared
 * by every guest callable's request (./guest-status.ts, ./messages.ts), so it lives below both.
 */

/** Mail links carry 32 random bytes, base64url (43 characters). */
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The longest reference and email the status callable takes. */
export const MAX_REFERENCE_INPUT = 40;
export const MAX_LOOKUP_EMAIL = 320;

export const byReference = {
  reference: z.string().trim().min(1, 'guestStatus.errors.reference').max(MAX_REFERENCE_INPUT),
  email: z.string().trim().min(3, 'guestStatus.errors.email').max(MAX_LOOKUP_EMAIL),
};
export const byToken = {
  token: z.string().regex(STATUS_TOKEN_PATTERN, 'guestStatus.errors.token'),
};
