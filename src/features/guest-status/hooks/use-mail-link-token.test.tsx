import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MAIL_LINK_TOKEN_KEY, useMailLinkToken } from './use-mail-link-token';

function Probe() {
  const { token, forget } = useMailLinkToken();
  const { search } = useLocation();
  return (
    <>
      <p>
        token {token ?? 'none'}, address {search || 'clean'}
      </p>
      <button type="button" onClick={forget}>
        Forget
      </button>
    </>
  );
}

describe('useMailLinkToken', () => {
  afterEach(() => window.sessionStorage.removeItem(MAIL_LINK_TOKEN_KEY));

  it("keeps a mail link's token and takes it out of the address bar", async () => {
    renderWithProviders(<Probe />, { route: '/status?token=secret' });
    expect(await screen.findByText('token secret, address clean')).toBeInTheDocument();
  });

  it('is null without a token', () => {
    renderWithProviders(<Probe />, { route: '/status' });
    expect(screen.getByText('token none, address clean')).toBeInTheDocument();
  });

  it('gives the token again after a reload of the tab, until it is forgotten', async () => {
    const first = renderWithProviders(<Probe />, { route: '/status?token=secret' });
    await screen.findByText('token secret, address clean');
    first.unmount();
    // The reload: the same tab at /status, with nothing in the address.
    const reloaded = renderWithProviders(<Probe />, { route: '/status' });
    expect(screen.getByText('token secret, address clean')).toBeInTheDocument();
    // Only the tab's storage holds it, never the address.
    expect(window.sessionStorage.getItem(MAIL_LINK_TOKEN_KEY)).toBe('secret');
    await userEvent.click(screen.getByRole('button', { name: 'Forget' }));
    reloaded.unmount();
    renderWithProviders(<Probe />, { route: '/status' });
    expect(screen.getByText('token none, address clean')).toBeInTheDocument();
  });

  it('a newer mail link opened in the tab replaces the kept token', async () => {
    window.sessionStorage.setItem(MAIL_LINK_TOKEN_KEY, 'older');
    renderWithProviders(<Probe />, { route: '/status?token=newer' });
    expect(await screen.findByText('token newer, address clean')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(MAIL_LINK_TOKEN_KEY)).toBe('newer');
  });
});
