import type { GetReportStatusResponse } from '@/domain/guest-status';
import { toLostItemWrite, type LostItemFormValues } from '@/domain/schemas/lost-item';
import { createLostItem } from '@/firebase/lost-item-writes';
import { callFunction, guestClient, signedOutClient } from './emulator';
import { guestReportValues, readDoc } from './fixtures';

/**
 * What the functions tests share: waiting for what a trigger writes, the guest's public callables,
 * a guest's report through the app, and the status-link token of a mail (stored or as delivered).
 */

/**
 * Reads until `read` gives a value. Triggers run asynchronously and start cold on a busy machine,
 * hence the generous default wait.
 */
export async function waitFor<T>(
  read: () => Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 90_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The reference the trigger gives a lost report, once it has. */
export const referenceOf = (id: string, timeoutMs?: number) =>
  waitFor(
    async () => (await readDoc(`lost-items/${id}`))?.reference as string | undefined,
    `reference of ${id}`,
    timeoutMs,
  );

/** Calls a public callable as the guest's pages do: nobody signed in. */
export const callSignedOut = <T>(name: string, data: unknown) =>
  callFunction<T>(signedOutClient(), name, data);

/** The guest's status page's callable (a reference and email, or a mail link's token). */
export const reportStatus = (data: unknown) =>
  callSignedOut<GetReportStatusResponse>('getReportStatus', data);

/** The guest's message on the status page. */
export const postGuestMessage = (data: unknown) =>
  callSignedOut<GetReportStatusResponse>('postGuestMessage', data);

/**
 * A report through the app by a fresh anonymous guest, as the form writes it (the required fields
 * filled, then `values`); resolves to its id and the guest.
 */
export async function reportAsGuest(
  hotelId: string,
  values: Partial<LostItemFormValues> = {},
  language: 'en' | 'ja' = 'en',
) {
  const guest = await guestClient();
  const id = await createLostItem(
    guest.db,
    { uid: guest.actor.uid, quotaExempt: false },
    toLostItemWrite(guestReportValues(values), hotelId, language),
  );
  return { guest, id };
}

/** A mail as the local inbox (the mail catcher behind `--mail`) holds it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string;
}
/** The local inbox's address; unset when the emulators run without `--mail`. */
export const mailInbox = process.env.MAIL_CATCHER_URL;

/** Every mail the local inbox caught. */
export const caughtMails = async () =>
  (await (await fetch(`${mailInbox}/api/messages`)).json()) as CaughtMail[];

/** The status-link token in a mail's text; '' when it has none. */
export const tokenIn = (text: string) => /status\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

/**
 * The status-link token of a queued mail. Once the SMTP sender (`--mail`) delivered it, the
 * stored copy holds the REDACTED marker instead: the token is then read from the mail as sent.
 */
export async function linkToken(mailId: string): Promise<string> {
  const mail = await waitFor(() => readDoc(`mail/${mailId}`), `mail ${mailId}`);
  const message = mail.message as { subject: string; text: string };
  const stored = tokenIn(message.text);
  if (stored || !mailInbox) return stored;
  const sent = await waitFor(
    async () =>
      (await caughtMails())
        .filter((m) => m.to.includes(mail.to as string) && m.subject === message.subject)
        .at(-1),
    `the delivered mail ${mailId}`,
  );
  return tokenIn(sent.text);
}
