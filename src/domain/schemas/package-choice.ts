import type { Match, PackageSize } from '../entities';
import { parsePackageWeight } from '../postage';
import { packageFormSchema } from './package';
import { fieldErrorKeys } from './validation';

/** What the size picker gives back (spec §2): a size, and the weight in kg or null for none. */
export interface PackageChoice {
  packageSize: PackageSize;
  packageWeight: number | null;
}

/** The picker's form values: the size ('' until one is chosen) and the weight as typed. */
export type PackageFormInput = { packageSize: string; weight: string };

/** Where the parcel goes: the match's saved destination, else the country the guest gave. */
export function packageDestination(match: Pick<Match, 'destinationCountry' | 'lost'>) {
  return match.destinationCountry ?? (match.lost.country || null);
}

/** The picker opened on a match: its saved size and weight, or nothing while it has no size. */
export function packageFormInput(
  match: Pick<Match, 'packageSize' | 'packageWeight'>,
): PackageFormInput {
  if (!match.packageSize) return { packageSize: '', weight: '' };
  return { packageSize: match.packageSize, weight: String(match.packageWeight ?? '') };
}

/**
 * The picker's values checked as they change (spec §5): the choice once a size is chosen and the
 * weight is valid (Continue waits for it), and the message key of each field that fails.
 */
export function checkPackageForm(values: PackageFormInput): {
  choice: PackageChoice | null;
  errors: Record<string, string>;
} {
  const parsed = packageFormSchema.safeParse(values);
  if (!parsed.success) return { choice: null, errors: fieldErrorKeys(parsed) };
  const weight = parsePackageWeight(parsed.data.weight);
  const packageWeight = weight.ok ? weight.value : null;
  return { choice: { packageSize: parsed.data.packageSize, packageWeight }, errors: {} };
}
