import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { markModalsReady, modalsWanted, notificationsWanted } from './overlays';

const LazyNotifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** The notification container, mounted once a notification is shown (it then shows it). */
export function NotificationsHost() {
  const wanted = useSyncExternalStore(
    notificationsWanted.subscribe,
    notificationsWanted.get,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyNotifications position="top-right" />
    </Suspense>
  );
}

const LazyModalsProvider = lazy(() =>
  import('@mantine/modals').then(({ ModalsProvider }) => ({
    default: function ModalsManager() {
      // Runs after ModalsProvider's own effects, which register its window event listeners.
      useEffect(() => markModalsReady(), []);
      return <ModalsProvider />;
    },
  })),
);

/** Mantine's ModalsProvider (for modals.openConfirmModal), mounted on first use. */
export function ModalsHost() {
  const wanted = useSyncExternalStore(modalsWanted.subscribe, modalsWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyModalsProvider />
    </Suspense>
  );
}
