import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { OfflineNotice } from './offline-notice';

/** Sets what the browser reports and tells the page, as a browser does when the network drops. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('OfflineNotice', () => {
  it('shows nothing while online', () => {
    renderWithProviders(<OfflineNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the lists may be out of date while offline, and goes once the connection is back', () => {
    renderWithProviders(<OfflineNotice />);
    goOnline(false);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('You are offline');
    expect(notice).toHaveTextContent('Lists may be out of date');
    goOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is shown offline from the first render, in Japanese too', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await i18n.changeLanguage('ja');
    renderWithProviders(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('オフラインです');
  });
});
