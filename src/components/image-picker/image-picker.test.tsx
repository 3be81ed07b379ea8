import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '@/testing/media-query';
import { renderWithProviders } from '@/testing/render';
import { ImagePicker } from './image-picker';

/** A device whose main pointer is a finger (or not). */
function touchScreen(touch: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(
      query,
      query === '(pointer: coarse)' ? touch : query === '(pointer: fine)' && !touch,
    ),
  );
}

function Picker() {
  const [files, setFiles] = useState<File[]>([]);
  return <ImagePicker label="Photos" files={files} onChange={setFiles} />;
}

describe('ImagePicker on a phone or tablet', () => {
  it('offers Take photo, which opens the back camera, beside choosing from the library', async () => {
    touchScreen(true);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { container } = renderWithProviders(<Picker />);
    const take = await screen.findByRole('button', { name: 'Take photo' });
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeInTheDocument();
    expect(screen.queryByText('Drop photos here, or press to choose')).not.toBeInTheDocument();

    // The button's own file input asks for the camera (what opens it on phones).
    const inputs = [...container.querySelectorAll('input[type=file]')];
    const camera = inputs.find((input) => input.getAttribute('capture') === 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    const clicked = vi.fn();
    camera?.addEventListener('click', clicked);
    await userEvent.click(take);
    expect(clicked).toHaveBeenCalled();

    // A camera photo is added with a preview; a GIF from the library is refused by name.
    await userEvent.upload(camera as HTMLInputElement, [
      new File(['jpeg'], 'image.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await screen.findByRole('img', { name: 'image.jpg' })).toBeInTheDocument();
    const library = inputs.find((input) => input !== camera) as HTMLInputElement;
    await userEvent.upload(library, [new File(['gif'], 'party.gif', { type: 'image/gif' })], {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('party.gif');
  });

  it('keeps the drop zone at a desk', async () => {
    touchScreen(false);
    renderWithProviders(<Picker />);
    expect(await screen.findByText('Drop photos here, or press to choose')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take photo' })).not.toBeInTheDocument();
  });
});
