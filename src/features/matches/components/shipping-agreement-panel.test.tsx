import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toMatch } from '@/domain/records';
import { renderWithProviders } from '@/testing/render';
import { MatchDetails } from './match-details';

// Issue 16: the guest's side of shipping on the match page, and the ship button it gates.
const state = vi.hoisted((): { match: unknown } => ({ match: null }));
vi.mock('../api/match-actions', () => ({
  matchActions: {},
  useMatch: () => ({ status: 'success', data: state.match, error: null }),
}));

const accepted = new Date('2026-05-06T09:30:00Z');
const match = (stored: Record<string, unknown>) => ({
  ...toMatch('m1', {
    hotelId: 'sakura',
    status: 'confirmed',
    foundItemId: 'f1',
    lostItemId: 'l1',
    packageSize: 'small',
    postageCost: 1300,
    destinationCountry: 'United Kingdom',
    found: { itemType: 'Phone', itemName: 'iPhone', imageUrl: null, dateFound: '2026-05-01' },
    lost: {
      itemType: 'Phone',
      itemName: 'iPhone',
      imageUrl: null,
      firstName: 'James',
      surname: 'Carter',
      email: 'j@example.com',
      country: 'United Kingdom',
    },
    ...stored,
  }),
});

const actor = { uid: 'u', email: 'a@example.com', displayName: 'A' } as never;
const show = (stored: Record<string, unknown>) => {
  state.match = match(stored);
  return renderWithProviders(<MatchDetails hotelId="sakura" matchId="m1" actor={actor} />);
};
const shipButton = () => screen.getByRole('button', { name: 'Mark as shipped' });

describe('shipping agreement panel on the match page', () => {
  it('waits for the guest: the ship button stays disabled until "agreed by phone" is ticked', async () => {
    show({});
    expect(
      screen.getByText(
        'The guest has not yet confirmed the address and the postage on the status page.',
      ),
    ).toBeInTheDocument();
    expect(shipButton()).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'Agreed with the guest by phone (recorded with your name)',
      }),
    );
    expect(shipButton()).toBeEnabled();
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'Agreed with the guest by phone (recorded with your name)',
      }),
    );
    expect(shipButton()).toBeDisabled();
  });

  it('shows the address confirmed and the quote accepted; the ship button is enabled', () => {
    show({
      shippingAddress: '10 Downing St\nLondon SW1A 2AA',
      addressConfirmedAt: accepted,
      quoteAcceptedAt: accepted,
      quoteAcceptedAmount: 1300,
    });
    expect(
      screen.getByText(/The guest confirmed the address and accepted the postage of ¥1,300/),
    ).toBeInTheDocument();
    expect(screen.getByText('Postal address given by the guest')).toBeInTheDocument();
    expect(screen.getByText(/10 Downing St/)).toBeInTheDocument();
    expect(screen.queryByText(/has not yet confirmed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Agreed with the guest by phone/ })).toBeNull();
    expect(shipButton()).toBeEnabled();
  });

  it('asks again when the postage changed after the guest accepted', () => {
    show({
      shippingAddress: '10 Downing St',
      addressConfirmedAt: accepted,
      quoteAcceptedAt: accepted,
      quoteAcceptedAmount: 1000,
    });
    expect(screen.getByText(/the postage has changed since/)).toBeInTheDocument();
    expect(shipButton()).toBeDisabled();
  });

  it('shows who marked the postage paid instead of the button', () => {
    show({ paid: { uid: 'u2', email: 'staff@s.test', at: accepted } });
    expect(screen.getByText(/Postage paid: marked by staff@s.test/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark postage as paid' })).toBeNull();
  });
});
