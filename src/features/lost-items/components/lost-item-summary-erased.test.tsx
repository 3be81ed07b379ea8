import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LostItem } from '@/domain/entities';
import { toLostItem } from '@/domain/records';
import { renderWithProviders } from '@/testing/render';
import { LostItemSummary } from './lost-item-summary';

/** An erased report (src/domain/guest-data.ts) as staff open it. */
const erased: LostItem = toLostItem('l1', {
  hotelId: 'sakura',
  itemType: 'Umbrella',
  dateLost: '2026-05-02',
  country: 'United Kingdom',
  status: 'matched',
  matchId: 'm1',
  createdAt: new Date('2026-05-02T10:00:00Z'),
  erasedAt: new Date('2026-11-20T03:00:00Z'),
  erasedReason: 'guest-request',
});

describe('LostItemSummary of an erased report', () => {
  it('says when and why the personal data was erased, and reads "Erased", not "N/A"', () => {
    renderWithProviders(<LostItemSummary item={erased} />);
    expect(screen.getByText(/^Personal data erased on/)).toBeInTheDocument();
    expect(screen.getByText("at the guest's request")).toBeInTheDocument();
    const name = screen.getByText('Name', { selector: 'th' }).closest('tr');
    expect(name).toHaveTextContent('Erased');
    expect(screen.queryByText('N/A')).toBeNull();
  });

  it('a pending request says it waits for the match to close', () => {
    renderWithProviders(
      <LostItemSummary
        item={{
          ...erased,
          firstName: 'James',
          erasure: { requestedAt: new Date(), erasedAt: null, reason: null },
        }}
      />,
    );
    expect(screen.getByText(/erased once the match is closed/)).toBeInTheDocument();
    expect(screen.queryByText(/^Personal data erased on/)).toBeNull();
  });
});
