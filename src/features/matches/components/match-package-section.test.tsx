import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import * as matchApi from '../api/match-actions';
import { storedMatch, testActor } from '../testing/stored-match';
import { MatchPackageSection } from './match-package-section';

const state = { savePackage: vi.fn<typeof matchApi.matchActions.savePackage>() };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  state.savePackage.mockReset();
  vi.spyOn(matchApi, 'useMatch').mockImplementation(() => ({
    status: 'success',
    data: storedMatch({ packageSize: 'small', packageWeight: 0.5, postageCost: 1300 }),
    error: null,
  }));
  vi.spyOn(matchApi.matchActions, 'savePackage').mockImplementation(state.savePackage);
});

/** Opens the picker from the card and continues with a medium parcel. */
async function chooseMedium() {
  renderWithProviders(<MatchPackageSection matchId="m1" actor={testActor} />);
  await userEvent.click(screen.getByRole('button', { name: 'Package details' }));
  await userEvent.click(await screen.findByRole('button', { name: /Medium/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('MatchPackageSection on the lost item page (spec §2)', () => {
  it('saves the choice, the saved weight kept, and closes the picker', async () => {
    state.savePackage.mockResolvedValue(true);
    await chooseMedium();
    expect(state.savePackage).toHaveBeenCalledWith(testActor, 'm1', {
      packageSize: 'medium',
      packageWeight: 0.5,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names a failed save', async () => {
    state.savePackage.mockRejectedValue(new Error('offline'));
    await chooseMedium();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not update the item.');
  });
});
