import { describe, expect, it } from 'vitest';
import { testHotel as hotel } from './mail-test-hotel';
import { renderUnconfirmedMail, type UnconfirmedMail } from './guest-mail';

const base = {
  hotel,
  reference: 'SAK-7K3Q-2F',
  statusUrl: 'http://localhost:5173/status?token=abc',
};
const kinds: UnconfirmedMail[] = [
  { ...base, language: 'en', kind: 'reportReceived' },
  { ...base, language: 'en', kind: 'matchConfirmed', foundItemType: 'Umbrella' },
  {
    ...base,
    language: 'en',
    kind: 'shipped',
    carrier: 'yamato',
    trackingNumber: '123456789012',
    trackingUrl: null,
  },
  { ...base, language: 'en', kind: 'disposalReminder', dueDate: '2026-06-30' },
];

describe('mails to an address nobody confirmed', () => {
  it.each(kinds)('$kind holds the hotel, its contact, the reference and the link', (mail) => {
    for (const language of ['en', 'ja'] as const) {
      const rendered = renderUnconfirmedMail({ ...mail, language });
      expect(rendered.subject).toContain('Hotel Sakura Tokyo');
      expect(rendered.subject).toContain('SAK-7K3Q-2F');
      for (const part of [rendered.text, rendered.html]) {
        expect(part).toContain('SAK-7K3Q-2F');
        expect(part).toContain('http://localhost:5173/status?token=abc');
        expect(part).toContain('desk@sakura.example');
        expect(part).toContain('+81 3 1234 5678');
      }
    }
  });

  it('greets nobody by name and asks to confirm the address', () => {
    const en = renderUnconfirmedMail(kinds[0]);
    expect(en.subject).toBe(
      'Hotel Sakura Tokyo: please confirm your email address for report SAK-7K3Q-2F',
    );
    expect(en.text.startsWith('Hello,\n\n')).toBe(true);
    expect(en.text).toContain(
      'Confirm your email address and follow the report (no sign-in needed):\nhttp://localhost:5173/status?token=abc',
    );
    expect(en.text).toContain('If you did not report a lost item to Hotel Sakura Tokyo');
    const ja = renderUnconfirmedMail({ ...kinds[0], language: 'ja' });
    expect(ja.subject).toBe(
      '【Hotel Sakura Tokyo】メールアドレスのご確認のお願い（受付番号 SAK-7K3Q-2F）',
    );
    expect(ja.text.startsWith('お客様\n\n')).toBe(true);
  });

  it('names the found item by its catalogue type, and shipping by what staff entered', () => {
    const found = renderUnconfirmedMail({ ...kinds[1], language: 'ja' });
    expect(found.text).toContain('（傘）');
    const shipped = renderUnconfirmedMail(kinds[2]);
    expect(shipped.text).toContain('Carrier: Yamato Transport');
    expect(shipped.text).toContain('Tracking number: 123456789012');
    const reminder = renderUnconfirmedMail(kinds[3]);
    expect(reminder.subject).toContain('by June 30, 2026');
    expect(reminder.text).toContain('until June 30, 2026.');
    const jaReminder = renderUnconfirmedMail({ ...kinds[3], language: 'ja' });
    expect(jaReminder.subject).toContain('2026年6月30日までに');
  });
});
