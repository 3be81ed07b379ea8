import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { emptyFoundItemForm, type FoundItemFormValues } from '@/domain/schemas/found-item';
import { mediaQueryList } from '@/testing/media-query';
import { renderWithProviders } from '@/testing/render';
import { FoundItemFields } from './found-item-fields';

function Fields({ firstPhoto, colour = '' }: { firstPhoto?: File; colour?: string }) {
  const { bind } = useSchemaForm<FoundItemFormValues>(
    { ...emptyFoundItemForm('2026-11-20', 'Front Desk'), colour },
    false,
  );
  return (
    <FoundItemFields
      bind={bind}
      onDialCode={() => {}}
      finderName="Front Desk"
      storageSuggestions={[]}
      focusFirstField
      firstPhoto={firstPhoto}
      photos={<button type="button">Photos here</button>}
    />
  );
}

/**
 * jsdom decodes no images and has no canvas: a stand-in decoder and 2D context whose every pixel
 * is `rgb` (the colour itself is read by the real src/domain/dominant-colour.ts).
 */
function photoOf([r, g, b]: [number, number, number]) {
  vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 64, height: 64, close() {} }));
  const data = new Uint8ClampedArray(64 * 64 * 4);
  for (let i = 0; i < data.length; i += 4) data.set([r, g, b, 255], i);
  const read = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: () => {},
    getImageData: () => ({ data, width: 64, height: 64 }),
  } as unknown as CanvasRenderingContext2D);
  return { photo: new File(['x'], 'wallet.jpg', { type: 'image/jpeg' }), read };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A device whose main pointer is (or is not) a mouse or touchpad. */
function pointer(fine: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, query === '(pointer: fine)' ? fine : false),
  );
}

describe('the registration form focus on load', () => {
  it('starts in the item type at a computer, so staff type at once', () => {
    pointer(true);
    renderWithProviders(<Fields />);
    expect(screen.getByRole('combobox', { name: /Item type/ })).toHaveFocus();
  });

  it('moves no focus on a touch screen, so no keyboard covers the form', () => {
    pointer(false);
    renderWithProviders(<Fields />);
    expect(screen.getByRole('combobox', { name: /Item type/ })).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('the colour from the photo', () => {
  it("offers the photo's colour and fills the field only when the clerk presses Use", async () => {
    pointer(true);
    renderWithProviders(<Fields firstPhoto={photoOf([22, 22, 24]).photo} />);
    const offer = await screen.findByRole('status');
    expect(offer).toHaveTextContent('Colour from the photo: black');
    const colour = screen.getByRole('combobox', { name: /^Colour/ });
    expect(colour).toHaveValue('');
    await userEvent.click(
      within(offer).getByRole('button', { name: 'Use black, the colour from the photo' }),
    );
    expect(colour).toHaveValue('black');
    expect(screen.queryByText(/Colour from the photo/)).not.toBeInTheDocument();
  });

  it('never replaces a colour the clerk chose', async () => {
    pointer(true);
    const { photo, read } = photoOf([22, 22, 24]);
    renderWithProviders(<Fields firstPhoto={photo} colour="brown" />);
    // The photo has been read (the decoder ran) and still nothing is offered.
    await vi.waitFor(() => expect(read).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(/Colour from the photo/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Colour/ })).toHaveValue('brown');
  });
});

describe('photo first on a touch screen', () => {
  it('puts the photos before the item type on a phone or tablet, after the fields at a desk', () => {
    pointer(false);
    const { unmount } = renderWithProviders(<Fields />);
    const photos = screen.getByRole('button', { name: 'Photos here' });
    const type = screen.getByRole('combobox', { name: /Item type/ });
    expect(photos.compareDocumentPosition(type) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    pointer(true);
    renderWithProviders(<Fields />);
    expect(
      screen
        .getByRole('button', { name: 'Photos here' })
        .compareDocumentPosition(screen.getByRole('combobox', { name: /Item type/ })) &
        Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
  });
});
