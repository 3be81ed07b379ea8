import { describe, expect, it } from 'vitest';
import {
  formatYen,
  handedInByGuest,
  inFoundOrder,
  policeDeadline,
  policeDueItems,
  toPoliceSettings,
} from './police-paperwork';

const NOW = new Date(2026, 4, 10, 12, 0);
const item = (id: string, dateFound: string, extra: Record<string, unknown> = {}) => ({
  id,
  dateFound,
  status: 'pending',
  matchId: null as string | null,
  foundByNonHotelStaff: '',
  deleted: false,
  ...extra,
});

describe('the one-week police submission limit', () => {
  it('is the day found plus seven: days left, the last day, overdue', () => {
    expect(policeDeadline({ dateFound: '2026-05-08' }, NOW)).toEqual({
      deadline: '2026-05-15',
      daysLeft: 5,
      state: 'soon',
    });
    expect(policeDeadline({ dateFound: '2026-05-03' }, NOW)?.state).toBe('today');
    expect(policeDeadline({ dateFound: '2026-05-01' }, NOW)).toMatchObject({
      daysLeft: -2,
      state: 'overdue',
    });
    expect(policeDeadline({ dateFound: '' }, NOW)).toBeNull();
  });

  it('lists pending, unmatched items staff found, earliest deadline first', () => {
    const rows = policeDueItems(
      [
        item('new', '2026-05-09'),
        item('old', '2026-05-01'),
        item('guest', '2026-05-05', { foundByNonHotelStaff: 'Guest in 502' }),
        item('matched', '2026-05-05', { matchId: 'm1' }),
        item('gone', '2026-05-05', { status: 'police' }),
        item('deleted', '2026-05-05', { deleted: true }),
        item('ancient', '2025-01-01'),
      ],
      NOW,
    );
    expect(rows.map((row) => row.item.id)).toEqual(['old', 'new']);
  });
});

describe('paperwork helpers', () => {
  it('writes cash as yen, and anything else as typed', () => {
    expect(formatYen('3000')).toBe('3,000円');
    expect(formatYen('¥12,000')).toBe('12,000円');
    expect(formatYen('5000円')).toBe('5,000円');
    expect(formatYen('USD 20 and coins')).toBe('USD 20 and coins');
  });

  it('orders rows by date and time found, unknown times last in their day', () => {
    const rows = inFoundOrder([
      { id: 'c', dateFound: '2026-05-04', timeFound: '' },
      { id: 'b', dateFound: '2026-05-03', timeFound: '' },
      { id: 'a', dateFound: '2026-05-03', timeFound: '09:00' },
    ]);
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });

  it('a finder is a guest when someone who is not staff is named', () => {
    expect(handedInByGuest({ foundByNonHotelStaff: ' ' })).toBe(false);
    expect(handedInByGuest({ foundByNonHotelStaff: 'Guest' })).toBe(true);
  });

  it('reads stored settings with safe defaults', () => {
    expect(toPoliceSettings(undefined)).toMatchObject({ address: '', weekLimit: false });
    expect(
      toPoliceSettings({ address: 'Tokyo', weekLimit: true, claims: { reward: true } }),
    ).toMatchObject({
      address: 'Tokyo',
      weekLimit: true,
      claims: { expenses: false, reward: true, ownership: false },
    });
  });
});
