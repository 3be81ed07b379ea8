import { useEffect, useState } from 'react';
import { onOutboxChange, readOutbox, type OutboxSnapshot } from '@/firebase/photo-outbox';

const EMPTY: OutboxSnapshot = { items: [], photos: [] };

/**
 * What waits in this device's outbox (src/firebase/photo-outbox.ts), read again on every change
 * in this tab or another. Empty until read, and where the browser has no IndexedDB.
 */
export function useOutbox(): OutboxSnapshot {
  const [snapshot, setSnapshot] = useState<OutboxSnapshot>(EMPTY);
  useEffect(() => {
    let live = true;
    const read = () => {
      readOutbox()
        .then((next) => {
          if (live) setSnapshot(next);
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
  return snapshot;
}
