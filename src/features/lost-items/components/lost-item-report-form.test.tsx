import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoUploadError } from '@/firebase/photo-upload-error';
import { newItemSave, type ItemSave } from '@/firebase/save-once';
import { renderWithProviders } from '@/testing/render';
import * as reportLostItem from '../api/report-lost-item';
import { LostItemReportForm } from './lost-item-report-form';

// One save (one client-made id) for every attempt, and a failed photo keeps
// every field as typed. The first attempt saves the report but loses its photo.
const api = {
  saves: [] as ItemSave[],
  attempts: 0,
};

// The form imports the module on submit; the spies replace its functions for that import too.
beforeEach(() => {
  api.saves = [];
  api.attempts = 0;
  vi.spyOn(reportLostItem, 'newReportSave').mockImplementation(() => newItemSave('report-1'));
  vi.spyOn(reportLostItem, 'submitLostItemReport').mockImplementation((save: ItemSave) => {
    api.saves.push(save);
    api.attempts += 1;
    save.created = true;
    return api.attempts === 1
      ? Promise.reject(new PhotoUploadError(1, [new Error('storage/unauthorized')]))
      : Promise.resolve(save.id);
  });
});

describe('LostItemReportForm, retried after a failed photo', () => {
  it('keeps every field, locks them (the report exists) and retries with the same save', async () => {
    const user = userEvent.setup();
    const onSubmitted = vi.fn();
    renderWithProviders(<LostItemReportForm hotelId="sakura" onSubmitted={onSubmitted} />);
    await user.click(screen.getByRole('button', { name: /Fill sample/ }));
    const itemName = screen.getByLabelText(/^Item or brand/);
    const typed = (itemName as HTMLInputElement).value;
    expect(typed).not.toBe('');

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await screen.findByText(/Your report is saved, but 1 photo could not be uploaded/);
    expect(itemName).toHaveValue(typed);
    expect(itemName).toBeDisabled();
    expect(onSubmitted).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('report-1'));
    expect(api.saves).toHaveLength(2);
    expect(api.saves[1]).toBe(api.saves[0]);
  });
});

describe('LostItemReportForm, the phone', () => {
  it("starts at the hotel's code, follows the chosen country, and sends the number complete", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LostItemReportForm hotelId="sakura" onSubmitted={vi.fn()} />);
    const code = screen.getByRole('combobox', { name: /^Country code/ });
    expect(code).toHaveValue('+81');
    // Pasted, as a phone's autofill gives it (each typed letter re-renders the whole form).
    await user.click(screen.getByRole('combobox', { name: /^Country$/ }));
    await user.paste('United Kingdom');
    expect(code).toHaveValue('+44');

    await user.click(screen.getByRole('button', { name: /Fill sample/ }));
    await user.clear(code);
    await user.clear(screen.getByRole('combobox', { name: /^Country$/ }));
    await user.clear(screen.getByRole('textbox', { name: /^Phone/ }));
    await user.click(screen.getByRole('textbox', { name: /^Phone/ }));
    await user.paste('090-1234-5678');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(reportLostItem.submitLostItemReport).toHaveBeenCalled());
    const fields = vi.mocked(reportLostItem.submitLostItemReport).mock.calls[0]?.[1];
    expect(fields?.phone).toBe('+819012345678');
  });
});
