import { createHash } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalsHost } from '@/components/overlay-hosts';
import type { LostItem } from '@/domain/entities';
import { renderWithProviders } from '@/testing/render';
import { lostItemActions } from '../api/lost-item-actions';
import { GuestEmailStatus } from './guest-email-status';

const hashOf = (email: string) => createHash('sha256').update(`mail:${email}`).digest('hex');
const item = (overrides: Partial<LostItem> = {}) =>
  ({ id: 'L1', hotelId: 'sakura-tokyo', email: 'Guest+x@Example.com', ...overrides }) as LostItem;

describe('GuestEmailStatus', () => {
  it('shows an unconfirmed address and lets staff record that they verified it, after asking', async () => {
    const verify = vi.spyOn(lostItemActions, 'verifyEmail').mockResolvedValue({
      success: true,
      message: '',
    });
    renderWithProviders(
      <>
        <ModalsHost />
        <GuestEmailStatus item={item()} />
      </>,
    );
    expect(await screen.findByText(/Email address not confirmed yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark address as verified' }));
    expect(await screen.findByText('Mark this email address as verified?')).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark address as verified' }));
    await waitFor(() => expect(verify).toHaveBeenCalledWith('L1'));
  });

  it('shows who confirmed the address, only while the report still gives it', async () => {
    const confirmed = item({
      emailConfirmation: {
        emailHash: hashOf('guest@example.com'),
        method: 'staff',
        at: new Date(2026, 10, 26, 15, 0),
        by: { uid: 'u1', email: 'staff@sakura.example' },
      },
    });
    const { unmount } = renderWithProviders(<GuestEmailStatus item={confirmed} />);
    expect(
      await screen.findByText(/Email address verified by staff@sakura.example on/),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<GuestEmailStatus item={{ ...confirmed, email: 'other@example.com' }} />);
    expect(await screen.findByText(/Email address not confirmed yet/)).toBeInTheDocument();
  });

  it('shows a mail the per-address limit held back', async () => {
    renderWithProviders(
      <GuestEmailStatus
        item={item({ mailHeld: { mail: 'reportReceived', reason: 'recipient-limit', at: null } })}
      />,
    );
    expect(
      await screen.findByText(/A mail to the guest was not sent \(report received/),
    ).toBeInTheDocument();
  });
});
