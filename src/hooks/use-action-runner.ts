import { useState } from 'react';
import { isNeedsNetwork } from '@/firebase/network';
import { refusalText, serverErrorMessage } from '@/lib/server-errors';

/**
 * Runs one action at a time for a screen's buttons: which action is busy, and the error message
 * of the last failure (spec §8: failures end the busy state and show in a banner). A function's
 * refusal shows its own reason (src/lib/server-errors.ts), an action that needs the server tried
 * with no network says so (src/firebase/network.ts); any other failure the action's message.
 */
export function useActionRunner<K extends string>() {
  const [busy, setBusy] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(
    kind: K,
    errorMessage: string,
    action: () => Promise<unknown>,
    after?: () => void,
  ) {
    setBusy(kind);
    setError(null);
    try {
      await action();
      after?.();
    } catch (failure) {
      console.error(failure);
      setError(
        isNeedsNetwork(failure)
          ? serverErrorMessage(failure)
          : (refusalText(failure) ?? errorMessage),
      );
    } finally {
      setBusy(null);
    }
  }

  return { busy, error, run };
}
