import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { RegisterSuccess } from './register-success';

afterEach(() => i18n.changeLanguage('en'));

describe('RegisterSuccess (a staff-only clerk, after registering)', () => {
  it.each([
    ['en', 'Print label', 'Open item', 'Register another'],
    ['ja', 'ラベルを印刷', '拾得物の詳細を開く', '続けて登録する'],
  ])(
    'shows the item code, its label and its page, and Enter registers another (%s)',
    async (language, printLabel, openItem, registerAnother) => {
      await i18n.changeLanguage(language);
      const onRegisterAnother = vi.fn();
      renderWithProviders(
        <RegisterSuccess
          hotelId="sakura-tokyo"
          itemId="k3Xq9abcdefghij"
          onRegisterAnother={onRegisterAnother}
        />,
      );
      expect(screen.getByText('K3XQ9A')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: printLabel })).toHaveAttribute(
        'href',
        '/sakura-tokyo/found-items/labels?ids=k3Xq9abcdefghij',
      );
      expect(screen.getByRole('link', { name: openItem })).toHaveAttribute(
        'href',
        '/sakura-tokyo/found-items/k3Xq9abcdefghij',
      );
      expect(screen.getByRole('button', { name: registerAnother })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onRegisterAnother).toHaveBeenCalledOnce();
    },
  );
});
