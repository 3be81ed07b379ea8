import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../lib/admin';
import { eraseDueGuestData } from '../lib/guest-erasure';

/** Every night (Japan time), the reports whose guest data is due for erasure. */
export const eraseExpiredGuestData = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'Asia/Tokyo', region: REGION },
  async () => {
    const erased = await eraseDueGuestData(new Date());
    logger.info(`guest data erased: ${erased} reports`);
  },
);
