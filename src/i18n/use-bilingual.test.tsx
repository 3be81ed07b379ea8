import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n, { loadStaffTranslations } from './i18n';
import { useBilingual } from './use-bilingual';

function Submission() {
  const { ready, both } = useBilingual();
  return <p>{ready ? both('policePaperwork.list.title') : 'Loading…'}</p>;
}

/**
 * The police submission and the finder's receipt wait for both languages. A page opened in one
 * language (a deep link, a reload) has only that one's translations; the other arrives later.
 */
describe('useBilingual', () => {
  let preload: readonly string[] | false | undefined;
  beforeEach(() => {
    // As on a page opened in English: Japanese not loaded, and never asked for.
    preload = i18n.options.preload;
    i18n.options.preload = [];
    i18n.removeResourceBundle('ja', 'translation');
  });
  afterEach(async () => {
    i18n.options.preload = preload;
    if (!i18n.hasResourceBundle('ja', 'translation'))
      await i18n.reloadResources(['ja'], ['translation']);
    await loadStaffTranslations();
  });

  it('is ready once the other language arrives, under StrictMode (effects run twice)', async () => {
    render(
      <StrictMode>
        <Submission />
      </StrictMode>,
    );
    expect(
      await screen.findByText('拾得物件提出書 / Found property submission'),
    ).toBeInTheDocument();
  });

  it('is ready for a second screen that opens while the first is still loading', async () => {
    render(<Submission />);
    render(<Submission />);
    expect(await screen.findAllByText('拾得物件提出書 / Found property submission')).toHaveLength(
      2,
    );
  });
});
