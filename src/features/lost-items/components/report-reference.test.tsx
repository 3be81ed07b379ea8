import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFERENCE_WAIT_MS } from '@/domain/reference';
import { renderWithProviders } from '@/testing/render';
import { ReportReference } from './report-reference';

afterEach(() => {
  vi.useRealTimers();
});

describe('ReportReference', () => {
  it('shows staff the guest’s reference in staff wording, without the guest’s link', () => {
    renderWithProviders(
      <ReportReference reference="SAK-7K3Q-2F" createdAt={new Date()} audience="staff" />,
    );
    expect(screen.getByLabelText("Guest's reference number")).toHaveTextContent('SAK-7K3Q-2F');
    expect(screen.queryByText(/Your reference number/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('stops waiting once the reference is long overdue (staff and guest)', () => {
    const old = new Date(Date.now() - REFERENCE_WAIT_MS - 1_000);
    const { unmount } = renderWithProviders(
      <ReportReference reference="" createdAt={old} audience="staff" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/has no reference number/);
    expect(screen.queryByText(/being assigned/)).toBeNull();
    unmount();
    renderWithProviders(<ReportReference reference="" createdAt={old} />);
    expect(screen.getByRole('status')).toHaveTextContent(/has not been assigned/);
  });

  it('shows the spinner only while a fresh report waits, then says the reference is not coming', () => {
    vi.useFakeTimers();
    renderWithProviders(<ReportReference reference="" createdAt={new Date()} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your reference number is being assigned…',
    );
    act(() => {
      vi.advanceTimersByTime(REFERENCE_WAIT_MS + 1_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent(/has not been assigned/);
  });
});
