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
import { requireNetwork } from './network';

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

/**
 * Creates (no id) or replaces a reply template (admins). Like the delete below, it fails at once
 * with no network (NeedsNetworkError, ./network.ts): the screen waits for the server's answer.
 */
export async function saveReplyTemplate(
  hotelId: string,
  template: Omit<ReplyTemplate, 'id'>,
  id?: string,
): Promise<void> {
  requireNetwork();
  const templates = templatesOf(hotelId);
  await setDoc(id ? doc(templates, id) : doc(templates), {
    title: template.title,
    en: template.en,
    ja: template.ja,
    ko: template.ko,
    'zh-Hans': template['zh-Hans'],
    'zh-Hant': template['zh-Hant'],
    updatedAt: serverTimestamp(),
  });
}

export async function deleteReplyTemplate(hotelId: string, id: string): Promise<void> {
  requireNetwork();
  await deleteDoc(doc(templatesOf(hotelId), id));
}
