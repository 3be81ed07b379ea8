import { PhotoUploadError } from './photo-upload-error';
import { photoSlotName } from './storage-upload';

/**
 * Saving an item with photos as one operation that survives retries.
 *
 * The form makes the document id once (newItemId) and keeps one ItemSave for its whole life. Each
 * attempt then: creates the item at that id unless an earlier attempt already did (checked, never
 * overwritten), uploads only the photos that have no download URL yet, and writes the URLs of
 * every photo. So a retry after a failed photo re-sends just that photo to the same item, and the
 * lost report's quota is spent once (the create, with its quota step, runs once).
 *
 * Each photo goes into a slot named on the item before its upload (photoSlots; storage.rules
 * accept at most 10 names per item, each once): a photo keeps its slot across retries, so a retry
 * re-sends it to the same name, and only photos added since the last attempt name new slots.
 */
export interface ItemSave {
  /** The client-made document id, the same for every attempt. */
  readonly id: string;
  /** The create succeeded (or an earlier attempt's create was found). */
  created: boolean;
  /** A create was sent at least once: its outcome may be unknown, so check before the next. */
  attempted: boolean;
  /** Download URLs of photos already uploaded to this item, by file. */
  readonly uploaded: Map<File, string>;
  /** The slot (object name) of each photo, named on the item before its first upload. */
  readonly slots: Map<File, string>;
  /** The slot names last written to the item ('' when none). */
  reserved: string;
  /** The imageUrls last written to the item ('' when none). */
  attached: string;
}

export function newItemSave(id: string): ItemSave {
  return {
    id,
    created: false,
    attempted: false,
    uploaded: new Map(),
    slots: new Map(),
    reserved: '',
    attached: '',
  };
}

export type SavePhase = 'saving' | 'uploading';

export interface SaveSteps {
  /** Creates the item at save.id (one write, with everything that goes with it). */
  create: (id: string) => Promise<unknown>;
  /** Whether the item exists already (an attempt whose answer was lost). */
  exists: (id: string) => Promise<boolean>;
  /** Adds slot names to the item's photoSlots (names already there stay). */
  reserve: (id: string, slots: string[]) => Promise<unknown>;
  /** Uploads one photo into its slot of the item's folder and returns its download URL. */
  upload: (file: File, slot: string, onProgress: (sent: number) => void) => Promise<string>;
  /** Writes the item's imageUrls. */
  attach: (id: string, urls: string[]) => Promise<unknown>;
}

/** One attempt; call again with the same save (and the same or changed files) to retry. */
export async function saveItemOnce(
  save: ItemSave,
  files: File[],
  steps: SaveSteps,
  onPhase: (phase: SavePhase, progress: number) => void = () => undefined,
): Promise<string> {
  onPhase('saving', 0);
  if (!save.created) {
    if (save.attempted && (await steps.exists(save.id))) save.created = true;
    else {
      save.attempted = true;
      await steps.create(save.id);
      save.created = true;
    }
  }
  const missing = files.filter((file) => !save.uploaded.has(file));
  if (missing.length > 0) {
    const now = Date.now();
    missing.forEach((file, index) => {
      if (!save.slots.has(file)) save.slots.set(file, photoSlotName(file.name, now + index));
    });
    const slots = [...save.slots.values()];
    if (slots.join('\n') !== save.reserved) {
      await steps.reserve(save.id, slots);
      save.reserved = slots.join('\n');
    }
    onPhase('uploading', 0);
    const total = missing.reduce((sum, file) => sum + file.size, 0) || 1;
    const sent = missing.map(() => 0);
    const results = await Promise.allSettled(
      missing.map(async (file, index) => {
        const slot = save.slots.get(file) ?? photoSlotName(file.name, now + index);
        const url = await steps.upload(file, slot, (bytes) => {
          sent[index] = bytes;
          onPhase('uploading', Math.min(1, sent.reduce((a, b) => a + b, 0) / total));
        });
        save.uploaded.set(file, url);
        return url;
      }),
    );
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason as unknown] : [],
    );
    if (failures.length > 0) throw new PhotoUploadError(failures.length, failures);
  }
  const urls = files.map((file) => save.uploaded.get(file)).filter((url) => url !== undefined);
  const key = urls.join('\n');
  if (urls.length > 0 && key !== save.attached) {
    await steps.attach(save.id, urls);
    save.attached = key;
  }
  return save.id;
}
