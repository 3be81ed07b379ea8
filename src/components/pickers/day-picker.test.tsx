import { DatesProvider } from '@mantine/dates';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { loadPicker } from './load-date-picker';
import { DayPicker } from './day-picker';

describe('DayPicker', () => {
  it('gives the picked calendar day as YYYY-MM-DD and names its clear button', async () => {
    // The picker is fetched on first use (issue 15); here it is there from the start.
    await loadPicker();
    const onChange = vi.fn();
    renderWithProviders(
      <DatesProvider settings={{ locale: 'en' }}>
        <DayPicker label="Date lost" value="2026-11-20" onChange={onChange} clearable />
      </DatesProvider>,
    );
    expect(screen.getByRole('button', { name: /Date lost/ })).toHaveTextContent('2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: /Date lost/ }));
    await userEvent.click(await screen.findByRole('button', { name: '21 November 2026' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-21');

    await userEvent.click(screen.getByRole('button', { name: 'Clear the date' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
