import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetReportStatusResponse, GuestShippingOffer } from '@/domain/guest-status';
import { ModalsHost } from '@/components/overlay-hosts';
import { renderWithProviders } from '@/testing/render';
import * as reportStatusApi from '../api/report-status';
import { GuestStatusPage } from './guest-status-page';

// The callables are spied in beforeEach (so Functions is never called); the error wording is
// the one mapper's (src/lib/server-errors.ts).
const calls = {
  fetchReportStatus: vi.fn<typeof reportStatusApi.fetchReportStatus>(),
  confirmShipping: vi.fn<typeof reportStatusApi.confirmShipping>(),
  requestErasure: vi.fn<typeof reportStatusApi.requestErasure>(),
};

const TOKEN = 'a'.repeat(43);
const OFFER: GuestShippingOffer = {
  quote: 3000,
  destination: '',
  address: '',
  accepted: false,
  acceptedAt: null,
  agreedByPhone: false,
};

function reportStatus(changes: Partial<GetReportStatusResponse> = {}): GetReportStatusResponse {
  return {
    reference: 'SAK-7K3Q-2F',
    hotelName: 'Hotel Sakura Tokyo',
    hotelContact: { email: '', phone: '' },
    itemType: 'Umbrella',
    itemName: 'Navy umbrella',
    language: 'en',
    state: 'reported',
    timeline: [{ step: 'reported', done: true, at: null }],
    shipping: null,
    offer: null,
    ...changes,
  };
}

/** A call that failed as the Functions SDK reports it: a refusal carries its key in details. */
const refused = (code: string, key?: string) =>
  Object.assign(new Error(key ?? code), { code, details: key ? { key } : undefined });
const reference = () => screen.getByLabelText(/^Reference number/);
const email = () => screen.getByLabelText(/^Email address/);
const checkStatus = () => userEvent.click(screen.getByRole('button', { name: 'Check status' }));

