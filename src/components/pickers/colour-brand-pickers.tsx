import {
  Autocomplete,
  ColorSwatch,
  Group,
  Select,
  Text,
  type AutocompleteProps,
  type SelectProps,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as ConceptsModule from '@/domain/matching/concept-index';
import { COLOUR_PALETTE, paletteLabel } from '@/domain/matching/palette';

const swatchOf = (key: string | null | undefined) =>
  COLOUR_PALETTE.find((colour) => colour.key === key)?.swatch;

function Swatch({ colour }: { colour: string }) {
  return (
    <ColorSwatch
      color={colour.startsWith('conic') ? 'transparent' : colour}
      style={colour.startsWith('conic') ? { background: colour } : undefined}
      size={16}
      aria-hidden
    />
  );
}

/**
 * The optional colour of an item: a small palette, stored as the palette key so that
 * it matches in any language. Each option shows a swatch and its name in the reader's language.
 */
export function ColourPicker(
  props: Omit<SelectProps, 'data' | 'renderOption' | 'value' | 'onChange'> & {
    value: string;
    onChange: (value: string) => void;
  },
) {
  const { i18n } = useTranslation();
  const { value, onChange, ...rest } = props;
  const selected = swatchOf(value);
  return (
    <Select
      {...rest}
      data={COLOUR_PALETTE.map((colour) => ({
        value: colour.key,
        label: paletteLabel(colour.key, i18n.language),
      }))}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      clearable
      leftSection={selected ? <Swatch colour={selected} /> : undefined}
      renderOption={({ option }) => (
        <Group gap="sm" wrap="nowrap">
          <Swatch colour={swatchOf(option.value) ?? 'transparent'} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  );
}

type Concepts = typeof ConceptsModule;
let concepts: Concepts | null = null;

/** The glossary (about 16 KB gz) is fetched when the brand field is first used, not with the form. */
function useConcepts(): [Concepts | null, () => void] {
  const [loaded, setLoaded] = useState(concepts);
  const load = () => {
    if (loaded) return;
    void import('@/domain/matching/concept-index').then((module) => {
      concepts = module;
      setLoaded(module);
    });
  };
  return [loaded, load];
}

/** The optional brand: free text, with the glossary's brands as suggestions. */
export function BrandInput(props: Omit<AutocompleteProps, 'data'>) {
  const { i18n } = useTranslation();
  const [glossary, loadGlossary] = useConcepts();
  const brands = glossary
    ? [
        ...new Set(
          glossary
            .allConcepts('brand')
            .map((brand) => glossary.conceptLabel(`brand:${brand.key}`, i18n.language)),
        ),
      ]
    : [];
  return (
    <Autocomplete
      {...props}
      onFocus={(event) => {
        loadGlossary();
        props.onFocus?.(event);
      }}
      onChange={(value) => {
        loadGlossary();
        props.onChange?.(value);
      }}
      data={brands}
      limit={8}
      maxDropdownHeight={240}
    />
  );
}
