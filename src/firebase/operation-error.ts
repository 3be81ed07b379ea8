/** A named operation refused: the screen shows the matching message of spec §8. */
export type OperationErrorCode = 'not-found' | 'precondition' | 'permission-denied' | 'quota';

export class OperationError extends Error {
  constructor(
    readonly code: OperationErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'OperationError';
  }
}
