import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HOUR_MS, type ReportRateHour } from '@/domain/mail-trust';
import { changeLanguage } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import * as rates from '../api/use-report-rate';
import { ReportRateNotice } from './report-rate-notice';

const thisHour = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
const showing = (hours: ReportRateHour[]) =>
  vi
    .spyOn(rates, 'useReportRates')
    .mockImplementation(() => ({ status: 'success', data: hours, error: null }));

describe('ReportRateNotice', () => {
  it('tells the admins how many guest reports came this hour, in English and Japanese', async () => {
    showing([{ hourStart: thisHour, count: 31 }]);
    await changeLanguage('en');
    const { unmount } = renderWithProviders(<ReportRateNotice hotelId="sakura-tokyo" />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Unusually many guest reports');
    expect(notice).toHaveTextContent('31 lost item reports from guests since');
    unmount();
    await changeLanguage('ja');
    renderWithProviders(<ReportRateNotice hotelId="sakura-tokyo" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('届け出が31件ありました');
    await changeLanguage('en');
  });

  it('says nothing at a normal rate, or for an hour long past', () => {
    showing([
      { hourStart: thisHour, count: 4 },
      { hourStart: new Date(thisHour.getTime() - 3 * HOUR_MS), count: 80 },
    ]);
    renderWithProviders(<ReportRateNotice hotelId="sakura-tokyo" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
