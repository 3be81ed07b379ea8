import { afterAll, beforeAll } from 'vitest';

async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub)
    throw new Error('FIREBASE_EMULATOR_HUB is not set: run through scripts/emulators-exec.mjs');
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${hub}/functions/${action}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`Could not ${action}: ${response.status}`);
}

/**
 * For the file that calls it, Firestore writes set off no function triggers (the lost item's
 * reference, guest mail): a rules test asks only whether the rules allow a write, and the triggers
 * its writes set off took most of the tier's time (firestore-rules and edit-and-approval: 133 s
 * with them, 53 s without). The triggers are tested by tests/functions and tests/data.
 */
export function withoutBackgroundTriggers(): void {
  beforeAll(() => setBackgroundTriggers(false));
  afterAll(() => setBackgroundTriggers(true));
}
