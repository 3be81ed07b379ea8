import { useMemo } from 'react';
import { readEdits, type OutboxEdit } from '@/firebase/edit-outbox';
import { useAuth } from '@/lib/auth-context';
import { useOutboxRead } from './use-outbox';

const EMPTY: OutboxEdit[] = [];

/** The changes of the staff member `uid` (none when signed out): only they see and send them. */
export function editsOf(edits: readonly OutboxEdit[], uid: string | null): OutboxEdit[] {
  return uid ? edits.filter((entry) => entry.owner === uid) : [];
}

/**
 * The signed-in staff member's changes to found items that this device keeps until the server
 * has them (edits and dispositions made offline, src/firebase/edit-outbox.ts), oldest first,
 * read again on every change of the outbox in this tab or another. Another account's changes on
 * the same browser are not shown (nor offered to discard). Empty until read.
 */
export function useEditOutbox(): OutboxEdit[] {
  const uid = useAuth().user?.uid ?? null;
  const edits = useOutboxRead(readEdits, EMPTY);
  return useMemo(() => editsOf(edits, uid), [edits, uid]);
}
