import { describe, expect, it } from 'vitest';
import { testHotel as hotel } from './mail-test-hotel';
import { renderGuestMail } from './guest-mail';

const reminder = {
  kind: 'disposalReminder' as const,
  hotel,
  guest: { firstName: 'James', surname: 'Carter' },
  itemType: 'Umbrella',
  itemName: 'Blue umbrella',
  reference: 'SAK-7K3Q-2F',
  statusUrl: 'http://localhost:5173/status?token=abc',
  dueDate: '2026-07-01',
};

describe('disposal reminder mail', () => {
  it('names the due date, the item, the status link and the hotel contact, in English', () => {
    const mail = renderGuestMail({ ...reminder, language: 'en' });
    expect(mail.subject).toBe(
      'Hotel Sakura Tokyo: please arrange the return of your Umbrella - Blue umbrella by July 1, 2026',
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('until July 1, 2026.');
      expect(part).not.toContain('2026-07-01');
      expect(part).toContain('SAK-7K3Q-2F');
      expect(part).toContain('http://localhost:5173/status?token=abc');
      expect(part).toContain('desk@sakura.example');
      expect(part).toContain('+81 3 1234 5678');
    }
  });

  it('is written in Japanese for a Japanese report', () => {
    const mail = renderGuestMail({ ...reminder, language: 'ja' });
    expect(mail.subject).toContain('2026年7月1日までにお願いいたします');
    expect(mail.text).toContain('2026年7月1日までお預かりしております');
    // The same 【hotel】 prefix as the other guest mails, and the page named as in the UI.
    expect(mail.subject).toMatch(/^【[^】]+】/);
    expect(mail.text).toContain('お預かりしております');
    expect(mail.text).toContain('状況確認ページ');
    expect(mail.text).not.toContain('ステータスページ');
    expect(mail.html).toContain('lang="ja"');
  });

  // The due date is a calendar day: written in the mail's language, never a day off, whatever
  // the server's time zone (run under TZ=America/Los_Angeles and TZ=Asia/Tokyo too).
  it.each([
    ['ko', '2026년 7월 1일까지'],
    ['zh-Hans', '至2026年7月1日'],
    ['zh-Hant', '至2026年7月1日'],
  ] as const)('writes the due date in %s as the language writes a day', (language, written) => {
    const mail = renderGuestMail({ ...reminder, language });
    expect(mail.subject).toContain(written.replace(/^至/, ''));
    expect(mail.text).toContain(written);
    expect(mail.text).not.toContain('2026-07-01');
  });
});
