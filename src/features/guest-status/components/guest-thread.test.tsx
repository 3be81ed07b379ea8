import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GuestThread as Thread } from '@/domain/messages';
import { renderWithProviders } from '@/testing/render';
import { GuestThread } from './guest-thread';

const PHOTO_URL =
  'https://storage.example/v0/b/x/o/lost-items%2Fh%2Fi%2Fmessages%2Fm-0.png?alt=media';
const thread: Thread = {
  messages: [
    {
      id: 'm',
      from: 'guest',
      name: '',
      kind: 'message',
      text: 'Here it is.',
      photos: [PHOTO_URL],
      at: '2026-11-20T10:00:00.000Z',
    },
  ],
  questionOpen: false,
  usualAnswerHours: null,
};
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('GuestThread photos', () => {
  it("shows the guest's own photos as thumbnails that open full size", () => {
    renderWithProviders(<GuestThread thread={thread} hotelName="Hotel" onPost={vi.fn()} />);
    const image = screen.getByRole('img', { name: 'Photo 1 (opens full size)' });
    expect(image).toHaveAttribute('src', PHOTO_URL);
    expect(image.closest('a')).toHaveAttribute('href', PHOTO_URL);
  });

  it('sends the chosen photos with the text, and refuses more than 3', async () => {
    const user = userEvent.setup();
    const onPost = vi.fn<(text: string, photos: unknown[]) => Promise<void>>(() =>
      Promise.resolve(),
    );
    renderWithProviders(<GuestThread thread={thread} hotelName="Hotel" onPost={onPost} />);
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'The case');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(screen.getByText('Choose at most 3 photos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.upload(input, [png('a.png'), png('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onPost).toHaveBeenCalledWith('The case', [
      { contentType: 'image/png', data: 'iVBORw==' },
      { contentType: 'image/png', data: 'iVBORw==' },
    ]);
  });
});

describe('the photo cap of a report', () => {
  it('tells the guest, in words, that the report holds all the photos it can take', async () => {
    const user = userEvent.setup();
    const onPost = vi.fn<(text: string, photos: unknown[]) => Promise<void>>(() =>
      Promise.reject(
        // As the Functions SDK gives it: the function's message, then the HTTP status.
        Object.assign(new Error('messages.errors.photoLimit [429]'), {
          code: 'functions/resource-exhausted',
          details: { key: 'messages.errors.photoLimit' },
        }),
      ),
    );
    renderWithProviders(<GuestThread thread={thread} hotelName="Hotel" onPost={onPost} />);
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'One more');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, [png('a.png')]);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText(
        'This report already holds the most photos messages can add (10). You can still send a message without photos.',
      ),
    ).toBeInTheDocument();
  });
});

describe('GuestThread staff names', () => {
  it('names staff by display name, and a member without one as the front desk of the hotel', () => {
    const hotelMessage = (id: string, name: string): Thread['messages'][number] => ({
      id,
      from: 'hotel',
      name,
      kind: 'message',
      text: `Answer ${id}`,
      photos: [],
      at: '2026-11-20T11:00:00.000Z',
    });
    renderWithProviders(
      <GuestThread
        thread={{ ...thread, messages: [hotelMessage('a', 'Sam'), hotelMessage('b', '')] }}
        hotelName="Hotel Sakura"
        onPost={vi.fn()}
      />,
    );
    expect(screen.getByText('Sam, Hotel Sakura')).toBeInTheDocument();
    expect(screen.getByText('Front desk, Hotel Sakura')).toBeInTheDocument();
  });
});

describe('a long message', () => {
  it('keeps the whole text, shows the count near the limit, and sends only once it fits', async () => {
    const user = userEvent.setup();
    const onPost = vi.fn<(text: string, photos: unknown[]) => Promise<void>>(() =>
      Promise.resolve(),
    );
    renderWithProviders(<GuestThread thread={thread} hotelName="Hotel" onPost={onPost} />);
    const box = screen.getByRole('textbox', { name: /message/i });
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(box).not.toHaveAttribute('maxlength');
    await user.click(box);
    await user.paste('x'.repeat(1700));
    expect(screen.getByText('1,700 / 2,000 characters')).toBeInTheDocument();
    expect(send).toBeEnabled();
    await user.paste('y'.repeat(834));
    // Nothing is cut: all 2,534 characters stay, and the box says by how much it is over.
    expect(box).toHaveValue('x'.repeat(1700) + 'y'.repeat(834));
    expect(box).toHaveAccessibleDescription(
      /534 characters too many: 2,534 of at most 2,000\. Shorten the message or send it in two parts\./,
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(send).toBeDisabled();
    await user.click(send);
    expect(onPost).not.toHaveBeenCalled();
    // Shortened to fit: it sends.
    await user.clear(box);
    await user.paste('x'.repeat(2000));
    expect(send).toBeEnabled();
    await user.click(send);
    expect(onPost).toHaveBeenCalledWith('x'.repeat(2000), []);
  });
});

describe("the hotel's answer time", () => {
  const show = (changes: Partial<Thread>) =>
    renderWithProviders(
      <GuestThread thread={{ ...thread, ...changes }} hotelName="Hotel" onPost={vi.fn()} />,
    );

  it('with too few answers to say what it usually does, says what it aims for', () => {
    show({ usualAnswerHours: null, answerTargetHours: 8 });
    expect(screen.getByText('This hotel aims to answer within 8 hours.')).toBeInTheDocument();
    expect(screen.queryByText(/usually answers/)).toBeNull();
  });

  it('once it can, says what it usually does instead', () => {
    show({ usualAnswerHours: 3, answerTargetHours: 8 });
    expect(screen.getByText('This hotel usually answers within 3 hours.')).toBeInTheDocument();
    expect(screen.queryByText(/aims to answer/)).toBeNull();
  });
});
