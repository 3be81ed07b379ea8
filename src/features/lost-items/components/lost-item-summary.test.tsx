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
  it('shows a Latin name given name first in both languages, a Japanese one family first', async () => {
    const japanese = toLostItem('l2', { ...report, firstName: '花子', surname: '山田' });
    const first = renderWithProviders(<LostItemSummary item={report} />);
    expect(screen.getByText('Emily Johnson')).toBeInTheDocument();
    first.unmount();
    const second = renderWithProviders(<LostItemSummary item={japanese} />);
    expect(screen.getByText('山田 花子')).toBeInTheDocument();
    second.unmount();
    await i18n.changeLanguage('ja');
    const third = renderWithProviders(<LostItemSummary item={report} />);
    expect(screen.getByText('Emily Johnson')).toBeInTheDocument();
    third.unmount();
    renderWithProviders(<LostItemSummary item={japanese} />);
    expect(screen.getByText('山田 花子')).toBeInTheDocument();
  });

  it("shows staff what the guest wrote as written, in the report's language, and names it", () => {
    const korean = toLostItem('l3', {
      ...report,
      language: 'ko',
      itemName: '검은 지갑',
      description: '안에 카드가 있습니다',
    });
    renderWithProviders(<LostItemSummary item={korean} audience="staff" />);
    for (const shown of screen.getAllByText('검은 지갑'))
      expect(shown).toHaveAttribute('lang', 'ko');
    expect(screen.getByText('안에 카드가 있습니다')).toHaveAttribute('lang', 'ko');
    // Structured fields are in the reader's language, without the guest's.
    expect(screen.getByText('Wallet')).not.toHaveAttribute('lang');
    expect(screen.getByRole('row', { name: /Report language/ })).toHaveTextContent('Korean');
  });

  it('shows a phone stored in E.164 with a space after the country code', () => {
    renderWithProviders(<LostItemSummary item={{ ...report, phone: '+819012345678' }} />);
    expect(screen.getByText('+81 9012345678')).toBeInTheDocument();
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
