import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import nodemailer from 'nodemailer';
import { redactStatusTokens } from '../../../src/domain/guest-status';
import { db, REGION } from '../lib/admin';

/**
 * Delivers queued `mail` documents over SMTP with nodemailer, for development (the
 * local mail catcher of `npm start`) and for production without the Trigger Email extension.
 *
 * Active only when SMTP_HOST or SMTP_PORT is set (scripts/start.mjs and `emulators-exec --mail`
 * set them) and MAIL_SENDER is not "off"; with the extension installed, leave both unset.
 * Optional SMTP_USER / SMTP_PASS, SMTP_SECURE=true, MAIL_FROM.
 *
 * Never twice: a transaction claims the document (delivery.state PROCESSING) before sending, and a
 * document that is PROCESSING, SUCCESS or ERROR is left alone. A failed send is retried in
 * process with backoff; the outcome is recorded as SUCCESS or ERROR, like the extension does.
 * With the outcome, the status-link token is removed from the stored message (redactedMessage):
 * the link was in the mail, and the database keeps only the token's hash (status-tokens).
 */
export const MAX_SEND_ATTEMPTS = 3;

export function smtpConfig(env: NodeJS.ProcessEnv = process.env) {
  if (env.MAIL_SENDER === 'off' || (!env.SMTP_HOST && !env.SMTP_PORT)) return null;
  return {
    host: env.SMTP_HOST || '127.0.0.1',
    port: Number(env.SMTP_PORT || 587),
    secure: env.SMTP_SECURE === 'true',
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
    from: env.MAIL_FROM || 'Lost & Found <no-reply@lost-and-found.example>',
  };
}

/** The stored message's text and HTML without the link token, recorded with the final state. */
function redactedMessage(message: { text?: string; html?: string }): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof message.text === 'string') fields['message.text'] = redactStatusTokens(message.text);
  if (typeof message.html === 'string') fields['message.html'] = redactStatusTokens(message.html);
  return fields;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records delivery state; a mail document deleted meanwhile is not an error. */
async function record(ref: DocumentReference, data: Record<string, unknown>): Promise<void> {
  await ref.update(data).catch((error: unknown) => {
    logger.warn(`Could not record the delivery of mail ${ref.id}: ${String(error)}`);
  });
}

export const sendQueuedMail = onDocumentCreated(
  { document: 'mail/{mailId}', region: REGION },
  async (event) => {
    const config = smtpConfig();
    if (!config) return;
    const ref = db.doc(`mail/${event.params.mailId}`);
    const claimed = await db.runTransaction(async (transaction) => {
      const snap = await transaction.get(ref);
      if (!snap.exists || snap.get('delivery.state')) return null;
      transaction.update(ref, {
        delivery: { state: 'PROCESSING', attempts: 0, startTime: FieldValue.serverTimestamp() },
      });
      return snap.data() ?? null;
    });
    if (!claimed) return;
    const message = (claimed.message ?? {}) as { subject?: string; text?: string; html?: string };
    const transport = nodemailer.createTransport({
      host: config.host,
      port: config.port,
      secure: config.secure,
      auth: config.auth,
    });
    let lastError = '';
    for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt += 1) {
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: claimed.to as string | string[],
          replyTo: typeof claimed.replyTo === 'string' ? claimed.replyTo : undefined,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await record(ref, {
          delivery: {
            state: 'SUCCESS',
            attempts: attempt,
            error: null,
            messageId: info.messageId ?? null,
            endTime: FieldValue.serverTimestamp(),
          },
          ...redactedMessage(message),
        });
        return;
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        logger.warn(`Sending mail ${ref.id} failed (attempt ${attempt}): ${lastError}`);
        if (attempt < MAX_SEND_ATTEMPTS) {
          await record(ref, { 'delivery.attempts': attempt, 'delivery.error': lastError });
          await sleep(500 * 2 ** (attempt - 1));
        }
      }
    }
    await record(ref, {
      delivery: {
        state: 'ERROR',
        attempts: MAX_SEND_ATTEMPTS,
        error: lastError,
        endTime: FieldValue.serverTimestamp(),
      },
      ...redactedMessage(message),
    });
  },
);
