import type { Language } from '../../../src/domain/entities';
import { personName, type PersonName } from '../../../src/domain/person-name';
import { translator } from './i18n';
import {
  contactParts,
  render,
  type HotelMailInfo,
  type Part,
  type RenderedMail,
} from './guest-mail';

type Translate = (key: string, vars?: Record<string, string>) => string;
const tr = (language: Language): Translate => translator(language) as unknown as Translate;

/**
 * The mail that tells the guest the hotel wrote in their report's thread, in the report's
 * language. It quotes only the staff member's text (the hotel's own words) and never a guest
 * message or the answer to an ownership question, so it is the same mail to a confirmed or an
 * unconfirmed address, except the greeting names the guest only once the address is confirmed.
 */
export interface HotelMessageMail {
  language: Language;
  hotel: HotelMailInfo;
  reference: string;
  statusUrl: string;
  /** The guest's name parts when the address is confirmed, else null. */
  guest: PersonName | null;
  text: string;
  question: boolean;
}

export function renderHotelMessageMail(mail: HotelMessageMail): RenderedMail {
  const t = tr(mail.language);
  const name = mail.guest ? personName(mail.guest, mail.language) : '';
  const vars = { hotel: mail.hotel.name, reference: mail.reference, name };
  const parts: Part[] = [
    {
      text: name ? t('guestMail.greeting', vars) : t('guestMail.unconfirmed.greeting', vars),
    },
    {
      text: t(
        mail.question ? 'guestMail.hotelMessage.question' : 'guestMail.hotelMessage.body',
        vars,
      ),
    },
    { text: mail.text },
    { label: t('guestMail.hotelMessage.link'), link: mail.statusUrl },
  ];
  if (!name) parts.push({ text: t('guestMail.unconfirmed.notYou', vars) });
  parts.push(...contactParts(mail.language, mail.hotel).map((text) => ({ text })));
  parts.push({ text: t('guestMail.closing', vars) });
  return render(t('guestMail.hotelMessage.subject', vars), parts, mail.language);
}
