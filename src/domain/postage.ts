import { findCountry } from './countries';
import type { PackageSize } from './entities';

/** Spec §9: postage base in yen by package size; an unknown size costs the medium base. */
export const POSTAGE_BASE: Record<PackageSize, number> = { small: 1000, medium: 2000, large: 3000 };
export const UNKNOWN_SIZE_BASE = 2000;

/** Spec §9: destination factors by ISO code; any other destination is 1. */
const FACTORS: Record<string, number> = {
  us: 1.2,
  gb: 1.3,
  au: 1.1,
  ca: 1.2,
  de: 1.3,
  fr: 1.3,
  it: 1.3,
  es: 1.3,
  cn: 1,
  kr: 1,
  th: 1,
  sg: 1,
  my: 1,
  id: 1,
  ph: 1,
  vn: 1,
  in: 1.1,
  br: 1.4,
  mx: 1.3,
  ru: 1.5,
};

export const PACKAGE_DIMENSIONS: Record<PackageSize, string> = {
  small: '25x15x10 cm',
  medium: '35x25x15 cm',
  large: '45x35x25 cm',
};

export function destinationFactor(destination: string | null | undefined): number {
  const country = findCountry(destination);
  return country ? (FACTORS[country.code] ?? 1) : 1;
}

/** Postage in whole yen: base by size times the destination factor, rounded. */
export function calculatePostage(
  size: string | null | undefined,
  destination: string | null | undefined,
): number {
  const base = size && size in POSTAGE_BASE ? POSTAGE_BASE[size as PackageSize] : UNKNOWN_SIZE_BASE;
  return Math.round(base * destinationFactor(destination));
}

const YEN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 1300 -> '¥1,300'. */
export function formatYen(amount: number): string {
  return `¥${YEN.format(Math.round(amount))}`;
}

export type WeightParse =
  { ok: true; value: number | null } | { ok: false; error: 'invalidWeight' };

/** Spec §5: weight is numeric, not below 0, and parsed only if non-blank. */
export function parsePackageWeight(input: string | number | null | undefined): WeightParse {
  if (input === null || input === undefined) return { ok: true, value: null };
  const text = String(input).trim();
  if (text === '') return { ok: true, value: null };
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) return { ok: false, error: 'invalidWeight' };
  return { ok: true, value };
}
