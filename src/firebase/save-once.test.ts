import { describe, expect, it, vi } from 'vitest';
import { PhotoUploadError } from './photo-upload-error';
import { newItemSave, saveItemOnce, type SaveSteps } from './save-once';

const photo = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/jpeg' });

function fakeSteps(failing: Set<string>) {
  const steps: SaveSteps = {
    create: vi.fn(() => Promise.resolve()),
    exists: vi.fn(() => Promise.resolve(true)),
    reserve: vi.fn(() => Promise.resolve()),
    upload: vi.fn((file: File) =>
      failing.has(file.name)
        ? Promise.reject(new Error('network'))
        : Promise.resolve(`url:${file.name}`),
    ),
    attach: vi.fn(() => Promise.resolve()),
  };
  return steps;
}

describe('saveItemOnce', () => {
  it('creates once at the same id and re-sends only the failed photo', async () => {
    const failing = new Set(['b.jpg']);
    const steps = fakeSteps(failing);
    const save = newItemSave('ID1');
    const files = [photo('a.jpg'), photo('b.jpg')];
    await expect(saveItemOnce(save, files, steps)).rejects.toBeInstanceOf(PhotoUploadError);
    failing.clear();
    expect(await saveItemOnce(save, files, steps)).toBe('ID1');
    expect(steps.create).toHaveBeenCalledTimes(1);
    expect(steps.create).toHaveBeenCalledWith('ID1');
    expect(steps.exists).not.toHaveBeenCalled();
    expect(vi.mocked(steps.upload).mock.calls.map(([file]) => file.name)).toEqual([
      'a.jpg',
      'b.jpg',
      'b.jpg',
    ]);
    expect(steps.attach).toHaveBeenCalledTimes(1);
    expect(steps.attach).toHaveBeenCalledWith('ID1', ['url:a.jpg', 'url:b.jpg']);
    // Each photo's slot is named on the item once, before its first upload; the retry re-sends
    // the failed photo into the same slot (storage.rules accept only named slots, each once).
    expect(steps.reserve).toHaveBeenCalledTimes(1);
    const [[, slots]] = vi.mocked(steps.reserve).mock.calls;
    expect(slots).toHaveLength(2);
    expect(slots[0]).toMatch(/^[0-9]+-a\.jpg$/);
    expect(slots[1]).toMatch(/^[0-9]+-b\.jpg$/);
    expect(vi.mocked(steps.upload).mock.calls.map(([, slot]) => slot)).toEqual([
      slots[0],
      slots[1],
      slots[1],
    ]);
  });

  it('names a slot for a photo added on the retry, keeping the slots already named', async () => {
    const steps = fakeSteps(new Set(['b.jpg']));
    const save = newItemSave('ID4');
    const [a, b, c] = [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')];
    await expect(saveItemOnce(save, [a, b], steps)).rejects.toBeInstanceOf(PhotoUploadError);
    await expect(saveItemOnce(save, [a, b, c], steps)).rejects.toBeInstanceOf(PhotoUploadError);
    const calls = vi.mocked(steps.reserve).mock.calls.map(([, slots]) => slots);
    expect(calls).toHaveLength(2);
    expect(calls[1].slice(0, 2)).toEqual(calls[0]);
    expect(calls[1][2]).toMatch(/^[0-9]+-c\.jpg$/);
  });

  it('after a create whose outcome is unknown, asks whether the item exists before creating', async () => {
    const steps = fakeSteps(new Set());
    vi.mocked(steps.create).mockRejectedValueOnce(new Error('unavailable'));
    const save = newItemSave('ID2');
    await expect(saveItemOnce(save, [], steps)).rejects.toThrow('unavailable');
    await saveItemOnce(save, [], steps);
    expect(steps.exists).toHaveBeenCalledWith('ID2');
    expect(steps.create).toHaveBeenCalledTimes(1);
    expect(steps.attach).not.toHaveBeenCalled();
  });

  it('a removed photo is left out of imageUrls on the retry', async () => {
    const steps = fakeSteps(new Set(['b.jpg']));
    const save = newItemSave('ID3');
    const a = photo('a.jpg');
    await expect(saveItemOnce(save, [a, photo('b.jpg')], steps)).rejects.toBeInstanceOf(
      PhotoUploadError,
    );
    await saveItemOnce(save, [a], steps);
    expect(steps.attach).toHaveBeenCalledWith('ID3', ['url:a.jpg']);
    expect(steps.upload).toHaveBeenCalledTimes(2);
  });
});
