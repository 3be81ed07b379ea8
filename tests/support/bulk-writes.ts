import { waitForTriggersAgain, withoutTriggers } from '../../scripts/lib/background-triggers.mjs';
import { adminDb } from './emulator';
import { lostItemData } from './fixtures';

/**
 * Bulk writes with the triggers off (scripts/lib/background-triggers.mjs), then a wait until the
 * emulator has worked through the events those writes still sent: a probe report gets its
 * reference, and is deleted. Without the wait, the next test's first trigger queues behind
 * hundreds of dropped events and its test times out. Global to the emulators: only where no
 * other test runs on the app's project at the same time (the emulator tier's files, one at a
 * time; the browser tier's global setup, before its workers start).
 */
export async function bulkWithoutTriggers<T>(work: () => Promise<T>): Promise<T> {
  const result = await withoutTriggers(work);
  await waitForTriggersAgain(
    adminDb().collection('lost-items').doc(),
    lostItemData('bulk-write-probe'),
    { timeoutMs: 170_000, pollMs: 250 },
  );
  return result;
}
