import { Button, Card, Group, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayPicker } from '@/components/pickers/day-picker';

/**
 * The search box. It holds what is typed itself, so a keystroke re-renders the box alone before
 * the next paint; the dashboard's rows follow as a transition, which React renders without
 * holding up that paint (typing stays instant on a hotel with years of items). Clear all starts
 * it afresh (`resetKey`).
 */
function SearchField({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  return (
    <TextInput
      label={t('dashboard.search')}
      placeholder={t('dashboard.searchPlaceholder')}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setText(value);
        startTransition(() => onSearch(value));
      }}
      style={{ flex: 1, minWidth: 220 }}
    />
  );
}

/**
 * Free-text search and the date range (spec §2), each date with its own clear button, and a
 * clear-all button. Dates are picked calendar days (`YYYY-MM-DD`), never instants.
 */
export function DashboardFilters({
  search,
  resetKey,
  from,
  to,
  onSearch,
  onFrom,
  onTo,
  onClearAll,
}: {
  search: string;
  /** Changes when Clear all empties the search, so that the box empties too. */
  resetKey: number;
  from: string;
  to: string;
  onSearch: (value: string) => void;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  onClearAll: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm">
      <Group align="flex-end" gap="sm">
        <SearchField key={resetKey} initial={search} onSearch={onSearch} />
        <DayPicker
          label={t('dashboard.dateFrom')}
          value={from}
          onChange={onFrom}
          clearable
          w={170}
        />
        <DayPicker label={t('dashboard.dateTo')} value={to} onChange={onTo} clearable w={170} />
        <Button
          variant="subtle"
          leftSection={<IconX size={14} />}
          onClick={onClearAll}
          disabled={!search && !from && !to}
        >
          {t('dashboard.clearAll')}
        </Button>
      </Group>
    </Card>
  );
}
