import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReplyTemplate } from '@/domain/messages';
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
});
