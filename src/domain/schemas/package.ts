import { z } from 'zod';
import { PACKAGE_SIZES } from '../entities';
import { parsePackageWeight } from '../postage';

/** Package size picker (spec §2/§5): a size, and an optional weight in kg (numeric, >= 0). */
export const packageFormSchema = z.object({
  packageSize: z.enum(PACKAGE_SIZES, { error: 'requiredFields' }),
  weight: z.string().refine((value) => parsePackageWeight(value).ok, { error: 'invalidWeight' }),
});

export type PackageFormValues = z.infer<typeof packageFormSchema>;
