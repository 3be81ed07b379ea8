import { confirmDanger } from '@/components/confirm-danger';
import { readEdits } from '@/firebase/edit-outbox';
import { readOutbox } from '@/firebase/photo-outbox';
import i18n from '@/i18n/i18n';

/**
 * Signs out, after asking when this device still has items or changes (edits, dispositions)
 * the server has not received.
 */
export async function signOutAfterAsking(signOut: () => Promise<void>): Promise<void> {
  const { items, photos } = await readOutbox().catch(() => ({ items: [], photos: [] }));
  // Every account's changes, not only the signed-in one's (the lists on screen show only theirs):
  // signing out deletes the whole outbox, so the count says what would be deleted.
  const edits = await readEdits().catch(() => []);
  if (items.length === 0 && edits.length === 0) return signOut();
  const t = i18n.t.bind(i18n);
  const counts = {
    items: t('outbox.items', { count: items.length }),
    photos: t('outbox.photos', { count: photos.length }),
    changes: t('outbox.changes', { count: edits.length }),
  };
  confirmDanger({
    title: items.length > 0 ? t('outbox.signOutTitle') : t('outbox.signOutTitleChanges'),
    body:
      edits.length === 0
        ? t('outbox.signOutBody', counts)
        : items.length === 0
          ? t('outbox.signOutBodyChanges', counts)
          : t('outbox.signOutBodyAll', counts),
    confirmLabel: t('outbox.signOutAnyway'),
    cancelLabel: t('common.cancel'),
    onConfirm: () => void signOut(),
  });
}
