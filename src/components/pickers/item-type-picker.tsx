import { Autocomplete, Group, Text, type AutocompleteProps } from '@mantine/core';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { ITEM_TYPES, itemTypeKey } from '@/domain/item-types';
import { ItemTypeIcon } from './item-type-icon';
import { toStoredItemType } from './item-type-text';

/**
 * Item type with icons and search; free text is accepted too. The field shows the translated
 * label; `toStoredItemType` turns what was typed back into the catalogue name.
 */
export function ItemTypePicker(props: Omit<AutocompleteProps, 'data' | 'renderOption'>) {
  const t = useDynamicT();
  const data = ITEM_TYPES.filter((type) => type.name !== 'Smartphone').map((type) =>
    t(itemTypeKey(type.name) ?? ''),
  );
  return (
    <Autocomplete
      // Focus alone (autofocus on the staff form, Tab) must not open the list over the form; a
      // click, typing or the arrow keys do.
      openOnFocus={false}
      {...props}
      data={data}
      limit={30}
      maxDropdownHeight={280}
      leftSection={<ItemTypeIcon type={toStoredItemType(String(props.value ?? ''), t)} />}
      renderOption={({ option }) => (
        <Group gap="sm" wrap="nowrap">
          <ItemTypeIcon type={toStoredItemType(option.value, t)} />
          <Text size="sm">{option.value}</Text>
        </Group>
      )}
    />
  );
}
