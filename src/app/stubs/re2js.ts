/**
 * Stand-in for `re2js` in the browser build (vite.config.ts aliases it). Firestore imports the RE2
 * regex engine (about 50 KB gz) only to evaluate the regex and LIKE functions of Firestore
 * Pipelines on the client; this app runs ordinary queries and never builds a pipeline. Should one
 * ever run, Firestore catches this error and treats the expression as an error value.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('Regular expressions in Firestore pipelines are not part of this build.');
  },
};
