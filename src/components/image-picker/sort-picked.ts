import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/domain/limits';

/** The files of a pick the picker takes (type and size as storage.rules), and the others. */
export function sortPicked(picked: readonly File[]): { accepted: File[]; rejected: File[] } {
  const accepted: File[] = [];
  const rejected: File[] = [];
  for (const file of picked) {
    (IMAGE_TYPES.includes(file.type) && file.size <= MAX_IMAGE_BYTES ? accepted : rejected).push(
      file,
    );
  }
  return { accepted, rejected };
}
