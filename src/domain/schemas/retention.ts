import { z } from 'zod';
import { isRetentionDays, RETENTION_GROUPS, type RetentionGroup } from '../retention';

/** Days an item of one group is kept: a whole number from 0 to MAX_RETENTION_DAYS. */
const retentionDays = z.custom<number>(isRetentionDays, { error: 'invalidRetention' });

/** A hotel's retention settings as the admin saves them: every group, nothing else. */
export const retentionSchema = z
  .object(
    Object.fromEntries(RETENTION_GROUPS.map((group) => [group, retentionDays])) as Record<
      RetentionGroup,
      typeof retentionDays
    >,
  )
  .strict();
