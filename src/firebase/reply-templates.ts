import {
  collection,
  deleteDoc,
  doc,
  onSnapshot,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore';
import { toReplyTemplate, type ReplyTemplate } from '@/domain/messages';
import { db } from './app';
import type { OnError, Unsubscribe } from './listen';

const templatesOf = (hotelId: string) => collection(db, 'hotels', hotelId, 'reply-templates');

/** The hotel's reply templates (hotels/{id}/reply-templates), live, by name (staff and admins). */
export function listenReplyTemplates(
  hotelId: string,
  ok: (templates: ReplyTemplate[]) => void,
  fail: OnError,
): Unsubscribe {
  return onSnapshot(
    templatesOf(hotelId),
    (snapshot) =>
      ok(
        snapshot.docs
          .map((d) => toReplyTemplate(d.id, d.data()))
          .sort((a, b) => a.title.localeCompare(b.title)),
      ),
    fail,
  );
}

/** Creates (no id) or replaces a reply template (admins). */
export function saveReplyTemplate(
  hotelId: string,
  template: Omit<ReplyTemplate, 'id'>,
  id?: string,
): Promise<void> {
  const templates = templatesOf(hotelId);
  return setDoc(id ? doc(templates, id) : doc(templates), {
    title: template.title,
    en: template.en,
    ja: template.ja,
    ko: template.ko,
    'zh-Hans': template['zh-Hans'],
    'zh-Hant': template['zh-Hant'],
    updatedAt: serverTimestamp(),
  });
}

export function deleteReplyTemplate(hotelId: string, id: string): Promise<void> {
  return deleteDoc(doc(templatesOf(hotelId), id));
}
