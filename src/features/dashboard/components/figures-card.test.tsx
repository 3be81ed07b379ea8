import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FoundItem, Match } from '@/domain/entities';
import * as live from '@/hooks/use-live';
import { changeLanguage } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import * as figures from '../api/use-figures';
import type { FigureCounts } from '../api/use-figures';
import { FiguresCard } from './figures-card';

const months = Array.from({ length: 12 }, (_, index) => ({
  key: `2026-${String(index + 1).padStart(2, '0')}`,
  found: index === 11 ? 5 : 1,
  returned: index === 11 ? 2 : 0,
}));
const counts: FigureCounts = {
  months,
  last12: { found: 16, returned: 2 },
  openByAge: { '0-7': 3, '8-30': 2, '31-90': 1, '90+': 4 },
  lostReports: 4,
  matchedReports: 1,
};

const shipped = [
  { found: { dateFound: '2026-12-01' }, shippedAt: new Date(2026, 11, 5, 12) },
] as unknown as Match[];
const closed = [
  { dateFound: '2026-12-01', status: 'returned', disposition: { at: new Date(2026, 11, 3, 12) } },
  { dateFound: '2026-11-01', status: 'police', disposition: { at: new Date(2026, 11, 3, 12) } },
] as unknown as FoundItem[];

// Spied before each test (the config restores every spy before each test): the card reads these.
beforeEach(() => {
  vi.spyOn(figures, 'useFigureCounts').mockImplementation(() => ({
    status: 'success',
    data: counts,
    error: null,
    reload: () => undefined,
  }));
  vi.spyOn(live, 'useHotelQuery').mockImplementation((name) => ({
    status: 'success',
    data: name === 'shippedMatches' ? shipped : name === 'closedFound' ? closed : [],
    error: null,
  }));
});

function renderCard() {
  return renderWithProviders(<FiguresCard hotelId="hotel-a" />);
}

/** The value shown under a figure's label. */
function figure(label: string) {
  const card = screen.getByRole('region', { name: /^(Figures|集計)$/ });
  return within(card).getByText(label).parentElement?.textContent?.replace(label, '');
}

describe('FiguresCard', () => {
  it('shows this month, the 12 months, the median days to return and the share matched', () => {
    renderCard();
    expect(figure('This month: Found / Returned')).toBe('5 / 2');
    expect(figure('Last 12 months: Found / Returned')).toBe('16 / 2');
    // Shipped after 4 days and returned in person after 2: the median is 3 (police left out).
    expect(figure('Median days from found to returned')).toBe('3');
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Found and returned items per month: 2026-01/ }));
  });

  it('keeps its size while loading: the age buckets and the chart frame are already there', () => {
    vi.spyOn(figures, 'useFigureCounts').mockImplementation(() => ({
      status: 'loading',
      data: undefined,
      error: null,
      reload: () => undefined,
    }));
    const { container } = renderCard();
    expect(screen.getByText('0–7 days')).toBeInTheDocument();
    expect(screen.getByText('Found and returned, last 12 months')).toBeInTheDocument();
    // The drawing has the loaded chart's size, without bars and without a name to announce.
    const frame = container.querySelector('svg[viewBox="0 0 720 160"]');
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame?.querySelectorAll('rect')).toHaveLength(0);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('reads as Japanese, with Japanese punctuation', async () => {
    await changeLanguage('ja');
    renderCard();
    expect(figure('今月：拾得／返却')).toBe('5 / 2');
    expect(screen.getByRole('img', { name: /月別の拾得数と返却数：2026-01：1／0、/ }));
  });
});
