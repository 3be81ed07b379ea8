import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import * as offlineNotice from '@/components/layout/offline-notice';
import { renderWithProviders } from '@/testing/render';
import { AppLayout } from './app-layout';

describe('AppLayout', () => {
  it('re-renders its header without re-rendering the frame around the screen', async () => {
    // On a prerendered page the screen may still wait to be hydrated while the header changes
    // (the menu, the session, the hotel list, the hydration switch). A new frame around it would
    // make React hydrate the screen at once, in one long task. The offline notice stands for the
    // frame: it renders again only if the frame does.
    const { OfflineNotice } = offlineNotice;
    const frame = vi.spyOn(offlineNotice, 'OfflineNotice').mockImplementation(OfflineNotice);
    renderWithProviders(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/" element={<h1>Lost and found</h1>} />
        </Route>
      </Routes>,
      { env: 'test' },
    );
    expect(await screen.findByRole('heading', { name: 'Lost and found' })).toBeInTheDocument();
    const before = frame.mock.calls.length;
    expect(before).toBeGreaterThan(0);
    const menu = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(menu);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    fireEvent.click(menu);
    expect(frame.mock.calls.length).toBe(before);
  });
});
