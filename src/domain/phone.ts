/** Spec §5: a phone is stored as the country code, a space, then the number; or empty. */
export function formatPhone(
  code: string | null | undefined,
  number: string | null | undefined,
): string {
  const digits = (number ?? '').trim();
  if (!digits) return '';
  const dial = (code ?? '').trim();
  return dial ? `${dial} ${digits}` : digits;
}

export function parsePhone(stored: string | null | undefined): { code: string; number: string } {
  const text = (stored ?? '').trim();
  const match = /^(\+\d{1,4})\s+(.*)$/.exec(text);
  return match ? { code: match[1], number: match[2] } : { code: '', number: text };
}