describe('GuestStatusPage', () => {
  beforeEach(() => {
    calls.fetchReportStatus.mockReset();
    calls.confirmShipping.mockReset();
    calls.requestErasure.mockReset();
    vi.spyOn(reportStatusApi, 'fetchReportStatus').mockImplementation(calls.fetchReportStatus);
    vi.spyOn(reportStatusApi, 'confirmShipping').mockImplementation(calls.confirmShipping);
    vi.spyOn(reportStatusApi, 'requestErasure').mockImplementation(calls.requestErasure);
    // A failed call is logged by the form's action; the test's own failures need no log.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('looks a report up by reference and email, and keeps both for another check', async () => {
    calls.fetchReportStatus
      .mockRejectedValueOnce(refused('functions/not-found', 'guestStatus.errors.notFound'))
      .mockResolvedValueOnce(reportStatus());
    renderWithProviders(<GuestStatusPage token={null} />);
    const button = screen.getByRole('button', { name: 'Check status' });
    expect(button).toBeDisabled();
    await userEvent.type(reference(), 'sak 7k3q 2f');
    await userEvent.type(email(), ' hanako@example.jp ');
    expect(button).toBeEnabled();

    await checkStatus();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a report with this reference number and email address.',
    );
    expect(reference()).toHaveValue('sak 7k3q 2f');

    await checkStatus();
    expect(
      await screen.findByText('We have your report. The hotel is looking for your item.'),
    ).toBeInTheDocument();
    expect(screen.getByText('SAK-7K3Q-2F')).toBeInTheDocument();
    expect(calls.fetchReportStatus).toHaveBeenLastCalledWith({
      reference: 'SAK-7K3Q-2F',
      email: 'hanako@example.jp',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Check another report' }));
    expect(reference()).toHaveValue('sak 7k3q 2f');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("opens a mail link's report in the language it was reported in", async () => {
    calls.fetchReportStatus.mockResolvedValue(reportStatus({ language: 'ja' }));
    renderWithProviders(<GuestStatusPage token={TOKEN} />);
    expect(
      await screen.findByText('お届けを受け付けました。ホテルにてお品物をお探ししています。'),
    ).toBeInTheDocument();
    expect(calls.fetchReportStatus).toHaveBeenCalledWith({ token: TOKEN });
  });

  it('explains a mail link that does not work, until the guest looks the report up', async () => {
    calls.fetchReportStatus.mockRejectedValueOnce(
      refused('functions/invalid-argument', 'guestStatus.errors.token'),
    );
    calls.fetchReportStatus.mockRejectedValueOnce(
      refused('functions/resource-exhausted', 'guestStatus.errors.tooMany'),
    );
    renderWithProviders(<GuestStatusPage token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid. Enter your reference number and email instead.',
    );
    await userEvent.type(reference(), 'SAK-7K3Q-2F');
    await userEvent.type(email(), 'hanako@example.jp');
    await checkStatus();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many unsuccessful attempts. Please wait 15 minutes and try again, or open the link in an email from the hotel.',
    );
  });

  it("confirms the address and postage with the mail link's proof", async () => {
    calls.fetchReportStatus.mockResolvedValue(reportStatus({ offer: OFFER }));
    calls.confirmShipping
      .mockRejectedValueOnce(refused('functions/unavailable'))
      .mockResolvedValueOnce(
        reportStatus({ offer: { ...OFFER, address: '1-2-3 Ginza', accepted: true } }),
      );
    renderWithProviders(<GuestStatusPage token={TOKEN} />);
    const confirm = await screen.findByRole('button', { name: 'Confirm address and postage' });
    await userEvent.type(screen.getByLabelText(/^Postal address/), '1-2-3 Ginza');
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the postage/ }));
    expect(confirm).toBeEnabled();

    await userEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The status could not be loaded. Please try again.',
    );
    await userEvent.click(confirm);
    expect(
      await screen.findByText(/You confirmed the address and accepted the postage/),
    ).toBeInTheDocument();
    expect(calls.confirmShipping).toHaveBeenLastCalledWith({
      token: TOKEN,
      address: '1-2-3 Ginza',
      acceptQuote: true,
    });
  });

  describe('personal data erasure', () => {
    const ERASED_AT = '2026-11-20T03:00:00.000Z';

    it('asks before erasing, with the proof the guest gave, then shows the data erased', async () => {
      calls.fetchReportStatus.mockResolvedValue(reportStatus());
      calls.requestErasure.mockResolvedValue(
        reportStatus({
          itemName: '',
          timeline: [],
          erasure: { state: 'erased', requestedAt: ERASED_AT, erasedAt: ERASED_AT },
        }),
      );
      renderWithProviders(
        <>
          <GuestStatusPage token={TOKEN} />
          <ModalsHost />
        </>,
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Erase my personal data' }));
      const dialog = await screen.findByRole('dialog', { name: 'Erase your personal data?' });
      // Keeping the data closes the dialog and calls nothing.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my data' }));
      // Gone before it is asked again: a slow machine still shows the closing dialog, whose buttons
      // no longer act (found as the "new" dialog, its confirm did nothing).
      await waitForElementToBeRemoved(dialog);
      expect(calls.requestErasure).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('button', { name: 'Erase my personal data' }));
      const again = await screen.findByRole('dialog', { name: 'Erase your personal data?' });
      // The dialog says what the guest gives up: the hotel can no longer reach them.
      expect(again).toHaveTextContent(
        'The hotel can then no longer contact you about this report: if your item turns up, it cannot tell you',
      );
      await userEvent.click(within(again).getByRole('button', { name: 'Erase my data' }));
      expect(await screen.findByText('Personal data erased')).toBeInTheDocument();
      expect(calls.requestErasure).toHaveBeenCalledWith({ token: TOKEN, confirm: true });
      expect(screen.getByText(/was erased on/)).toBeInTheDocument();
      // No longer "looking for your item": what is left, and what the guest can still do.
      expect(screen.queryByText(/The hotel is looking for your item/)).toBeNull();
      expect(
        screen.getByText(
          'Your personal data was erased, so the hotel can no longer contact you about this report.',
        ),
      ).toBeInTheDocument();
      expect(
        screen.getByText(/^What is left names no one: this reference number/),
      ).toBeInTheDocument();
      expect(
        screen.getByText(/^If you still want your item back, contact the hotel/),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Erase my personal data' })).toBeNull();
      expect(screen.queryByText('Progress')).toBeNull();
    });

    it('shows a pending request, and the erased state, in Japanese', async () => {
      calls.fetchReportStatus.mockResolvedValueOnce(
        reportStatus({
          language: 'ja',
          erasure: { state: 'requested', requestedAt: ERASED_AT, erasedAt: null },
        }),
      );
      const { unmount } = renderWithProviders(<GuestStatusPage token={TOKEN} />);
      expect(await screen.findByText('消去のご依頼を承りました')).toBeInTheDocument();
      expect(screen.getByText(/お返しが完了し次第、消去いたします/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '個人情報を消去する' })).toBeNull();
      unmount();

      calls.fetchReportStatus.mockResolvedValueOnce(
        reportStatus({
          language: 'ja',
          itemName: '',
          timeline: [],
          erasure: { state: 'erased', requestedAt: null, erasedAt: ERASED_AT },
        }),
      );
      renderWithProviders(<GuestStatusPage token={TOKEN} />);
      expect(await screen.findByText('個人情報は消去済みです')).toBeInTheDocument();
      expect(screen.getByText(/に消去されました/)).toBeInTheDocument();
      expect(screen.queryByText(/お品物をお探ししています/)).toBeNull();
      expect(
        screen.getByText(
          '個人情報を消去したため、ホテルからこのお届けについてご連絡することはできなくなりました。',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText(/^お品物の返却をご希望の場合は/)).toBeInTheDocument();
    });

    it('after the item came back, the erased report keeps its state and asks nothing more', async () => {
      calls.fetchReportStatus.mockResolvedValueOnce(
        reportStatus({
          state: 'shipped',
          itemName: '',
          timeline: [],
          erasure: { state: 'erased', requestedAt: null, erasedAt: ERASED_AT },
        }),
      );
      renderWithProviders(<GuestStatusPage token={TOKEN} />);
      expect(await screen.findByText('Your item has been shipped.')).toBeInTheDocument();
      expect(
        screen.getByText(/^The hotel can no longer contact you or email you/),
      ).toBeInTheDocument();
      expect(screen.queryByText(/If you still want your item back/)).toBeNull();
    });
  });
});
