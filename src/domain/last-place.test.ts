import { describe, expect, it } from 'vitest';
import { lastPlaceKey, parsePlace, placeOf, withLastPlace } from './last-place';
import { emptyFoundItemForm } from './schemas/found-item';

describe('the place carried to the next registration', () => {
  it('is the hotel complex and the other location, trimmed', () => {
    expect(placeOf({ hotelComplex: ' Pool deck ', otherLocation: '' })).toEqual({
      hotelComplex: 'Pool deck',
      otherLocation: '',
    });
    expect(placeOf({ hotelComplex: '', otherLocation: 'Main entrance' })).toEqual({
      hotelComplex: '',
      otherLocation: 'Main entrance',
    });
  });

  it('is nothing when the registration named only a room (the room is never carried)', () => {
    const values = { ...emptyFoundItemForm('2026-11-29', 'Front Desk'), roomNumber: '1207' };
    expect(placeOf(values)).toBeNull();
    expect(placeOf({ hotelComplex: '  ', otherLocation: '' })).toBeNull();
  });

  it('fills a new form without its room, date or finder changing', () => {
    const empty = emptyFoundItemForm('2026-11-29', 'Front Desk');
    const filled = withLastPlace(empty, { hotelComplex: 'Lobby', otherLocation: 'Sofa' });
    expect(filled).toEqual({ ...empty, hotelComplex: 'Lobby', otherLocation: 'Sofa' });
    expect(filled.roomNumber).toBe('');
    expect(withLastPlace(empty, null)).toBe(empty);
  });

  it('is kept per hotel and per clerk', () => {
    expect(lastPlaceKey('sakura', 'u1')).not.toBe(lastPlaceKey('sakura', 'u2'));
    expect(lastPlaceKey('sakura', 'u1')).not.toBe(lastPlaceKey('maple', 'u1'));
  });

  it('reads back what was kept, and nothing from a value that is not a place', () => {
    const place = { hotelComplex: 'Lobby', otherLocation: '' };
    expect(parsePlace(JSON.stringify(place))).toEqual(place);
    expect(parsePlace(null)).toBeNull();
    expect(parsePlace('not json')).toBeNull();
    expect(parsePlace('"Lobby"')).toBeNull();
    expect(parsePlace('null')).toBeNull();
    expect(parsePlace(JSON.stringify({ hotelComplex: 3, otherLocation: '' }))).toBeNull();
    expect(parsePlace(JSON.stringify({ hotelComplex: 'x'.repeat(501), otherLocation: '' }))).toBe(
      null,
    );
    expect(parsePlace(JSON.stringify({ hotelComplex: '', otherLocation: '' }))).toBeNull();
  });
});
