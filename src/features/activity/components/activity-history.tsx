import { Card, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/domain/dates';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { useActivity } from '../api/use-activity';

/** Who changed what, and when, for one item or match (admins; the rules keep it from others). */
export function ActivityHistory({ hotelId, targetId }: { hotelId: string; targetId: string }) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const entries = useActivity(hotelId, targetId, true);
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="sm">
        {t('activity.title')}
      </Title>
      {entries.status === 'loading' && <Text size="sm">{t('common.loading')}</Text>}
      {entries.status === 'error' && (
        <Text size="sm" c="red">
          {t('activity.loadFailed')}
        </Text>
      )}
      {entries.status === 'success' && entries.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('activity.empty')}
        </Text>
      )}
      {entries.status === 'success' && entries.data.length > 0 && (
        <Timeline bulletSize={12} lineWidth={2}>
          {entries.data.map((entry) => (
            <Timeline.Item key={entry.id} title={dt(`activity.actions.${entry.action}`)}>
              <Text size="xs" c="dimmed">
                {formatDate(entry.at, i18n.language, labels, true)} ·{' '}
                {entry.actorEmail || entry.actorUid}
              </Text>
              {entry.reason && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {t('activity.reason', { reason: entry.reason })}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
