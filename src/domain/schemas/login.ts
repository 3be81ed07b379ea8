import { z } from 'zod';

/**
 * Staff sign-in (spec §5 "Login and reset"): email and password are required (emailRequired).
 * The password is taken as typed: spaces may be part of it.
 */
export const loginSchema = z
  .object({
    email: z.string().trim().min(1, 'emailRequired'),
    password: z.string().min(1, 'emailRequired'),
  })
  .strict();

/**
 * The Forgot Password mode (spec §5): the email is required. Whether it is an address is the
 * input's own type=email check, as the spec asks.
 */
export const passwordResetSchema = z
  .object({ email: z.string().trim().min(1, 'requiredFields') })
  .strict();
