import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '@/domain/entities';
import { renderWithProviders } from '@/testing/render';
import type * as matchApi from '../api/match-actions';
import { storedMatch, stubMatchApi, testActor } from '../testing/stored-match';
import { MatchDetails } from './match-details';

// The guest's side of shipping on the match page, and the ship button it gates.
const state: { match: Match | null } = { match: null };
const ship = vi.fn<typeof matchApi.matchActions.ship>();

const accepted = new Date('2026-05-06T09:30:00Z');
const show = (stored: Record<string, unknown>) => {
  state.match = storedMatch({
    status: 'confirmed',
    packageSize: 'small',
    postageCost: 1300,
    destinationCountry: 'United Kingdom',
    ...stored,
  });
  return renderWithProviders(<MatchDetails hotelId="sakura" matchId="m1" actor={testActor} />);
};
const phoneAgreement = () =>
  screen.getByRole('checkbox', {
    name: 'Agreed with the guest by phone (recorded with your name)',
  });

beforeEach(() => {
  ship.mockReset();
  ship.mockResolvedValue();
  stubMatchApi(() => state.match, { ship });
});

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
    await userEvent.click(phoneAgreement());
    expect(shipButton()).toBeEnabled();
    await userEvent.click(phoneAgreement());
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

  it('ships with the carrier, the tracking number and the phone agreement given', async () => {
    show({});
    const carrier = screen.getByRole('combobox', { name: 'Carrier' });
    await userEvent.click(carrier);
    // The fourth carrier of the list (jsdom does not show the list's options as visible).
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(carrier).toHaveValue('Yamato Transport');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Tracking number' }),
      '1234-5678-9012',
    );
    await userEvent.click(phoneAgreement());
    await userEvent.click(shipButton());
    expect(ship).toHaveBeenCalledWith(testActor, 'm1', {
      carrier: 'yamato',
      trackingNumber: '1234-5678-9012',
      carrierUrl: '',
      agreedByPhone: true,
    });
  });

  it('refuses a tracking number of the wrong shape for the carrier, and shows the shape', async () => {
    show({});
    const carrier = screen.getByRole('combobox', { name: 'Carrier' });
    await userEvent.click(carrier);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(carrier).toHaveValue('Japan Post EMS');
    const tracking = screen.getByRole('textbox', { name: 'Tracking number' });
    await userEvent.type(tracking, '1234-5678-9012');
    await userEvent.click(phoneAgreement());
    await userEvent.click(shipButton());
    expect(ship).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "This tracking number does not have the chosen carrier's shape. Check the number and the carrier. An EMS number: E, a letter, 9 digits and JP (for example EA123456785JP).",
    );
    expect(tracking).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(tracking, { target: { value: 'EA123456785JP' } });
    await userEvent.click(shipButton());
    expect(ship).toHaveBeenCalledWith(testActor, 'm1', {
      carrier: 'japan-post-ems',
      trackingNumber: 'EA123456785JP',
      carrierUrl: '',
      agreedByPhone: true,
    });
  });

  it('another carrier: its tracking page goes with the number', async () => {
    show({});
    const carrier = screen.getByRole('combobox', { name: 'Carrier' });
    await userEvent.click(carrier);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(carrier).toHaveValue('Other carrier');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'AB123');
    const page = screen.getByRole('textbox', { name: "Carrier's tracking page (https://…)" });
    await userEvent.type(page, 'http://track.example.jp/AB123');
    await userEvent.click(phoneAgreement());
    await userEvent.click(shipButton());
    expect(ship).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('https://');
    await userEvent.clear(page);
    await userEvent.type(page, 'https://track.example.jp/AB123');
    await userEvent.click(shipButton());
    expect(ship).toHaveBeenCalledWith(testActor, 'm1', {
      carrier: 'other',
      trackingNumber: 'AB123',
      carrierUrl: 'https://track.example.jp/AB123',
      agreedByPhone: true,
    });
  });

  it('refuses a tracking number longer than the rules take, and names why', async () => {
    show({});
    const tracking = screen.getByRole('textbox', { name: 'Tracking number' });
    // Typing stops at the input's limit; a pasted value that got past it is still refused.
    fireEvent.change(tracking, { target: { value: 'X'.repeat(61) } });
    await userEvent.click(phoneAgreement());
    await userEvent.click(shipButton());
    expect(ship).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('This text is too long.');
    expect(tracking).toHaveAttribute('aria-invalid', 'true');
    // Corrected, the field and its message clear before the next try.
    fireEvent.change(tracking, { target: { value: 'EJ123456789JP' } });
    expect(tracking).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('This text is too long.')).not.toBeInTheDocument();
  });
});
