import { confirmDanger } from '@/components/confirm-danger';
import { readOutbox } from '@/firebase/photo-outbox';
import i18n from '@/i18n/i18n';

/** Signs out, after asking when this device still has items the server has not received. */
export async function signOutAfterAsking(signOut: () => Promise<void>): Promise<void> {
  const { items, photos } = await readOutbox().catch(() => ({ items: [], photos: [] }));
  if (items.length === 0) return signOut();
  const t = i18n.t.bind(i18n);
  confirmDanger({
    title: t('outbox.signOutTitle'),
    body: t('outbox.signOutBody', {
      items: t('outbox.items', { count: items.length }),
      photos: t('outbox.photos', { count: photos.length }),
    }),
    confirmLabel: t('outbox.signOutAnyway'),
    cancelLabel: t('common.cancel'),
    onConfirm: () => void signOut(),
  });
}
