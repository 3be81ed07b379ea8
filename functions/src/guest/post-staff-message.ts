import { Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { postStaffMessageRequest } from '../../../src/domain/messages';
import { toThreadSummary } from '../../../src/domain/thread-summary';
import type { SimpleResponse } from '../../../src/domain/callables';
import { CALLABLE_OPTIONS, db } from '../lib/admin';
import { parseInput, requireAnyHotelRole, requireCaller } from '../lib/guards';
import { refuse } from '../lib/refuse';
import { hotelMailInfo } from '../lib/guest-mail';
import { openMailGate } from '../lib/mail-gate';
import { renderHotelMessageMail } from '../lib/message-mail';
import { mayMailGuest, queueGuestMail } from '../lib/queue-mail';
import { newStatusToken, statusUrl } from '../lib/tokens';
import { messagesOf, staffName, staffReport } from '../lib/messages';

/**
 * postStaffMessage({lostItemId, text, question, templateId}): staff or admins of the report's
 * hotel answer the guest. Records the author's name, the time and the report's language; clears
 * the unanswered mark; and mails the guest in the report's language with a link back to the
 * thread when the hotel's email setting is on and the report gives an address (the mail gate of
 * unconfirmed addresses applies). `question` marks the one ownership question of the report.
 */
export const postStaffMessage = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<SimpleResponse> => {
    const input = parseInput(postStaffMessageRequest, request.data);
    const caller = await requireCaller(request);
    requireAnyHotelRole(caller, 'privileged');
    const name = await staffName(caller.uid, caller.email);
    const itemRef = db.doc(`lost-items/${input.lostItemId}`);
    await db.runTransaction(async (transaction) => {
      const snap = await transaction.get(itemRef);
      const item = staffReport(snap, caller);
      const hotelSnap = await transaction.get(db.doc(`hotels/${item.hotelId}`));
      const hotel = hotelMailInfo(hotelSnap.id, hotelSnap.data() ?? {});
      const summary = toThreadSummary(snap.get('thread'));
      if (input.question && summary?.ownership) {
        throw refuse('failed-precondition', 'messages.errors.oneQuestion');
      }
      const mail = mayMailGuest(hotel, item.email)
        ? await openMailGate(transaction, snap, 'hotelMessage')
        : null;
      const now = Date.now();
      const at = Timestamp.fromMillis(now);
      const messageRef = messagesOf(item.id).doc();
      transaction.create(messageRef, {
        hotelId: item.hotelId,
        lostItemId: item.id,
        author: 'staff',
        authorUid: caller.uid,
        authorName: name,
        language: item.language,
        text: input.text,
        kind: input.question ? 'question' : 'message',
        templateId: input.templateId,
        createdAt: at,
      });
      const firstAnswer =
        summary?.unanswered && summary.waitingSince && !summary.firstAnswerAt
          ? {
              'thread.firstAnswerAt': at,
              'thread.firstAnswerMs': now - summary.waitingSince.getTime(),
            }
          : {};
      transaction.update(itemRef, {
        'thread.count': (summary?.count ?? 0) + 1,
        'thread.unanswered': false,
        'thread.waitingSince': null,
        'thread.lastStaffAt': at,
        ...firstAnswer,
        ...(input.question
          ? {
              'thread.ownership': {
                questionId: messageRef.id,
                answered: false,
                checkedBy: null,
                checkedAt: null,
              },
            }
          : {}),
      });
      if (mail?.allowed) {
        const token = newStatusToken(transaction, item, 'message');
        const message = renderHotelMessageMail({
          language: item.language,
          hotel,
          reference: typeof snap.get('reference') === 'string' ? String(snap.get('reference')) : '',
          statusUrl: statusUrl(token),
          guest: mail.confirmed ? item : null,
          text: input.text,
          question: input.question,
        });
        queueGuestMail(transaction, `message-${messageRef.id}`, item.email, hotel, message, {
          language: item.language,
          itemId: item.id,
        });
      }
      mail?.commit(transaction);
    });
    return { success: true, message: 'Message sent.' };
  },
);
