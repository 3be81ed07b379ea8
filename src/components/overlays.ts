import type { NotificationData } from '@mantine/notifications';

/**
 * Mantine's notification container and modal manager are loaded when first used, not with the
 * first screen (a guest's page downloads only what it renders). These flags tell
 * their hosts (overlay-hosts.tsx) to mount them.
 */

/** A flag that components follow (useSyncExternalStore): set once, never cleared. */
function onceFlag() {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    set: () => {
      if (value) return;
      value = true;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: () => value,
  };
}

export const notificationsWanted = onceFlag();
export const modalsWanted = onceFlag();

/**
 * Mantine's notifications.show, loading the notification container the first time. Resolves
 * once the notification is in the store its container renders from (callers that act right
 * after, such as a reload, wait for it so the notice is seen first).
 */
export function showNotification(notification: NotificationData): Promise<void> {
  notificationsWanted.set();
  return import('@mantine/notifications').then(({ notifications }) => {
    notifications.show(notification);
  });
}

let modalsListening: () => void = () => {};
const modalsReady = new Promise<void>((resolve) => {
  modalsListening = resolve;
});

/** Called by the modal manager once it listens for modals.open* events. */
export function markModalsReady(): void {
  modalsListening();
}

/** Resolves once the modal manager listens (loading it the first time). */
export function whenModalsReady(): Promise<void> {
  modalsWanted.set();
  return modalsReady;
}
