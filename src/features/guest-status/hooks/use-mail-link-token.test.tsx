import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { useMailLinkToken } from './use-mail-link-token';

function Probe() {
  const token = useMailLinkToken();
  const { search } = useLocation();
  return (
    <p>
      token {token ?? 'none'}, address {search || 'clean'}
    </p>
  );
}

describe('useMailLinkToken', () => {
  it("keeps a mail link's token and takes it out of the address bar", async () => {
    renderWithProviders(<Probe />, { route: '/status?token=secret' });
    expect(await screen.findByText('token secret, address clean')).toBeInTheDocument();
  });

  it('is null without a token', () => {
    renderWithProviders(<Probe />, { route: '/status' });
    expect(screen.getByText('token none, address clean')).toBeInTheDocument();
  });
});
