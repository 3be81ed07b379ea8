import { describe, expect, it } from 'vitest';
import { dispositionInput } from '../disposition';
import { policeHandoverRequest } from '../police-handover';
import {
  dispositionInputOf,
  emptyHandoverForm,
  emptyPoliceHandoverForm,
  idCheckedValue,
  isIdChecked,
  policeHandoverRequestOf,
} from './handover-form';
import { fieldErrorKeys } from './validation';

const filled = { byName: 'Sam', recipientName: 'James Carter', idChecked: 'true', note: 'Desk' };

describe('handover forms', () => {
  it('start with the signer (and the recipient, when known) and nothing checked', () => {
    expect(emptyHandoverForm('Sam')).toEqual({
      byName: 'Sam',
      recipientName: '',
      idChecked: '',
      note: '',
    });
    expect(emptyHandoverForm('Sam', 'James Carter').recipientName).toBe('James Carter');
    expect(emptyPoliceHandoverForm('Sam', '2026-05-01')).toMatchObject({
      byName: 'Sam',
      date: '2026-05-01',
      station: '',
      receiptNumber: '',
    });
  });

  it('keep the ID check as a string and store it as a boolean', () => {
    expect(isIdChecked(idCheckedValue(true))).toBe(true);
    expect(isIdChecked(idCheckedValue(false))).toBe(false);
  });

  it('send the recipient and the ID check with a return only', () => {
    expect(dispositionInputOf('returned', filled)).toEqual({
      kind: 'returned',
      byName: 'Sam',
      recipientName: 'James Carter',
      idChecked: true,
      note: 'Desk',
    });
    const donated = dispositionInputOf('donated', filled);
    expect(donated).toEqual({ kind: 'donated', byName: 'Sam', note: 'Desk' });
    // The strict schema would refuse a recipient on a donation.
    expect(dispositionInput.safeParse(donated).success).toBe(true);
  });

  it('blame the missing recipient of a return', () => {
    const input = dispositionInputOf('returned', { ...filled, recipientName: ' ' });
    expect(fieldErrorKeys(dispositionInput.safeParse(input))).toEqual({
      recipientName: 'disposition.errors.recipient',
    });
  });

  it('build a police handover the callable accepts, and blame a missing station', () => {
    const values = { ...emptyPoliceHandoverForm('Sam', '2026-05-01'), station: 'Naka' };
    const request = policeHandoverRequestOf('h', ['a', 'b'], values);
    expect(policeHandoverRequest.safeParse(request).success).toBe(true);
    expect(
      fieldErrorKeys(
        policeHandoverRequest.safeParse(
          policeHandoverRequestOf('h', ['a'], { ...values, station: '' }),
        ),
      ),
    ).toEqual({ station: 'disposition.errors.station' });
  });
});
