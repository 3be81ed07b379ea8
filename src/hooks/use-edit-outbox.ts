import { readEdits, type OutboxEdit } from '@/firebase/edit-outbox';
import { useOutboxRead } from './use-outbox';

const EMPTY: OutboxEdit[] = [];

/**
 * The changes to found items this device keeps until the server has them (edits and
 * dispositions made offline, src/firebase/edit-outbox.ts), oldest first, read again on every
 * change of the outbox in this tab or another. Empty until read.
 */
export function useEditOutbox(): OutboxEdit[] {
  return useOutboxRead(readEdits, EMPTY);
}
