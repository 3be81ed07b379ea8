import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/domain/dates';
import type { DueInfo } from '@/domain/retention';

const COLORS: Record<DueInfo['state'], string> = {
  overdue: 'red',
  today: 'orange',
  soon: 'yellow',
  later: 'gray',
};

/** "in 3 days", "due today", "2 days overdue". */
export function DueBadge({ due }: { due: DueInfo }) {
  const { t } = useTranslation();
  const text =
    due.state === 'overdue'
      ? t('retention.overdue', { count: -due.daysLeft })
      : due.state === 'today'
        ? t('retention.dueToday')
        : t('retention.dueIn', { count: due.daysLeft });
  return (
    // Never narrowed to an ellipsis ("DUE IN 30 …"): it keeps the width of its words.
    <Badge color={COLORS[due.state]} variant="light" size="sm" style={{ flexShrink: 0 }}>
      {text}
    </Badge>
  );
}

/**
 * The due date, and below it its badge and the days in storage, for a table cell: stacked, the
 * cell is as wide as the badge's words, which a row of all three squeezed to an ellipsis.
 */
export function DueCell({ due }: { due: DueInfo | null }) {
  const { t, i18n } = useTranslation();
  if (!due) return <Text size="sm">{t('errors.notAvailable')}</Text>;
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(due.dueDate, i18n.language, labels)}
      </Text>
      <Group gap={6}>
        <DueBadge due={due} />
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('retention.storedDays', { count: due.daysInStorage })}
        </Text>
      </Group>
    </Stack>
  );
}
