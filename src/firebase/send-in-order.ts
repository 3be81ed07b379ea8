/**
 * The order in which the sender of offline changes (./edit-sender.ts) goes through the clerk's
 * waiting changes, oldest first. A change that could not be sent for now (the network, its item's
 * registration still waiting) holds back only the later changes of the same item, which must not
 * overtake it; the other items' changes go on. A refused change holds nothing back (it waits for
 * the clerk). No Firebase here, so the order is tested on its own.
 */
export async function sendInItemOrder<T extends { itemId: string }>(
  entries: readonly T[],
  send: (entry: T, later: T[]) => Promise<void>,
  /** After a failure: whether the server refused it ('refused') or it is to be tried later. */
  failed: (entry: T, error: unknown) => Promise<'refused' | 'later'>,
  online: () => boolean,
): Promise<'done' | 'later'> {
  const held = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    if (!online()) return 'later';
    if (held.has(entry.itemId)) continue;
    try {
      await send(entry, entries.slice(index + 1));
    } catch (error) {
      if ((await failed(entry, error)) === 'later') held.add(entry.itemId);
    }
  }
  return held.size > 0 ? 'later' : 'done';
}
