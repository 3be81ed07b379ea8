// Items the browser tests make through the emulators: a guest report with its reference, and
// the found items a file registered, deleted when it ends.
import { adminDb } from '../../support/emulator';
import { lostItemData } from '../../support/fixtures';

/**
 * A guest report of `hotelId` (as the form saves it, in `language`, from `email`), once the
 * function has given it its reference.
 */
export async function reportWithReference(
  hotelId: string,
  report: { language: 'en' | 'ja'; email: string; itemName: string },
): Promise<{ id: string; reference: string; email: string }> {
  const ref = adminDb().collection('lost-items').doc();
  await ref.set(lostItemData(hotelId, report));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const reference: unknown = (await ref.get()).get('reference');
    if (typeof reference === 'string') return { id: ref.id, reference, email: report.email };
    if (Date.now() > deadline) throw new Error('No reference was assigned');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Deletes the found items of these names (a file's afterAll, for what its tests registered). */
export async function deleteFoundItems(itemNames: readonly string[]): Promise<void> {
  const db = adminDb();
  for (const itemName of itemNames) {
    const items = await db.collection('found-items').where('itemName', '==', itemName).get();
    await Promise.all(items.docs.map((item) => item.ref.delete()));
  }
}
