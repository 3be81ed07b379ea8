import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import glossary from './glossary.json' with { type: 'json' };

/**
 * glossary.json is data edited by hand (a new word, a third language's label): this schema is
 * what concept-index.ts relies on. Keys are the stored and matched identifiers, so they stay
 * plain and unique within their kind; labels are never blank (they are shown to readers).
 */
const label = z.string().refine((value) => value.trim() !== '', 'a blank label');
const entry = z.strictObject({
  key: z.string().regex(/^[a-z0-9_]+$/),
  en: label,
  ja: label,
  aliases: z.array(label),
});
const kind = z
  .array(entry)
  .min(1)
  .refine(
    (entries) => new Set(entries.map((e) => e.key)).size === entries.length,
    'a key used twice',
  );
const glossarySchema = z.strictObject({
  colour: kind,
  material: kind,
  brand: kind,
  item: kind,
  feature: kind,
  place: kind,
});

describe('glossary.json', () => {
  it('is a list of { key, en, ja, aliases } per kind of concept', () => {
    const result = glossarySchema.safeParse(glossary);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('the schema refuses a blank label, a repeated key, an unknown field and a missing kind', () => {
    const black = glossary.colour[0];
    const withColours = (colours: unknown) => ({ ...glossary, colour: colours });
    expect(glossarySchema.safeParse(withColours([{ ...black, ja: ' ' }])).success).toBe(false);
    expect(glossarySchema.safeParse(withColours([black, black])).success).toBe(false);
    expect(glossarySchema.safeParse(withColours([{ ...black, words: 'x' }])).success).toBe(false);
    const { place: _place, ...withoutPlaces } = glossary;
    expect(glossarySchema.safeParse(withoutPlaces).success).toBe(false);
  });
});
