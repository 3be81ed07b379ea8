import { describe, expect, it } from 'vitest';
import { testHotel as hotel } from './mail-test-hotel';
import { hotelMailInfo, matchConfirmedExtras, renderGuestMail, type GuestMail } from './guest-mail';
import { renderHotelMessageMail } from './message-mail';

const base = {
  hotel,
  guest: { firstName: 'James', surname: 'Carter' },
  itemType: 'Phone',
  itemName: 'iPhone <15>',
  reference: 'SAK-7K3Q-2F',
  statusUrl: 'http://localhost:5173/status?token=abc',
};

describe('guest mails', () => {
  it('renders the report-received mail in English, text and HTML, with contact and link', () => {
    const mail = renderGuestMail({ ...base, kind: 'reportReceived', language: 'en' });
    expect(mail.subject).toBe('Hotel Sakura Tokyo received your lost item report (SAK-7K3Q-2F)');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('SAK-7K3Q-2F');
      expect(part).toContain('http://localhost:5173/status?token=abc');
      expect(part).toContain('desk@sakura.example');
      expect(part).toContain('+81 3 1234 5678');
      expect(part).toContain('Hotel Sakura Tokyo');
    }
    expect(mail.text).toContain('Dear James Carter,');
    expect(mail.text).toContain('iPhone <15>');
    expect(mail.html).toContain('iPhone &lt;15&gt;');
    expect(mail.html).toContain('<a href="http://localhost:5173/status?token=abc">');
    expect(mail.html).toContain('lang="en"');
  });

  it('renders the report-received mail in Japanese', () => {
    const mail = renderGuestMail({ ...base, kind: 'reportReceived', language: 'ja' });
    expect(mail.subject).toBe(
      '【Hotel Sakura Tokyo】お忘れ物のお届けを受け付けました（SAK-7K3Q-2F）',
    );
    expect(mail.text).toContain('James Carter 様');
    expect(mail.text).toContain('受付番号：SAK-7K3Q-2F');
    expect(mail.text).toContain('メール：desk@sakura.example');
    expect(mail.html).toContain('lang="ja"');
  });

  it.each([
    ['ko', '[Hotel Sakura Tokyo]'],
    ['zh-Hans', '【Hotel Sakura Tokyo】'],
    ['zh-Hant', '【Hotel Sakura Tokyo】'],
  ] as const)(
    'renders every guest mail and its subject in %s, none of it in English or Japanese',
    (language, prefix) => {
      const mails = [
        renderGuestMail({ ...base, kind: 'reportReceived', language }),
        renderGuestMail({
          ...base,
          kind: 'shipped',
          language,
          carrier: null,
          trackingNumber: '',
          trackingUrl: null,
        }),
        renderGuestMail({ ...base, kind: 'disposalReminder', language, dueDate: '2026-07-01' }),
        renderHotelMessageMail({
          hotel,
          reference: 'SAK-7K3Q-2F',
          statusUrl: 'http://localhost:5173/status?token=abc',
          text: '찾았습니다.',
          question: false,
          language,
          guest: { firstName: 'Minji', surname: 'Kim' },
        }),
      ];
      for (const mail of mails) {
        expect(mail.subject.startsWith(prefix)).toBe(true);
        expect(mail.text).toContain('SAK-7K3Q-2F');
        expect(mail.html).toContain(`lang="${language}"`);
        // What is left once names, addresses, the reference and the link are taken out.
        const rest = `${mail.subject}\n${mail.text}`
          .replace(/Hotel Sakura Tokyo|Minji|Kim|James|Carter|iPhone <15>|Phone|SAK-[\w-]+/g, '')
          .replace(/\S+@\S+|https?:\/\/\S+|\+[\d ]+/g, '');
        expect(rest).not.toMatch(/[A-Za-z]{3,}|[\u3040-\u30ff]/u);
      }
    },
  );

  it('names a Japanese guest family name first, in a Japanese and an English mail', () => {
    const hanako = { ...base, guest: { firstName: '花子', surname: '山田' } };
    const ja = renderGuestMail({ ...hanako, kind: 'reportReceived', language: 'ja' });
    expect(ja.text).toContain('山田 花子 様');
    expect(ja.text).not.toContain('花子 山田');
    expect(ja.html).toContain('山田 花子 様');
    const en = renderGuestMail({
      ...hanako,
      kind: 'disposalReminder',
      language: 'en',
      dueDate: '2026-06-01',
    });
    expect(en.text).toContain('Dear 山田 花子,');
  });

  it("greets in the hotel's message mail by the name in the same order", () => {
    const message = {
      hotel,
      reference: 'SAK-7K3Q-2F',
      statusUrl: 'http://localhost:5173/status?token=abc',
      text: 'We found a ring.',
      question: false,
    };
    const ja = renderHotelMessageMail({
      ...message,
      language: 'ja',
      guest: { firstName: '花子', surname: '山田' },
    });
    expect(ja.text).toContain('山田 花子 様');
    const latin = renderHotelMessageMail({
      ...message,
      language: 'ja',
      guest: { firstName: 'Oliver', surname: 'Bennett' },
    });
    expect(latin.text).toContain('Oliver Bennett 様');
    const unconfirmed = renderHotelMessageMail({ ...message, language: 'ja', guest: null });
    expect(unconfirmed.text).not.toContain('Oliver');
    expect(unconfirmed.text).not.toContain('山田');
  });

  it('renders the shipped mail with carrier, number and tracking link in both languages', () => {
    const shipped: GuestMail = {
      ...base,
      kind: 'shipped',
      language: 'en',
      carrier: 'japan-post-ems',
      trackingNumber: 'EE123456789JP',
      trackingUrl: 'https://trackings.post.japanpost.jp/x?reqCodeNo1=EE123456789JP',
    };
    const en = renderGuestMail(shipped);
    expect(en.subject).toBe('Hotel Sakura Tokyo has shipped your Phone - iPhone <15>');
    expect(en.text).toContain('Carrier: Japan Post EMS');
    expect(en.text).toContain('Tracking number: EE123456789JP');
    expect(en.html).toContain(
      'href="https://trackings.post.japanpost.jp/x?reqCodeNo1=EE123456789JP"',
    );
    const ja = renderGuestMail({ ...shipped, language: 'ja' });
    expect(ja.text).toContain('配送業者：日本郵便 EMS');
    expect(ja.text).toContain('お問い合わせ番号：EE123456789JP');
  });

  it('leaves out what a hotel or a shipment does not have', () => {
    const bare = hotelMailInfo('h', {});
    expect(bare).toMatchObject({ name: 'h', contactEmail: '', emailNotifications: false });
    const mail = renderGuestMail({
      ...base,
      hotel: bare,
      kind: 'shipped',
      language: 'en',
      carrier: 'other',
      trackingNumber: '',
      trackingUrl: null,
    });
    expect(mail.text).not.toContain('Tracking number');
    expect(mail.text).not.toContain('Email:');
    expect(mail.text).toContain('Carrier: Other carrier');
  });

  it('gives the match-confirmed mail the same reference, link and contact paragraphs', () => {
    const extras = matchConfirmedExtras('ja', hotel, 'SAK-7K3Q-2F', base.statusUrl);
    expect(extras.text.join('\n')).toContain('受付番号：SAK-7K3Q-2F');
    expect(extras.html.join('')).toContain('<a href="http://localhost:5173/status?token=abc">');
  });
});
