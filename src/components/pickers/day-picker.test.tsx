import { DatesProvider } from '@mantine/dates';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { loadPicker } from './load-date-picker';
import { DayPicker } from './day-picker';

describe('DayPicker', () => {
  it('gives the picked calendar day as YYYY-MM-DD and names its clear button', async () => {
    // The picker is fetched on first use; here it is there from the start.
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

  it('names the previous and next buttons of every calendar level, in English and Japanese', async () => {
    await loadPicker();
    const calendar = async (language: 'en' | 'ja', field: string) => {
      await changeLanguage(language);
      const view = renderWithProviders(
        <DatesProvider settings={{ locale: language }}>
          <DayPicker label={field} value="2026-11-20" onChange={() => {}} />
        </DatesProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: new RegExp(field) }));
      return view;
    };

    const en = await calendar('en', 'Date lost');
    expect(await screen.findByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeInTheDocument();
    // The level button keeps its visible text as its name; it opens the year, then the decade.
    await userEvent.click(screen.getByRole('button', { name: 'November 2026' }));
    expect(await screen.findByRole('button', { name: 'Previous year' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next year' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2026' }));
    expect(await screen.findByRole('button', { name: 'Previous decade' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next decade' })).toBeInTheDocument();
    en.unmount();

    await calendar('ja', '紛失日');
    expect(await screen.findByRole('button', { name: '前の月' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '次の月' })).toBeInTheDocument();
    // No button of the open calendar is left without a name.
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveAccessibleName();
    }
  });

  it('is one Tab stop: Tab goes from the date to the next field, past its clear button; Delete clears', async () => {
    await loadPicker();
    const onChange = vi.fn();
    renderWithProviders(
      <DatesProvider settings={{ locale: 'en' }}>
        <DayPicker label="Date found" value="2026-11-20" onChange={onChange} clearable />
        <label>
          Time found
          <input />
        </label>
      </DatesProvider>,
    );
    const field = screen.getByRole('button', { name: /Date found/ });
    field.focus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Time found' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Clear the date' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    field.focus();
    await userEvent.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it.each([
    ['ko', '11월', '일'],
    ['zh-Hans', '十一月', '日'],
    ['zh-Hant', '十一月', '日'],
  ] as const)(
    'names the months and days of the calendar in %s (dayjs locale)',
    async (language, month, sunday) => {
      await changeLanguage(language);
      await loadPicker(language);
      renderWithProviders(<DayPicker label="date" value="2026-11-20" onChange={() => {}} />);
      await userEvent.click(await screen.findByRole('button', { name: /date/ }));
      expect(await screen.findByText(new RegExp(month))).toBeInTheDocument();
      expect(screen.getAllByText(sunday).length).toBeGreaterThan(0);
      expect(screen.queryByText(/November/)).toBeNull();
      await changeLanguage('en');
    },
  );
});
