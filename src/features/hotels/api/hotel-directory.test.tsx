import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cachedHotelDirectory, HOTEL_DIRECTORY_TTL_MS, useHotelDirectory } from './hotel-directory';

const STORAGE_KEY = 'lostAndFound.hotelDirectory';
const HOTELS = [{ id: 'sakura-tokyo', displayName: 'Sakura Tokyo' }];

/** The directory as stored `age` ms before `now`. */
function stored(age: number, now = Date.now()) {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ at: now - age, hotels: HOTELS }));
}

afterEach(() => window.localStorage.removeItem(STORAGE_KEY));

const rendered = vi.fn();
function Status() {
  const directory = useHotelDirectory();
  rendered(directory.status);
  return <p>{directory.status === 'success' ? directory.data[0]?.displayName : 'loading'}</p>;
}

describe('the hotel directory kept for an hour (spec §6)', () => {
  test('is read at once while younger than an hour, and not once older', () => {
    // A time after any directory this worker's other tests kept in memory.
    const now = Date.now() + 3 * HOTEL_DIRECTORY_TTL_MS;
    stored(HOTEL_DIRECTORY_TTL_MS - 60_000, now);
    expect(cachedHotelDirectory(now)).toEqual(HOTELS);
    // Two minutes later it is an hour and a minute old, in memory and in storage alike.
    expect(cachedHotelDirectory(now + 120_000)).toBeUndefined();
    // Nothing of this future is left in memory for the tests after it.
    window.localStorage.removeItem(STORAGE_KEY);
    expect(cachedHotelDirectory(now + 10 * HOTEL_DIRECTORY_TTL_MS)).toBeUndefined();
  });

  test('is there at the first render of a page rendered in the browser', () => {
    stored(0);
    rendered.mockClear();
    render(<Status />);
    expect(screen.getByText('Sakura Tokyo')).toBeInTheDocument();
    expect(rendered.mock.calls[0]).toEqual(['success']);
  });

  test('a prerendered page hydrates loading, as its HTML was rendered, then shows it', async () => {
    stored(0);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Status />);
    document.body.append(container);
    expect(container.textContent).toBe('loading');
    const errors = vi.spyOn(console, 'error');
    rendered.mockClear();
    await act(async () => {
      hydrateRoot(container, <Status />, {
        onRecoverableError: (error) => console.error('Hydration fell back to a render', error),
      });
      await Promise.resolve();
    });
    expect(rendered.mock.calls[0]).toEqual(['loading']);
    await vi.waitFor(() => expect(container.textContent).toBe('Sakura Tokyo'));
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
