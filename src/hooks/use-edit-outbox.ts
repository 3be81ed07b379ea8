import { useEffect, useState } from 'react';
import { readEdits, type OutboxEdit } from '@/firebase/edit-outbox';
import { onOutboxChange } from '@/firebase/photo-outbox';

const EMPTY: OutboxEdit[] = [];

/**
 * The changes to found items this device keeps until the server has them (edits and
 * dispositions made offline, src/firebase/edit-outbox.ts), oldest first, read again on every
 * change of the outbox in this tab or another. Empty until read.
 */
export function useEditOutbox(): OutboxEdit[] {
  const [edits, setEdits] = useState<OutboxEdit[]>(EMPTY);
  useEffect(() => {
    let live = true;
    const read = () => {
      readEdits()
        .then((next) => {
          if (live) setEdits(next);
        })
        .catch((error: unknown) => console.warn('Outbox could not be read', error));
    };
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return edits;
}
