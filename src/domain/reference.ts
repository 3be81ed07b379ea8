/**
 * Guest-facing reference numbers of lost reports: a hotel prefix and six random
 * characters, e.g. `SAK-7K3Q-2F`. The alphabet leaves out 0/O and 1/I, which guests confuse when
 * they read a reference from a phone screen or over the phone. The functions assign them (with a
 * reservation document, so two reports never share one); this module is pure.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const RANDOM_LENGTH = 6;
const PREFIX_LENGTH = 3;
const PATTERN = new RegExp(
  `^[${REFERENCE_ALPHABET}]{${PREFIX_LENGTH}}-[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{2}$`,
);

/** Three letters of the hotel id (letters outside the alphabet skipped), padded with X. */
export function hotelPrefix(hotelId: string): string {
  const letters = [...hotelId.toUpperCase()].filter(
    (char) => /[A-Z]/.test(char) && REFERENCE_ALPHABET.includes(char),
  );
  return letters.join('').slice(0, PREFIX_LENGTH).padEnd(PREFIX_LENGTH, 'X');
}

/**
 * A reference for the hotel. `randomIndex(n)` returns an integer in [0, n); the functions pass a
 * cryptographic source, tests a fixed one.
 */
export function generateReference(hotelId: string, randomIndex: (n: number) => number): string {
  let chars = '';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) {
    const index = randomIndex(REFERENCE_ALPHABET.length);
    chars += REFERENCE_ALPHABET[index] ?? REFERENCE_ALPHABET[0];
  }
  return `${hotelPrefix(hotelId)}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export function isReference(value: string): boolean {
  return PATTERN.test(value);
}

/**
 * What a guest typed, as a stored reference when it can be one: case, spaces and dashes do not
 * matter. Look-alikes (o, i, l) are not guessed: such input simply finds nothing.
 */
export function normalizeReference(input: string): string {
  const compact = input.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (compact.length !== PREFIX_LENGTH + RANDOM_LENGTH) return input.trim().toUpperCase();
  return `${compact.slice(0, 3)}-${compact.slice(3, 7)}-${compact.slice(7)}`;
}

/**
 * How long after a report is saved its reference may still be on its way. The function assigns it
 * within seconds; a report older than this without one will not get one by waiting (it was
 * written without the function running, e.g. imported), so screens stop showing a spinner.
 */
export const REFERENCE_WAIT_MS = 2 * 60_000;

export type ReferenceState = 'assigned' | 'pending' | 'missing';

/** Whether a report's reference is there, still expected, or not coming. */
export function referenceState(
  reference: string,
  createdAt: Date | null,
  now: Date,
): ReferenceState {
  if (reference) return 'assigned';
  // A report not yet saved (no server time) or only just saved: the reference is on its way.
  if (!createdAt || Number.isNaN(createdAt.getTime())) return 'pending';
  return now.getTime() - createdAt.getTime() < REFERENCE_WAIT_MS ? 'pending' : 'missing';
}
