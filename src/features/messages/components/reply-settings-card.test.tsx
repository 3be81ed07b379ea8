import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReplyTemplate } from '@/domain/messages';
import { BUILTIN_REPLY_TEMPLATES, builtinTemplateFor } from '@/domain/reply-templates-builtin';
import i18n from '@/i18n/i18n';
import type { LiveState } from '@/hooks/use-subscription';
import { renderWithProviders } from '@/testing/render';
import * as messages from '../api/messages';
import { ReplySettingsCard } from './reply-settings-card';

// The card's live data, set by each test (the hotel's templates as Firestore would send them),
// and the save it calls: spied in beforeEach (the config restores every spy before each test).
let templates: LiveState<ReplyTemplate[]>;
const saveReplyTemplate = vi.fn<typeof messages.saveReplyTemplate>();

const template = (id: string, title: string): ReplyTemplate => ({
  id,
  title,
  en: `${title} in English`,
  ja: `${title}（日本語）`,
  ko: '',
  'zh-Hans': '',
  'zh-Hant': '',
});
const listOf = (data: ReplyTemplate[]): LiveState<ReplyTemplate[]> => ({
  status: 'success',
  data,
  error: null,
});

/** The form of the template being added: the one with the "Add template" button. */
const newTemplateForm = () =>
  screen.getByRole('button', { name: 'Add template' }).closest('form') as HTMLFormElement;

beforeEach(() => {
  templates = listOf([template('t1', 'Thanks')]);
  saveReplyTemplate.mockReset().mockResolvedValue(undefined);
  vi.spyOn(messages, 'useAnswerTarget').mockReturnValue(24);
  vi.spyOn(messages, 'useReplyTemplates').mockImplementation(() => templates);
  vi.spyOn(messages, 'saveReplyTemplate').mockImplementation(saveReplyTemplate);
});

describe('ReplySettingsCard', () => {
  it("keeps a new template being typed when another admin's template appears in the list", async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<ReplySettingsCard hotelId="h" />);
    const form = newTemplateForm();
    await user.type(within(form).getByLabelText('Name'), 'Inside');
    await user.type(within(form).getByLabelText('English text'), 'What is inside?');

    // Another admin adds a template: the list grows under the form being typed in.
    templates = listOf([template('t1', 'Thanks'), template('t2', 'Hours')]);
    act(() => rerender(<ReplySettingsCard hotelId="h" />));

    const still = newTemplateForm();
    expect(within(still).getByLabelText('Name')).toHaveValue('Inside');
    expect(within(still).getByLabelText('English text')).toHaveValue('What is inside?');
    expect(screen.getByRole('button', { name: 'Delete template Hours' })).toBeInTheDocument();
  });

  it('empties the new template form once its own template was added', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReplySettingsCard hotelId="h" />);
    const form = newTemplateForm();
    await user.type(within(form).getByLabelText('Name'), 'Inside');
    await user.type(within(form).getByLabelText('English text'), 'What is inside?');
    await user.type(within(form).getByLabelText('Japanese text'), '中身を教えてください。');
    await user.click(screen.getByRole('button', { name: 'Add template' }));

    expect(saveReplyTemplate).toHaveBeenCalledWith(
      'h',
      {
        title: 'Inside',
        en: 'What is inside?',
        ja: '中身を教えてください。',
        ko: '',
        'zh-Hans': '',
        'zh-Hant': '',
      },
      undefined,
    );
    expect(await within(newTemplateForm()).findByLabelText('Name')).toHaveValue('');
  });

  describe('the built-in templates', () => {
    const builtinIds = BUILTIN_REPLY_TEMPLATES.map((builtin) => builtin.id);
    const addButton = () => screen.queryByRole('button', { name: 'Add the built-in templates' });

    it('adds each built-in template under its own id, once, to a hotel that has none of them', async () => {
      const user = userEvent.setup();
      const { rerender } = renderWithProviders(<ReplySettingsCard hotelId="h" />);
      await user.click(addButton() as HTMLElement);

      expect(
        await screen.findByText(`Added ${builtinIds.length} built-in templates.`),
      ).toBeVisible();
      expect(saveReplyTemplate.mock.calls.map(([, , id]) => id)).toEqual(builtinIds);
      const [first] = BUILTIN_REPLY_TEMPLATES;
      expect(saveReplyTemplate).toHaveBeenCalledWith(
        'h',
        {
          title: first?.title.en,
          en: first?.text.en,
          ja: first?.text.ja,
          ko: first?.text.ko,
          'zh-Hans': first?.text['zh-Hans'],
          'zh-Hant': first?.text['zh-Hant'],
        },
        first?.id,
      );

      // The hotel's list now holds them (Firestore sends it back): the offer is gone, so the
      // templates are never added a second time.
      templates = listOf([
        template('t1', 'Thanks'),
        ...BUILTIN_REPLY_TEMPLATES.map((builtin) => builtinTemplateFor(builtin, 'en')),
      ]);
      act(() => rerender(<ReplySettingsCard hotelId="h" />));
      expect(addButton()).not.toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: `Delete template ${first?.title.en}` }),
      ).toBeInTheDocument();
      expect(saveReplyTemplate).toHaveBeenCalledTimes(builtinIds.length);
    });

    it('is not offered once the hotel holds one of them (an admin deleted the others)', () => {
      const [, second] = BUILTIN_REPLY_TEMPLATES;
      if (!second) throw new Error('fewer than two built-in templates');
      templates = listOf([builtinTemplateFor(second, 'en')]);
      renderWithProviders(<ReplySettingsCard hotelId="h" />);
      expect(addButton()).not.toBeInTheDocument();
    });

    it('adds only as many as the template limit leaves room for', async () => {
      const user = userEvent.setup();
      templates = listOf(Array.from({ length: 18 }, (_, i) => template(`t${i}`, `Own ${i}`)));
      renderWithProviders(<ReplySettingsCard hotelId="h" />);
      expect(
        screen.getByText(
          'There is room for 2 more templates, so only the first 2 built-in ones are added.',
        ),
      ).toBeVisible();
      await user.click(addButton() as HTMLElement);
      expect(await screen.findByText('Added 2 built-in templates.')).toBeVisible();
      expect(saveReplyTemplate.mock.calls.map(([, , id]) => id)).toEqual(builtinIds.slice(0, 2));
    });

    it('writes the titles in Japanese for an admin reading Japanese', async () => {
      const user = userEvent.setup();
      await i18n.changeLanguage('ja');
      renderWithProviders(<ReplySettingsCard hotelId="h" />);
      await user.click(screen.getByRole('button', { name: '組み込みテンプレートを追加' }));
      expect(
        await screen.findByText(`組み込みテンプレートを${builtinIds.length}件追加しました。`),
      ).toBeVisible();
      expect(saveReplyTemplate.mock.calls.map(([, values]) => values.title)).toEqual(
        BUILTIN_REPLY_TEMPLATES.map((builtin) => builtin.title.ja),
      );
    });
  });
});
