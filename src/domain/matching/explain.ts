import { conceptLabel } from './concept-index';
import type { MatchReason } from './similarity';

/** A translate function with interpolation (i18next's t, or a test stand-in). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The translation key and count of a days reason: before check-in, during the stay, from
 * check-out, or (without stay dates) from the loss date.
 */
function daysKey(reason: Extract<MatchReason, { code: 'days' }>): [string, number] {
  const { days, from } = reason;
  const count = Math.abs(days);
  if (from === 'checkin') return ['matching.reasons.daysBeforeCheckin', count];
  if (from === 'stay') return ['matching.reasons.duringStay', count];
  if (from === 'checkout') {
    if (days === 0) return ['matching.reasons.onCheckout', count];
    if (days === 1) return ['matching.reasons.dayAfterCheckout', count];
    if (days > 1) return ['matching.reasons.daysAfterCheckout', count];
    return ['matching.reasons.daysBeforeCheckout', count];
  }
  if (days === 0) return ['matching.reasons.onLossDay', count];
  if (days === 1) return ['matching.reasons.dayAfterLoss', count];
  if (days > 1) return ['matching.reasons.daysAfterLoss', count];
  return ['matching.reasons.daysBeforeLoss', count];
}

const MAX_WORDS = 4;

/**
 * One short phrase per reason, in the reader's language: "same colour: black",
 * "brand: Louis Vuitton", "found 1 day after check-out". Concept labels come from the glossary
 * (both languages); the phrases from the locale files.
 */
export function explainReasons(
  reasons: readonly MatchReason[],
  t: Translate,
  language: string,
): string[] {
  const list = (values: readonly string[]) =>
    values.map((id) => conceptLabel(id, language)).join(t('matching.listSeparator'));
  return reasons.map((reason) => {
    switch (reason.code) {
      case 'brand':
      case 'colour':
      case 'material':
      case 'item':
      case 'feature':
      case 'place':
        return t(`matching.reasons.${reason.code}`, { value: list(reason.concepts) });
      case 'brandDiffers':
      case 'colourDiffers':
        return t(`matching.reasons.${reason.code}`, {
          lost: list(reason.lost),
          found: list(reason.found),
        });
      case 'words':
        return t('matching.reasons.words', {
          value: reason.words.slice(0, MAX_WORDS).join(t('matching.listSeparator')),
        });
      case 'room':
        return t('matching.reasons.room', { value: reason.room });
      case 'guestName':
        return t('matching.reasons.guestName', { value: reason.name });
      case 'days': {
        const [key, count] = daysKey(reason);
        return t(key, { count });
      }
    }
  });
}

/** The whole explanation of one candidate, or the no-reason phrase. */
export function explainCandidate(
  reasons: readonly MatchReason[],
  t: Translate,
  language: string,
): string {
  const phrases = explainReasons(reasons, t, language);
  return phrases.length > 0 ? phrases.join(' · ') : t('matching.noReasons');
}
