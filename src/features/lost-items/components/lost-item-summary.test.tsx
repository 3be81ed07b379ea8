import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toLostItem } from '@/domain/records';
import i18n from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { LostItemSummary } from './lost-item-summary';

const report = toLostItem('l1', {
  hotelId: 'sakura',
  status: 'pending',
  itemType: 'Wallet',
  itemName: 'Black wallet',
  locationLost: 'Restaurant',
  firstName: 'Emily',
  surname: 'Johnson',
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('LostItemSummary wording', () => {
  it('shows the name first name first in English, surname first (姓 名) in Japanese', async () => {
    const { unmount } = renderWithProviders(<LostItemSummary item={report} />);
    expect(screen.getByText('Emily Johnson')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('ja');
    renderWithProviders(<LostItemSummary item={report} />);
    expect(screen.getByText('Johnson Emily')).toBeInTheDocument();
  });

  it('speaks to the guest on their own report', () => {
    renderWithProviders(<LostItemSummary item={report} />);
    expect(screen.getByText('Where you lost it')).toBeInTheDocument();
  });

  it('speaks about the guest to staff, in both languages', async () => {
    const { unmount } = renderWithProviders(<LostItemSummary item={report} audience="staff" />);
    expect(screen.getByText('Where it was lost')).toBeInTheDocument();
    expect(screen.queryByText('Where you lost it')).toBeNull();
    unmount();
    await i18n.changeLanguage('ja');
    renderWithProviders(<LostItemSummary item={report} audience="staff" />);
    expect(screen.getByText('紛失場所')).toBeInTheDocument();
  });
});
