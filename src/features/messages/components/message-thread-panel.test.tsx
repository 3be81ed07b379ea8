import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toThreadMessage, type ReplyTemplate, type ThreadMessage } from '@/domain/messages';
import { toThreadSummary, type ThreadSummary } from '@/domain/thread-summary';
import type { LiveState } from '@/hooks/use-subscription';
import { renderWithProviders } from '@/testing/render';
import * as messages from '../api/messages';
import { MessageThreadPanel } from './message-thread-panel';

// The panel's live data, set by each test, and the two writes it calls.
let summary: ThreadSummary | null;
const postStaffMessage = vi.fn<typeof messages.postStaffMessage>();
const recordOwnershipCheck = vi.fn<typeof messages.recordOwnershipCheck>();
const live = <T,>(data: T): LiveState<T> => ({ status: 'success', data, error: null });

const HOUR = 3_600_000;
const thread: ThreadMessage[] = [
  toThreadMessage('m1', { author: 'guest', text: 'Did you find my scarf?' }),
];
const templates: ReplyTemplate[] = [
  {
    id: 't1',
    title: 'Found it',
    en: 'We found it.',
    ja: '見つかりました。',
    ko: '찾았습니다.',
    'zh-Hans': '',
    'zh-Hant': '',
  },
];

beforeEach(() => {
  summary = toThreadSummary({
    count: 1,
    unanswered: true,
    waitingSince: new Date(Date.now() - 30 * HOUR),
  });
  postStaffMessage.mockReset().mockResolvedValue(undefined);
  recordOwnershipCheck.mockReset().mockResolvedValue(undefined);
  vi.spyOn(messages, 'useThread').mockReturnValue(live(thread));
  vi.spyOn(messages, 'useThreadSummary').mockImplementation(() => live(summary));
  vi.spyOn(messages, 'useAnswerTarget').mockReturnValue(24);
  vi.spyOn(messages, 'useReplyTemplates').mockReturnValue(live(templates));
  vi.spyOn(messages, 'postStaffMessage').mockImplementation(postStaffMessage);
  vi.spyOn(messages, 'recordOwnershipCheck').mockImplementation(recordOwnershipCheck);
});

const renderPanel = () =>
  renderWithProviders(<MessageThreadPanel lostItemId="l1" hotelId="h" language="ja" />, {
    env: 'test',
  });

describe('MessageThreadPanel', () => {
  it('shows an unanswered thread past the answer target as overdue', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Messages with the guest' })).toBeVisible();
    expect(screen.getByText('Unanswered')).toBeVisible();
    expect(screen.getByText('Overdue')).toBeVisible();
    expect(screen.getByText('Did you find my scarf?')).toBeVisible();
  });

  it("sends a template in the report's language, then empties the form", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('combobox', { name: 'Reply template' }));
    await user.click(await screen.findByRole('option', { name: 'Found it' }));
    const text = screen.getByRole('textbox', { name: 'Message to the guest' });
    expect(text).toHaveValue('見つかりました。');
    await user.click(screen.getByRole('checkbox', { name: /Send as the ownership question/ }));
    await user.click(screen.getByRole('button', { name: 'Send to guest' }));
    expect(postStaffMessage).toHaveBeenCalledWith({
      lostItemId: 'l1',
      text: '見つかりました。',
      question: true,
      templateId: 't1',
    });
    expect(await screen.findByText('Sent to the guest.')).toBeVisible();
    expect(text).toHaveValue('');
  });

  it('asks staff to check an answered ownership question, and offers no second question', async () => {
    summary = toThreadSummary({ count: 2, ownership: { questionId: 'q1', answered: true } });
    const user = userEvent.setup();
    renderPanel();
    expect(screen.queryByRole('checkbox', { name: /ownership question/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark the answer as checked' }));
    expect(recordOwnershipCheck).toHaveBeenCalledWith({ lostItemId: 'l1' });
  });

  it('says who checked the answer once it was checked', () => {
    summary = toThreadSummary({
      count: 2,
      ownership: {
        questionId: 'q1',
        answered: true,
        checkedBy: { uid: 'u1', name: 'Sam' },
        checkedAt: new Date('2026-11-20T10:00:00'),
      },
    });
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent(/Answer checked by Sam/);
    expect(screen.queryByRole('button', { name: 'Mark the answer as checked' })).toBeNull();
  });
});
