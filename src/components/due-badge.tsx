import { Badge, Group, Text } from '@mantine/core';
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
    <Badge color={COLORS[due.state]} variant="light" size="sm">
      {text}
    </Badge>
  );
}

/** The due date with its badge, and the days in storage, for a table cell. */
export function DueCell({ due }: { due: DueInfo | null }) {
  const { t, i18n } = useTranslation();
  if (!due) return <Text size="sm">{t('errors.notAvailable')}</Text>;
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{formatDate(due.dueDate, i18n.language, labels)}</Text>
      <DueBadge due={due} />
      <Text size="xs" c="dimmed">
        {t('retention.storedDays', { count: due.daysInStorage })}
      </Text>
    </Group>
  );
}
