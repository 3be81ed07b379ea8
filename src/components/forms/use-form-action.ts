import { useCallback, useState } from 'react';
import type { Feedback } from '@/components/feedback-alert';
import { isNeedsNetwork } from '@/firebase/network';
import { serverErrorMessage } from '@/lib/server-errors';

export interface FormAction {
  /** True while the action runs: the form's inputs and buttons are off. */
  busy: boolean;
  /** The last outcome, for <FeedbackAlert>; null before the first and while one runs. */
  feedback: Feedback | null;
  /**
   * Runs `action` (spec §8: one at a time, failures end the busy state and show in red). The text
   * `action` returns is shown as the success (nothing when it returns nothing); a throw shows
   * `failure(error)`, or "needs a connection" for an action that needs the server tried with no
   * network (src/firebase/network.ts). Resolves true when the action succeeded.
   */
  run: (
    action: () => Promise<string | void>,
    failure: (error: unknown) => string,
  ) => Promise<boolean>;
  /** Shows a failure without running anything (the form's own check refused the values). */
  fail: (text: string) => void;
  /** Clears the outcome (the user switched what the form does). */
  clear: () => void;
}

/**
 * The busy flag and the success-or-failure line of a form's one action, shared by every form so
 * that none repeats the busy / try / catch / finally block.
 */
export function useFormAction(): FormAction {
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const run = useCallback<FormAction['run']>(async (action, failure) => {
    setBusy(true);
    setFeedback(null);
    try {
      const text = await action();
      if (text) setFeedback({ kind: 'success', text });
      return true;
    } catch (error) {
      console.error(error);
      setFeedback({
        kind: 'error',
        text: isNeedsNetwork(error) ? serverErrorMessage(error) : failure(error),
      });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  const fail = useCallback((text: string) => setFeedback({ kind: 'error', text }), []);
  const clear = useCallback(() => setFeedback(null), []);

  return { busy, feedback, run, fail, clear };
}
