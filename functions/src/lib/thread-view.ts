import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  guestStaffName,
  MAX_THREAD_MESSAGES,
  toThreadMessage,
  type GuestThread,
} from '../../../src/domain/messages';
import {
  ANSWER_STATS_DAYS,
  toThreadSummary,
  usualAnswerHours,
} from '../../../src/domain/thread-summary';
import { db } from './admin';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The thread as the guest sees it: staff by display name (never an account email), never the
 * text of their own private answer.
 */
export async function guestThreadOf(itemSnap: DocumentSnapshot): Promise<GuestThread> {
  const hotelId = String(itemSnap.get('hotelId') ?? '');
  const [messages, answerTimes] = await Promise.all([
    db
      .collection(`lost-items/${itemSnap.id}/messages`)
      .orderBy('createdAt', 'asc')
      .limitToLast(MAX_THREAD_MESSAGES)
      .get(),
    // The hotel's first answers of the last 90 days (index: hotelId, thread.firstAnswerAt).
    db
      .collection('lost-items')
      .where('hotelId', '==', hotelId)
      .where(
        'thread.firstAnswerAt',
        '>=',
        Timestamp.fromMillis(Date.now() - ANSWER_STATS_DAYS * DAY_MS),
      )
      .select('thread.firstAnswerMs')
      .get(),
  ]);
  const summary = toThreadSummary(itemSnap.get('thread'));
  return {
    messages: messages.docs.map((doc) => {
      const message = toThreadMessage(doc.id, doc.data());
      return {
        id: message.id,
        from: message.author === 'staff' ? 'hotel' : 'guest',
        name: message.author === 'staff' ? guestStaffName(message.authorName) : '',
        kind: message.kind,
        text: message.kind === 'answer' ? '' : message.text,
        photos: message.kind === 'answer' ? [] : message.photos.map((photo) => photo.url),
        at: message.createdAt ? message.createdAt.toISOString() : null,
      };
    }),
    questionOpen: summary?.ownership ? !summary.ownership.answered : false,
    usualAnswerHours: usualAnswerHours(
      answerTimes.docs.map((doc) => Number(doc.get('thread.firstAnswerMs'))),
    ),
  };
}
