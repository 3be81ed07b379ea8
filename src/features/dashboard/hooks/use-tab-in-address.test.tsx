import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { useTabInAddress } from './use-tab-in-address';

function renderAt(entry: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...useTabInAddress(), location: useLocation() }), { wrapper });
}

describe('useTabInAddress', () => {
  test('opens the tab the address names, found when it names none or an unknown one', () => {
    expect(renderAt('/h/admin?tab=lost').result.current.tab).toBe('lost');
    expect(renderAt('/h/admin').result.current.tab).toBe('found');
    expect(renderAt('/h/admin?tab=nonsense').result.current.tab).toBe('found');
  });

  test('a change of tab rewrites the address and keeps its other parameters', () => {
    const { result } = renderAt('/h/admin?tab=lost&x=1');
    act(() => result.current.openTab('shipped'));
    expect(result.current.tab).toBe('shipped');
    expect(result.current.location.search).toBe('?tab=shipped&x=1');
    act(() => result.current.openTab('found'));
    expect(result.current.tab).toBe('found');
    expect(result.current.location.search).toBe('?x=1');
  });

  test('the Due view keeps the last list tab and goes back to a list tab', () => {
    const { result } = renderAt('/h/admin?tab=matched');
    act(() => result.current.openTab('due'));
    expect(result.current.showDue).toBe(true);
    expect(result.current.tab).toBe('matched');
    expect(result.current.location.search).toBe('?tab=due');
    act(() => result.current.openTab('lost'));
    expect(result.current.showDue).toBe(false);
    expect(result.current.tab).toBe('lost');
  });
});
