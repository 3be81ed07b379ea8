import { useState } from 'react';

/**
 * The decisions of a queue whose rows each carry their own buttons: which row is being decided
 * (its button spins, every other is off, so one decision runs at a time) and the failure of the
 * last one.
 */
export function useRowDecision() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function act(id: string, failure: string, action: () => Promise<unknown>) {
    setBusy(id);
    setError(null);
    try {
      await action();
    } catch (cause) {
      console.error(cause);
      setError(failure);
    } finally {
      setBusy(null);
    }
  }

  return { busy, error, act };
}
