import { Alert } from '@mantine/core';

/** What a form's last action said: a success (green, announced politely) or a failure (red). */
export interface Feedback {
  kind: 'success' | 'error';
  text: string;
}

/**
 * The outcome of a form's action under it (spec §8: failures red, successes green, decided by the
 * outcome and not by how the message reads). Nothing when there is no outcome yet.
 */
export function FeedbackAlert({ feedback }: { feedback: Feedback | null }) {
  if (!feedback) return null;
  return (
    <Alert
      color={feedback.kind === 'success' ? 'green' : 'red'}
      role={feedback.kind === 'error' ? 'alert' : 'status'}
    >
      {feedback.text}
    </Alert>
  );
}
