import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as overlays from '@/components/overlays';
import * as editSender from '@/firebase/edit-sender';
import * as editOutbox from '@/hooks/use-edit-outbox';
import * as outbox from '@/hooks/use-outbox';
import * as serviceWorker from '@/lib/service-worker';
import { refusedEdit } from '@/testing/refused-edit';
import { renderWithProviders } from '@/testing/render';
import { OutboxNotice } from './staff-offline';

// The notice above a staff screen lists the changes the server refused (docs/offline.md,
// "Changing an item with no network"); when Send again fails on the device itself, the clerk is
// told, not left with a button that did nothing.

const refused = refusedEdit();

beforeEach(() => {
  vi.spyOn(editOutbox, 'useEditOutbox').mockReturnValue([refused]);
  vi.spyOn(outbox, 'useOutbox').mockReturnValue({ items: [], photos: [] });
  vi.spyOn(serviceWorker, 'registerServiceWorker').mockResolvedValue(undefined);
});

describe('OutboxNotice', () => {
  it('says so when sending a refused change again fails on the device', async () => {
    vi.spyOn(editSender, 'retryRefusedEdit').mockRejectedValue(new Error('IndexedDB refused'));
    const shown = vi.spyOn(overlays, 'showNotification').mockResolvedValue(undefined);
    renderWithProviders(<OutboxNotice />);
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          message: expect.stringContaining('Could not send it again:') as unknown,
        }),
      ),
    );
  });
});
