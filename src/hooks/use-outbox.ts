import { useEffect, useState } from 'react';
import { onOutboxChange, readOutbox, type OutboxSnapshot } from '@/firebase/photo-outbox';

const EMPTY: OutboxSnapshot = { items: [], photos: [] };

/**
 * What waits in this device's outbox (src/firebase/photo-outbox.ts), read again on every change
 * in this tab or another. Empty until read, and where the browser has no IndexedDB.
 */
export function useOutbox(): OutboxSnapshot {
  return useOutboxRead(readOutbox, EMPTY);
}

/**
 * One read of the device's outbox (`read`, a module's function: the same on every render), made
 * again on every change of the outbox in this tab or another; `empty` until it answers.
 */
export function useOutboxRead<T>(read: () => Promise<T>, empty: T): T {
  const [value, setValue] = useState<T>(empty);
  useEffect(() => {
    let live = true;
    const reread = () => {
      read()
        .then((next) => {
          if (live) setValue(next);
        })
        .catch((error: unknown) => console.warn('Outbox could not be read', error));
    };
    reread();
    const stop = onOutboxChange(reread);
    return () => {
      live = false;
      stop();
    };
  }, [read]);
  return value;
}
