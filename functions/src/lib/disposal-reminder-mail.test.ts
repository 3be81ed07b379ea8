import { describe, expect, it } from 'vitest';
import { hotelMailInfo, renderGuestMail } from './guest-mail';

const hotel = hotelMailInfo('sakura-tokyo', {
  displayName: 'Hotel Sakura Tokyo',
  contactEmail: 'desk@sakura.example',
  contactPhone: '+81 3 1234 5678',
  settings: { emailNotifications: true },
});

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
      'Hotel Sakura Tokyo: please arrange the return of your Umbrella - Blue umbrella by 2026-07-01',
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('2026-07-01');
      expect(part).toContain('SAK-7K3Q-2F');
      expect(part).toContain('http://localhost:5173/status?token=abc');
      expect(part).toContain('desk@sakura.example');
      expect(part).toContain('+81 3 1234 5678');
    }
  });

  it('is written in Japanese for a Japanese report', () => {
    const mail = renderGuestMail({ ...reminder, language: 'ja' });
    expect(mail.subject).toContain('2026-07-01までにお願いいたします');
    // The same 【hotel】 prefix as the other guest mails, and the page named as in the UI.
    expect(mail.subject).toMatch(/^【[^】]+】/);
    expect(mail.text).toContain('お預かりしております');
    expect(mail.text).toContain('状況確認ページ');
    expect(mail.text).not.toContain('ステータスページ');
    expect(mail.html).toContain('lang="ja"');
  });
});
