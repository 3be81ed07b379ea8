import { expect, test } from '@playwright/test';
import { navigate, setupBrowser } from './support/browser';

const { openPage } = setupBrowser();

test.describe('guest landing page', () => {
  test('lists the seeded hotels by display name and keeps the chosen language after a reload', async () => {
    const page = await openPage('guest', { locale: 'en-US' });
    await page.goto('/');

    await page.getByRole('heading', { name: 'Choose your hotel' }).waitFor();
    const names = page.getByTestId('hotel-name');
    await names.first().waitFor();
    // Other files add hotels of their own while they run (the dashboard-scale test's): the
    // seeded three are listed, in this order, whatever else is.
    const SEEDED = /^(Harbor View Yokohama|Hotel Sakura Tokyo|Kyoto Garden Inn)$/;
    await expect(names.filter({ hasText: SEEDED })).toHaveText([
      'Harbor View Yokohama',
      'Hotel Sakura Tokyo',
      'Kyoto Garden Inn',
    ]);
    // Each hotel leads to its lost-item report form.
    await expect(
      page.getByRole('link', { name: /Hotel Sakura Tokyo/ }).getAttribute('href'),
    ).resolves.toBe('/sakura-tokyo/report-lost-item');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('日本語');
    await page.getByRole('heading', { name: 'ご宿泊のホテルを選択してください' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'ご宿泊のホテルを選択してください' }).waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('a browser set to Japanese starts in Japanese; an unknown path shows Not Found; offline is said', async () => {
    const page = await openPage('japanese-browser', { locale: 'ja-JP' });
    await page.goto('/');
    await page.getByRole('button', { name: '忘れ物を届け出る' }).waitFor();

    await navigate(page, '/sakura-tokyo/no-such-page');
    await page.getByRole('heading', { name: 'ページが見つかりません' }).waitFor();

    // Losing the connection is said on the page (lists may be stale), and the notice goes with it.
    await page.context().setOffline(true);
    await expect(page.getByRole('status')).toContainText('オフラインです');
    await page.context().setOffline(false);
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});
