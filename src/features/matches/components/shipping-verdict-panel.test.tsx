import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '@/domain/entities';
import { renderWithProviders } from '@/testing/render';
import type * as matchApi from '../api/match-actions';
import { storedMatch, stubMatchApi, testActor } from '../testing/stored-match';
import { MatchDetails } from './match-details';

// What the post accepts of the matched item, on the match page, and the override it may need.
const state: { match: Match | null } = { match: null };
const overrideRefusal = vi.fn<typeof matchApi.matchActions.overrideRefusal>();

const types = (type: string) => ({
  found: { itemType: type, itemName: '', imageUrl: null, dateFound: '2026-05-01' },
  lost: { itemType: type, itemName: '', imageUrl: null, country: 'United Kingdom' },
});
const show = (stored: Record<string, unknown>, isAdmin = false) => {
  state.match = storedMatch({
    status: 'confirmed',
    packageSize: 'small',
    postageCost: 1300,
    destinationCountry: 'United Kingdom',
    // the guest accepted the quote: only the shipping rules can hold the parcel back
    addressConfirmedAt: new Date(),
    quoteAcceptedAt: new Date(),
    quoteAcceptedAmount: 1300,
    ...stored,
  });
  return renderWithProviders(
    <MatchDetails hotelId="sakura" matchId="m1" actor={testActor} isAdmin={isAdmin} />,
  );
};
const shipButton = () => screen.getByRole('button', { name: 'Mark as shipped' });
const rules = () => screen.getByRole('region', { name: 'What the post accepts' });

beforeEach(() => {
  overrideRefusal.mockReset();
  overrideRefusal.mockResolvedValue();
  stubMatchApi(() => state.match, { overrideRefusal });
});

describe('shipping rules on the match page', () => {
  it('a passport: not by international post, what the guest can do, no shipping (staff)', () => {
    show(types('Passport'));
    expect(rules()).toHaveTextContent('Not by international post');
    expect(rules()).toHaveTextContent('Passports are not sent by international post');
    expect(rules()).toHaveTextContent(/What you can do instead\s*Collect it in person/);
    expect(rules()).toHaveTextContent('Only an admin can allow shipping anyway.');
    expect(screen.queryByRole('button', { name: 'Allow shipping anyway' })).toBeNull();
    expect(shipButton()).toBeDisabled();
  });

  it('an admin allows it with a reason; once recorded, it can be shipped', async () => {
    const view = show(types('Passport'), true);
    const allow = screen.getByRole('button', { name: 'Allow shipping anyway' });
    expect(allow).toBeDisabled();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Why it is shipped anyway (recorded in the history)' }),
      'The embassy asked us to send it by EMS',
    );
    await userEvent.click(allow);
    expect(overrideRefusal).toHaveBeenCalledWith(
      testActor,
      'm1',
      'The embassy asked us to send it by EMS',
    );
    view.unmount();
    show(
      {
        ...types('Passport'),
        shippingOverride: {
          uid: 'u',
          email: 'admin@sakura.test',
          at: new Date('2026-05-06T09:30:00Z'),
          reason: 'The embassy asked us to send it by EMS',
        },
      },
      true,
    );
    expect(rules()).toHaveTextContent(
      /Shipping allowed by admin@sakura.test, .*: The embassy asked us to send it by EMS/,
    );
    expect(shipButton()).toBeEnabled();
  });

  it('a laptop: with conditions, the battery declaration; shipping is not held back', () => {
    show(types('Laptop'));
    expect(rules()).toHaveTextContent('Can be sent, with conditions');
    expect(rules()).toHaveTextContent('battery inside the device only');
    expect(rules()).toHaveTextContent(
      'Lithium ion batteries contained in equipment (UN3481, PI 967 Section II)',
    );
    expect(shipButton()).toBeEnabled();
  });
});
