import { Autocomplete, Group, Text, type AutocompleteProps } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, countryLabel, dialCodeOptions, findCountry } from '@/domain/countries';
import { FlagImage } from './flag-image';

const DIAL_CODES = dialCodeOptions();

/** What both pickers share: the list's size, and whether it has opened yet (its names wait for that). */
function useListedOnOpen(props: AutocompleteProps) {
  const [listed, setListed] = useState(false);
  const listProps = {
    ...props,
    onDropdownOpen: () => {
      setListed(true);
      props.onDropdownOpen?.();
    },
    limit: 60,
    maxDropdownHeight: 280,
  } satisfies AutocompleteProps;
  return { listed, listProps };
}

/**
 * Country-code dropdown with flags and search (by code or country name); free text is accepted.
 * Choosing a code that belongs to one country fills in the country (the form does that). The
 * country names are looked up only once the list has opened (as CountryPicker's, below): the
 * combobox filters its options on every render, open or not, and naming every code's countries
 * when the report form starts took a tenth of a second on a phone.
 */
export function CountryCodePicker(
  props: Omit<AutocompleteProps, 'data' | 'renderOption' | 'filter'>,
) {
  const { i18n } = useTranslation();
  const { listed, listProps } = useListedOnOpen(props);
  const names = (dialCode: string) =>
    (DIAL_CODES.find((entry) => entry.dialCode === dialCode)?.countries ?? []).map((c) =>
      countryLabel(c, i18n.language),
    );
  return (
    <Autocomplete
      {...listProps}
      data={DIAL_CODES.map((entry) => entry.dialCode)}
      filter={({ options, search }) => {
        const needle = search.trim().toLowerCase().replace(/^\+/, '');
        if (!needle || !listed) return options;
        return options.filter((option) => {
          if (!('value' in option)) return false;
          const haystack = `${option.value} ${names(option.value).join(' ')}`.toLowerCase();
          return haystack.includes(needle);
        });
      }}
      renderOption={({ option }) => {
        const countries =
          DIAL_CODES.find((entry) => entry.dialCode === option.value)?.countries ?? [];
        return (
          <Group gap="sm" wrap="nowrap">
            {countries[0] && <FlagImage code={countries[0].code} />}
            <Text size="sm" fw={500}>
              {option.value}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {names(option.value).join(', ')}
            </Text>
          </Group>
        );
      }}
    />
  );
}

/**
 * Country dropdown with flags and search (names in the reader's language); free text is accepted.
 * The names are looked up when the list first opens: the runtime's region names take tens of
 * milliseconds to load (four times that on a phone), which the page's first load does not wait for.
 */
export function CountryPicker(props: Omit<AutocompleteProps, 'data' | 'renderOption'>) {
  const { i18n } = useTranslation();
  const { listed, listProps } = useListedOnOpen(props);
  const data = useMemo(
    () => (listed ? COUNTRIES.map((country) => countryLabel(country, i18n.language)) : []),
    [listed, i18n.language],
  );
  const current = findCountry(String(props.value ?? ''));
  return (
    <Autocomplete
      {...listProps}
      data={data}
      leftSection={current ? <FlagImage code={current.code} /> : undefined}
      renderOption={({ option }) => {
        const country = findCountry(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            {country && <FlagImage code={country.code} />}
            <Text size="sm">{option.value}</Text>
          </Group>
        );
      }}
    />
  );
}
