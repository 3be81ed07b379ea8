import { describe, expect, it } from 'vitest';
import { COLOUR_PALETTE } from './matching/glossary';
import { nextSampleIndex, SAMPLE_COUNT, sampleFoundItems, sampleLostItems } from './samples';
import { emptyFoundItemForm, foundItemFormSchema } from './schemas/found-item';
import { lostItemFormSchema } from './schemas/lost-item';

describe('sample fills (spec §9)', () => {
  it('rotates through 5 samples', () => {
    expect(SAMPLE_COUNT).toBe(5);
    expect([0, 1, 2, 3, 4].map(nextSampleIndex)).toEqual([1, 2, 3, 4, 0]);
  });

  it('gives 5 lost and 5 found samples that pass their form validation', () => {
    expect(sampleLostItems()).toHaveLength(5);
    for (const sample of sampleLostItems())
      expect(lostItemFormSchema.safeParse(sample).success).toBe(true);
    expect(sampleFoundItems()).toHaveLength(5);
    for (const sample of sampleFoundItems()) {
      const values = { ...emptyFoundItemForm('2026-05-02', 'Front Desk'), ...sample };
      expect(foundItemFormSchema.safeParse(values).success).toBe(true);
    }
  });

  it('fill the structured colour from the palette, and a brand on some', () => {
    const palette: string[] = COLOUR_PALETTE.map((colour) => colour.key);
    for (const sample of [...sampleLostItems(), ...sampleFoundItems()])
      expect(palette).toContain(sample.colour);
    expect(sampleLostItems().some((sample) => sample.brand !== '')).toBe(true);
    expect(sampleFoundItems().some((sample) => sample.brand !== '')).toBe(true);
  });
});
