import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarDay, dayNumber, isoOfDayNumber } from '@/domain/retention';
import { DEMO_PROJECT_ID } from '@/firebase/config';
import { adminDb, clearFirestore, closeClients } from '../support/emulator';
import { readDoc, seedMatch } from '../support/fixtures';

/**
 * The disposal reminder against the Firestore emulator: the scheduled function's
 * body (queueDisposalReminders) run with a given "now", as the scheduler would run it each
 * morning. The selection itself is unit-tested in src/domain/disposal-reminder.test.ts.
 */
const A = 'hotel-a';
let queueDisposalReminders: (now: Date) => Promise<number>;

const now = new Date();
// A general item (Umbrella, 30 days by default) found 28 days ago: due in 2 days.
const foundDay = isoOfDayNumber((dayNumber(calendarDay(now)) ?? 0) - 28);
const dueDay = isoOfDayNumber((dayNumber(calendarDay(now)) ?? 0) + 2);
/** The due day as the Japanese mail writes it (2026年12月3日), never as YYYY-MM-DD. */
const dueWritten = dueDay.replace(/^(\d+)-0?(\d+)-0?(\d+)$/, '$1年$2月$3日');

async function seedHotel(settings: Record<string, unknown>) {
  await adminDb()
    .doc(`hotels/${A}`)
    .set({
      displayName: 'Hotel Sakura',
      contactEmail: 'desk@sakura.example',
      settings: { emailNotifications: true, disposalReminders: true, updatedAt: null, ...settings },
    });
}

/** A match of a Japanese guest's umbrella, found 28 days ago. */
const seedUmbrellaMatch = (status = 'confirmed', lost: Record<string, unknown> = {}) =>
  seedMatch(
    A,
    { status },
    {
      lost: {
        language: 'ja',
        reference: 'SAK-7K3Q-2F',
        itemType: 'Umbrella',
        itemName: 'Blue umbrella',
        ...lost,
      },
      found: { itemType: 'Umbrella', dateFound: foundDay },
    },
  );

beforeAll(async () => {
  process.env.GCLOUD_PROJECT ??= DEMO_PROJECT_ID;
  ({ queueDisposalReminders } = await import('../../functions/src/guest/send-disposal-reminders'));
});

beforeEach(async () => {
  await clearFirestore();
});

afterAll(closeClients);

describe('disposal reminder mail', () => {
  it('queues one mail in the guest language with the due date, hotel and contact; never twice', async () => {
    await seedHotel({});
    await seedUmbrellaMatch();
    expect(await queueDisposalReminders(now)).toBe(1);
    const mail = await readDoc('mail/disposal-reminder-m1');
    expect(mail).toMatchObject({
      to: 'james@example.com',
      replyTo: 'desk@sakura.example',
      hotelId: A,
      matchId: 'm1',
      language: 'ja',
    });
    const message = mail?.message as { subject: string; text: string; html: string };
    expect(message.subject).toContain('Hotel Sakura');
    expect(message.subject).toContain(dueWritten);
    expect(message.subject).toContain('お手続き');
    for (const part of [message.text, message.html]) {
      expect(part).toContain(dueWritten);
      expect(part).not.toContain(dueDay);
      expect(part).toContain('SAK-7K3Q-2F');
      expect(part).toContain('desk@sakura.example');
      expect(part).toContain('/status?token=');
    }
    expect(await queueDisposalReminders(now)).toBe(0);
    expect((await adminDb().collection('mail').get()).size).toBe(1);
  });

  it('sends nothing when the hotel has reminders or guest mail off; the same match is mailed once on', async () => {
    await seedHotel({ disposalReminders: false });
    await seedUmbrellaMatch();
    expect(await queueDisposalReminders(now)).toBe(0);
    await seedHotel({ emailNotifications: false });
    expect(await queueDisposalReminders(now)).toBe(0);
    expect((await adminDb().collection('mail').get()).size).toBe(0);
    await seedHotel({});
    expect(await queueDisposalReminders(now)).toBe(1);
  });

  it('sends nothing for a match picked up or shipped, or a report without email', async () => {
    await seedHotel({});
    await seedUmbrellaMatch('picked-up');
    expect(await queueDisposalReminders(now)).toBe(0);
    await clearFirestore();
    await seedHotel({});
    await seedUmbrellaMatch('confirmed', { email: '' });
    expect(await queueDisposalReminders(now)).toBe(0);
    expect((await adminDb().collection('mail').get()).size).toBe(0);
  });

  it('sends nothing for a match held straight from "matched" (never confirmed), one once confirmed', async () => {
    await seedHotel({});
    await seedUmbrellaMatch('on-hold');
    expect(await queueDisposalReminders(now)).toBe(0);
    expect((await adminDb().collection('mail').get()).size).toBe(0);
    // Confirmed, then held: the guest was told, so they are reminded.
    await adminDb().doc('matches/m1').update({ confirmedAt: new Date() });
    expect(await queueDisposalReminders(now)).toBe(1);
  });
});
