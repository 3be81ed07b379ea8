import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { storedMatch } from '../testing/stored-match';
import { PackageSizePicker } from './package-size-picker';

const open = (stored: Record<string, unknown>) => {
  const onContinue = vi.fn();
  renderWithProviders(
    <PackageSizePicker match={storedMatch(stored)} onClose={vi.fn()} onContinue={onContinue} />,
  );
  return onContinue;
};
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('PackageSizePicker (spec §2, §5)', () => {
  it('waits for a size, then gives the size and the weight in kg', async () => {
    const onContinue = open({});
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    const small = screen.getByRole('button', { name: /Small/ });
    await userEvent.click(small);
    expect(small).toHaveAttribute('aria-pressed', 'true');
    // The postage to the guest's country stands on every card.
    expect(screen.getByText('¥1,300')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Weight (kg, optional)'), '0.5');
    await userEvent.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith({ packageSize: 'small', packageWeight: 0.5 });
  });

  it('opens on the saved package; a blank weight is none', async () => {
    const onContinue = open({ packageSize: 'large', packageWeight: 2 });
    expect(await screen.findByRole('button', { name: /Large/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const weight = screen.getByLabelText('Weight (kg, optional)');
    expect(weight).toHaveValue('2');
    await userEvent.clear(weight);
    await userEvent.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith({ packageSize: 'large', packageWeight: null });
  });

  it('says that nothing is saved without a destination', async () => {
    open({ lost: { country: '' } });
    expect(
      await screen.findByText(
        'The guest gave no country, so postage cannot be calculated and nothing will be saved.',
      ),
    ).toBeInTheDocument();
  });
});
