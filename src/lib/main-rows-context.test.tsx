import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MainRowsContext, useAfterMainRows, useShownAfterPaint } from './main-rows-context';

afterEach(() => {
  vi.useRealTimers();
});

function Panel() {
  const key = useAfterMainRows('unanswered:hotel-a');
  return <p>{key ?? 'waiting for the rows'}</p>;
}

describe('useAfterMainRows: a side panel listens once the main rows are shown', () => {
  it('holds the listener (null key) while the screen says its rows are not shown yet', () => {
    const { rerender } = render(
      <MainRowsContext.Provider value={false}>
        <Panel />
      </MainRowsContext.Provider>,
    );
    expect(screen.getByText('waiting for the rows')).toBeInTheDocument();
    rerender(
      <MainRowsContext.Provider value>
        <Panel />
      </MainRowsContext.Provider>,
    );
    expect(screen.getByText('unanswered:hotel-a')).toBeInTheDocument();
  });

  it('listens at once on a screen without main rows (no provider)', () => {
    render(<Panel />);
    expect(screen.getByText('unanswered:hotel-a')).toBeInTheDocument();
  });
});

describe('useShownAfterPaint', () => {
  it('turns true after the frame that shows the rows, not with their render', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const { result, rerender } = renderHook(({ rendered }) => useShownAfterPaint(rendered), {
      initialProps: { rendered: false },
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(false);
    rerender({ rendered: true });
    expect(result.current).toBe(false);
    // The next frame (16 ms with fake timers), then the task posted from it.
    act(() => {
      vi.advanceTimersByTime(17);
    });
    expect(result.current).toBe(true);
  });

  it('turns true in a hidden tab too, where no frame is painted', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const { result } = renderHook(() => useShownAfterPaint(true));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(true);
    expect(frames).toHaveBeenCalled();
  });
});
