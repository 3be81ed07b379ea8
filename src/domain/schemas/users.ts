import { z } from 'zod';
import { INVITED_ROLES } from '../invitations';
import { MIN_PASSWORD_LENGTH } from '../limits';

/**
 * Create user (spec §5): email and password required (emailRequired), password at least 6
 * characters (passwordLength), hotel id present (missingHotelId), and the role the address is
 * invited to hold in the hotel (a plain user when not given). Strict: used by the callable too.
 */
export const createUserSchema = z
  .object({
    email: z.string().max(320),
    password: z.string().max(128),
    targetHotelId: z.string().max(128),
    role: z.enum(INVITED_ROLES).default('user'),
  })
  .strict()
  .superRefine((values, context) => {
    if (values.targetHotelId.trim() === '') {
      context.addIssue({ code: 'custom', message: 'missingHotelId', path: ['targetHotelId'] });
    }
    if (values.email.trim() === '' || values.password === '') {
      context.addIssue({ code: 'custom', message: 'emailRequired', path: ['email'] });
    } else if (values.password.length < MIN_PASSWORD_LENGTH) {
      context.addIssue({ code: 'custom', message: 'passwordLength', path: ['password'] });
    }
  });

export type CreateUserInput = z.infer<typeof createUserSchema>;

export const DISPLAY_NAME_MAX = 100;

/** The caller's own display name: not empty, and different from the current one. */
export function ownDisplayNameSchema(current: string) {
  return z
    .object({ newDisplayName: z.string().max(DISPLAY_NAME_MAX) })
    .strict()
    .superRefine(({ newDisplayName }, context) => {
      const next = newDisplayName.trim();
      if (next === '')
        context.addIssue({ code: 'custom', message: 'emptyDisplayName', path: ['newDisplayName'] });
      else if (next === current.trim()) {
        context.addIssue({ code: 'custom', message: 'sameDisplayName', path: ['newDisplayName'] });
      }
    });
}

/** An admin editing another user's name (spec §5): not empty. */
export const otherDisplayNameSchema = z
  .object({
    targetUserId: z.string().min(1).max(128),
    newDisplayName: z
      .string()
      .max(DISPLAY_NAME_MAX)
      .refine((value) => value.trim() !== '', { error: 'displayNameEmpty' }),
    hotelId: z.string().min(1).max(128),
  })
  .strict();

export type OtherDisplayNameInput = z.infer<typeof otherDisplayNameSchema>;
