// Its own module, without Firebase: a form that only tells this failure apart (the guest's report
// form) does not download the Storage SDK with the page (save-once.ts imports it).

/** Thrown when some photos failed: the item exists, the uploaded photos are kept for the retry. */
export class PhotoUploadError extends Error {
  constructor(
    readonly failed: number,
    readonly causes: unknown[],
  ) {
    super(`${failed} photo(s) could not be uploaded`);
    this.name = 'PhotoUploadError';
  }
}
