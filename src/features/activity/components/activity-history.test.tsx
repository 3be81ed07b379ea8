import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toActivityEntry } from '@/domain/records';
import i18n from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import * as activityApi from '../api/use-activity';
import { ActivityHistory } from './activity-history';

// The entries as stored: a revert records its reason in `details`, read by the converter.
const stored = [
  toActivityEntry('a2', {
    hotelId: 'sakura',
    targetType: 'found',
    targetId: 'f1',
    action: 'reverted',
    from: 'discarded',
    to: 'pending',
    actorUid: 'u1',
    actorEmail: 'admin@sakura.example',
    at: new Date('2026-11-20T10:00:00Z'),
    details: { reason: 'Discarded by mistake: the guest called' },
  }),
  toActivityEntry('a1', {
    hotelId: 'sakura',
    targetType: 'found',
    targetId: 'f1',
    action: 'discarded',
    from: 'pending',
    to: 'discarded',
    actorUid: 'u1',
    actorEmail: 'admin@sakura.example',
    at: new Date('2026-11-19T10:00:00Z'),
  }),
];

beforeEach(() => {
  vi.spyOn(activityApi, 'useActivity').mockReturnValue({
    status: 'success',
    data: stored,
    error: null,
  });
});

describe('ActivityHistory', () => {
  it("shows a reverted disposition's reason in its entry, in both languages", async () => {
    const { unmount } = renderWithProviders(<ActivityHistory hotelId="sakura" targetId="f1" />);
    expect(screen.getByText('Reason: Discarded by mistake: the guest called')).toBeInTheDocument();
    expect(screen.getAllByText(/^Reason:/)).toHaveLength(1);
    unmount();
    await i18n.changeLanguage('ja');
    renderWithProviders(<ActivityHistory hotelId="sakura" targetId="f1" />);
    expect(screen.getByText('理由：Discarded by mistake: the guest called')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
