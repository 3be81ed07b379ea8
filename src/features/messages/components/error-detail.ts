/** The detail of a failed save or delete, for the settings' error message. */
export const errorDetail = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : '';
