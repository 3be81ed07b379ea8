import { describe, expect, it } from 'vitest';
import type { Match } from '../entities';
import { checkPackageForm, packageDestination, packageFormInput } from './package-choice';

const lost = (country: string) => ({ country }) as Match['lost'];

describe('package picker values (spec §2, §5)', () => {
  it('opens on the saved size and weight, or empty while there is no size', () => {
    expect(packageFormInput({ packageSize: 'small', packageWeight: 0.5 })).toEqual({
      packageSize: 'small',
      weight: '0.5',
    });
    expect(packageFormInput({ packageSize: 'large', packageWeight: null })).toEqual({
      packageSize: 'large',
      weight: '',
    });
    expect(packageFormInput({ packageSize: null, packageWeight: 2 })).toEqual({
      packageSize: '',
      weight: '',
    });
  });

  it('waits for a size', () => {
    expect(checkPackageForm({ packageSize: '', weight: '' }).choice).toBeNull();
  });

  it('gives the size and the weight as a number, or null when blank', () => {
    expect(checkPackageForm({ packageSize: 'medium', weight: ' 1.25 ' })).toEqual({
      choice: { packageSize: 'medium', packageWeight: 1.25 },
      errors: {},
    });
    expect(checkPackageForm({ packageSize: 'small', weight: '' }).choice).toEqual({
      packageSize: 'small',
      packageWeight: null,
    });
  });

  it('names an invalid weight', () => {
    expect(checkPackageForm({ packageSize: 'small', weight: '-1' })).toEqual({
      choice: null,
      errors: { weight: 'invalidWeight' },
    });
  });

  it("sends the parcel to the match's destination, else to the guest's country", () => {
    expect(packageDestination({ destinationCountry: 'France', lost: lost('Japan') })).toBe(
      'France',
    );
    expect(packageDestination({ destinationCountry: null, lost: lost('Japan') })).toBe('Japan');
    expect(packageDestination({ destinationCountry: null, lost: lost('') })).toBeNull();
  });
});
