import { Button, Card, Group, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DayPicker } from '@/components/pickers/day-picker';

/**
 * Free-text search and the date range (spec §2), each date with its own clear button, and a
 * clear-all button. Dates are picked calendar days (`YYYY-MM-DD`), never instants.
 */
export function DashboardFilters({
  search,
  from,
  to,
  onSearch,
  onFrom,
  onTo,
  onClearAll,
}: {
  search: string;
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
        <TextInput
          label={t('dashboard.search')}
          placeholder={t('dashboard.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
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
