/**
 * The locale files (locales/en.json, ja.json) are sent to the browser in two parts, so that a
 * guest's page does not download the staff screens' texts (about 6 KB gz of the 14.6 KB):
 *
 * - `guest`: every section not listed below; loaded with the first page, whatever it is;
 * - `staff`: the sections only staff screens read; loaded with any screen that is not a guest
 *   page (src/app/lazy-screens.tsx, staffScreens), and whenever a text is missing (src/i18n/i18n.ts).
 *
 * The files stay whole (one source for each text, scripts/check-translations.mjs checks their
 * keys); the build picks the parts (vite.config.ts, localeParts). A section belongs in STAFF only
 * if no guest page, and no error a guest can meet (src/lib/server-errors.ts), reads it: the
 * prerender fails on a text a guest page's HTML reads outside the guest part, and
 * ./guest-keys.test.ts on any text named in a module a guest page can load.
 */
export const STAFF_SECTIONS: readonly string[] = [
  'activity',
  'approval',
  'candidates',
  'dashboard',
  'disposition',
  'export',
  'figures',
  'foundEdit',
  'foundForm',
  'foundList',
  'guestData',
  'invitation',
  'itemStatus',
  'items',
  'labels',
  'lostStaff',
  'matches',
  'matchStatus',
  'outbox',
  'package',
  'packageState',
  'paymentSettings',
  'policePaperwork',
  'reportRate',
  'retention',
  'shippingDetails',
  'shippingPaperwork',
  'shippingOverride',
  'staffErrors',
  'suggestions',
];

/** Sections only the functions read (the guests' mails, invitations): never sent to the browser. */
export const SERVER_SECTIONS: readonly string[] = ['email', 'guestMail', 'invitationMail'];

/**
 * Sections of the guest part that only staff screens read (a staff screen shown in Korean or
 * Chinese turns English, src/i18n/i18n.ts): not written in Korean or Chinese, but for the
 * subsections of them a guest page reads (GUEST_READ_SUBSECTIONS: the report form's colour and
 * brand fields).
 */
export const STAFF_READ_GUEST_SECTIONS: readonly string[] = ['settings', 'matching'];
export const GUEST_READ_SUBSECTIONS: readonly string[] = ['matching.fields'];

/** The server sections written in every guest language: the guests' mails. */
export const GUEST_MAIL_SECTIONS: readonly string[] = ['email', 'guestMail'];

export type LocalePart = 'guest' | 'staff';

/** Which part a top-level section of the locale files belongs to. */
export function partOf(section: string): LocalePart | 'server' {
  if (SERVER_SECTIONS.includes(section)) return 'server';
  return STAFF_SECTIONS.includes(section) ? 'staff' : 'guest';
}

/** The sections of one part of a locale file's contents. */
export function pickPart(
  resources: Readonly<Record<string, unknown>>,
  part: LocalePart,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(resources).filter(([section]) => partOf(section) === part),
  );
}
