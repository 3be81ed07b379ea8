import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastPlaceKey } from '@/domain/last-place';
import type { FoundItemWrite } from '@/domain/schemas/found-item';
import { newItemSave } from '@/firebase/save-once';
import { mediaQueryList } from '@/testing/media-query';
import { renderWithProviders } from '@/testing/render';
import * as registerApi from '../api/register-found-item';
import * as storageLocations from '../api/storage-locations';
import { FoundItemRegisterForm } from './found-item-register-form';

const HOTEL = 'last-place-hotel';
const CLERK = { uid: 'clerk-1', email: 'clerk@example.com', displayName: 'Front Desk' };
const KEYS = [lastPlaceKey(HOTEL, CLERK.uid), lastPlaceKey(HOTEL, 'clerk-2')];
const LOCATION_REQUIRED =
  'Please fill in at least one location field (Room Number, Hotel Complex, or Other).';

let written: FoundItemWrite[];

// Spied before each test (the config restores every spy before each test): the write goes nowhere
// and the form is told it succeeded, as the device's outbox answers, offline too.
beforeEach(() => {
  written = [];
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, query === '(pointer: fine)'),
  );
  vi.spyOn(storageLocations, 'useRecentStorageLocations').mockReturnValue([]);
  vi.spyOn(registerApi, 'newFoundSave').mockImplementation(() => newItemSave('item-1'));
  vi.spyOn(registerApi, 'registerFoundItem').mockImplementation((save, _actor, fields) => {
    written.push(fields);
    return Promise.resolve(save.id);
  });
  KEYS.forEach((key) => window.localStorage.removeItem(key));
});

afterEach(() => {
  KEYS.forEach((key) => window.localStorage.removeItem(key));
});

function renderForm(uid = CLERK.uid) {
  const onRegistered = vi.fn();
  const view = renderWithProviders(
    <FoundItemRegisterForm hotelId={HOTEL} actor={{ ...CLERK, uid }} onRegistered={onRegistered} />,
  );
  return { ...view, onRegistered };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const fill = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

/** The type, pasted as a whole (typing it letter by letter renders the whole form each time). */
function pickType(type: string) {
  fireEvent.change(screen.getByRole('combobox', { name: /Item type/ }), {
    target: { value: type },
  });
}

async function register() {
  await userEvent.click(screen.getByRole('button', { name: 'Register item' }));
}

describe('the place of the last registration', () => {
  it('is not there on the first registration on a device: the form asks for a location', async () => {
    const { onRegistered } = renderForm();
    expect(field(/^Hotel complex/)).toHaveValue('');
    expect(screen.queryByText('Same place as your last item')).not.toBeInTheDocument();
    pickType('Umbrella');
    await register();
    expect(await screen.findByText(LOCATION_REQUIRED)).toBeInTheDocument();
    expect(written).toEqual([]);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('fills the next form, without the room, so the type alone registers there', async () => {
    const first = renderForm();
    pickType('Umbrella');
    fill(/^Room number/, '1207');
    fill(/^Hotel complex/, ' Pool deck ');
    fill(/^Other location/, 'By the towels');
    await register();
    await waitFor(() => expect(first.onRegistered).toHaveBeenCalledWith('item-1'));
    first.unmount();

    // "Register another": a new form.
    const next = renderForm();
    expect(field(/^Room number/)).toHaveValue('');
    expect(field(/^Hotel complex/)).toHaveValue('Pool deck');
    expect(field(/^Other location/)).toHaveValue('By the towels');
    // Said under each field, and each can be cleared.
    expect(field(/^Hotel complex/)).toHaveAccessibleDescription('Same place as your last item');
    expect(field(/^Other location/)).toHaveAccessibleDescription('Same place as your last item');
    expect(screen.getByRole('button', { name: 'Clear Hotel complex' })).toBeInTheDocument();

    pickType('Wallet');
    await register();
    await waitFor(() => expect(next.onRegistered).toHaveBeenCalledWith('item-1'));
    expect(written).toHaveLength(2);
    expect(written[1]).toMatchObject({
      roomNumber: '',
      hotelComplex: 'Pool deck',
      otherLocation: 'By the towels',
    });
  });

  it('can be cleared or changed; a change is what the next form starts with', async () => {
    window.localStorage.setItem(
      lastPlaceKey(HOTEL, CLERK.uid),
      JSON.stringify({ hotelComplex: 'Lobby', otherLocation: 'Sofa' }),
    );
    const first = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Other location' }));
    expect(field(/^Other location/)).toHaveValue('');
    expect(field(/^Other location/)).not.toHaveAccessibleDescription();
    fill(/^Hotel complex/, 'Spa');
    // No longer the last place: no hint, no clear button.
    expect(field(/^Hotel complex/)).not.toHaveAccessibleDescription();
    expect(
      screen.queryByRole('button', { name: /^Clear (Hotel complex|Other location)/ }),
    ).not.toBeInTheDocument();
    pickType('Scarf');
    await register();
    await waitFor(() => expect(first.onRegistered).toHaveBeenCalled());
    first.unmount();

    renderForm();
    expect(field(/^Hotel complex/)).toHaveValue('Spa');
    expect(field(/^Other location/)).toHaveValue('');
  });

  it('is forgotten after a registration that names only a room', async () => {
    window.localStorage.setItem(
      lastPlaceKey(HOTEL, CLERK.uid),
      JSON.stringify({ hotelComplex: 'Lobby', otherLocation: '' }),
    );
    const first = renderForm();
    fill(/^Hotel complex/, '');
    fill(/^Room number/, '1508');
    pickType('Keys');
    await register();
    await waitFor(() => expect(first.onRegistered).toHaveBeenCalled());
    first.unmount();

    renderForm();
    expect(field(/^Hotel complex/)).toHaveValue('');
    expect(window.localStorage.getItem(lastPlaceKey(HOTEL, CLERK.uid))).toBeNull();
  });

  it("is kept per clerk: another account on the device does not get this clerk's place", () => {
    window.localStorage.setItem(
      lastPlaceKey(HOTEL, CLERK.uid),
      JSON.stringify({ hotelComplex: 'Lobby', otherLocation: '' }),
    );
    renderForm('clerk-2');
    expect(field(/^Hotel complex/)).toHaveValue('');
  });

  it('is not remembered from a registration that failed its check', async () => {
    renderForm();
    fill(/^Hotel complex/, 'Lobby');
    // No type: the form refuses.
    await register();
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(window.localStorage.getItem(lastPlaceKey(HOTEL, CLERK.uid))).toBeNull();
  });

  it('gives way to the sample fill, which fills the place as before', async () => {
    window.localStorage.setItem(
      lastPlaceKey(HOTEL, CLERK.uid),
      JSON.stringify({ hotelComplex: 'Lobby', otherLocation: 'Sofa' }),
    );
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: /^Fill sample \(1\// }));
    // The first sample is found in a room: the remembered place does not stay beside it.
    expect(field(/^Room number/)).toHaveValue('1508');
    expect(field(/^Hotel complex/)).toHaveValue('');
    expect(field(/^Other location/)).toHaveValue('');
  });
});
