import { z } from 'zod';
import { MAX_LOOKUP_EMAIL, MAX_REFERENCE_INPUT } from '../guest-status';

/**
 * The guest's status lookup on /status: the reference number and the email of the
 * report, both required. Their form is not checked here: a reference or email that is not the
 * report's finds nothing, with the same answer as a wrong one (nothing is revealed either way).
 */
export const statusLookupSchema = z
  .object({
    reference: z.string().trim().min(1, 'requiredFields').max(MAX_REFERENCE_INPUT, 'fieldTooLong'),
    email: z.string().trim().min(1, 'requiredFields').max(MAX_LOOKUP_EMAIL, 'fieldTooLong'),
  })
  .strict();

export type StatusLookup = z.infer<typeof statusLookupSchema>;
