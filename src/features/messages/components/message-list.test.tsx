import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toThreadMessage } from '@/domain/messages';
import { renderWithProviders } from '@/testing/render';
import { MessageList } from './message-list';

describe('MessageList photos', () => {
  it("shows a guest message's photos to staff as thumbnails that open full size", () => {
    const url = 'https://storage.example/o/lost-items%2Fh%2Fi%2Fmessages%2Fm-1.png?alt=media';
    const message = toThreadMessage('m', {
      author: 'guest',
      text: 'Two photos',
      photos: [
        { path: 'lost-items/h/i/messages/m-0.png', url: `${url}&n=0` },
        { path: 'lost-items/h/i/messages/m-1.png', url },
        // Not a photo record: left out.
        { path: 'x' },
      ],
    });
    renderWithProviders(<MessageList messages={[message]} />);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    const second = screen.getByRole('img', { name: 'Photo 2 (opens full size)' });
    expect(second).toHaveAttribute('src', url);
    expect(second.closest('a')).toHaveAttribute('href', url);
  });
});
