import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { itemTypeLabel } from '@/domain/item-types';
import { byLongestWait, isOverdue, waitingMs } from '@/domain/thread-summary';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { useAnswerTarget, useUnansweredReports } from '../api/messages';
import { formatWait } from './wait-time';

/**
 * The dashboard's guest messages: how many reports wait for the hotel's answer (live), and the
 * waiting view, longest wait first, against the hotel's answer target (overdue ones marked).
 */
export function WaitingPanel({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const reports = useUnansweredReports(hotelId);
  const target = useAnswerTarget(hotelId);
  const [open, setOpen] = useState(false);
  // Waits grow while the view is open: measured again every minute.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const waiting = reports.data ? byLongestWait(reports.data, now) : [];
  return (
    <Card withBorder padding="md" mt="md" component="section" aria-labelledby="waiting-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h4" id="waiting-title">
              {t('messages.dashboard.title')}
            </Title>
            {/* Dark shades keep the badges' white text above 4.5:1 contrast. */}
            {reports.status === 'success' && (
              <Badge color={waiting.length > 0 ? 'indigo.9' : 'gray.7'} size="lg">
                {t('messages.dashboard.unanswered', { count: waiting.length })}
              </Badge>
            )}
          </Group>
          {waiting.length > 0 && (
            <Button variant="light" size="xs" onClick={() => setOpen((value) => !value)}>
              {open ? t('messages.dashboard.hide') : t('messages.dashboard.show')}
            </Button>
          )}
        </Group>
        {reports.status === 'error' && (
          <Alert color="red" role="alert">
            {t('messages.dashboard.loadFailed', { detail: reports.error.message })}
          </Alert>
        )}
        {reports.status === 'success' && waiting.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('messages.dashboard.none')}
          </Text>
        )}
        {open && waiting.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              {t('messages.dashboard.target', { count: target })}
            </Text>
            <Table.ScrollContainer minWidth={420}>
              <Table striped aria-label={t('messages.dashboard.waitingList')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('messages.dashboard.reference')}</Table.Th>
                    <Table.Th>{t('messages.dashboard.item')}</Table.Th>
                    <Table.Th>{t('messages.dashboard.waiting')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {waiting.map((report) => {
                    const waited = waitingMs(report.thread, now);
                    return (
                      <Table.Tr key={report.id}>
                        <Table.Td ff="monospace">
                          <Anchor component={Link} to={paths.lostItem.getHref(hotelId, report.id)}>
                            {report.reference || report.id}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          {[itemTypeLabel(report.itemType, dt), report.itemName]
                            .filter(Boolean)
                            .join(' - ')}
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs">
                            <Text size="sm">{waited === null ? '' : formatWait(waited, dt)}</Text>
                            {isOverdue(waited, target) && (
                              <Badge color="red.9">{t('messages.staff.overdue')}</Badge>
                            )}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Card>
  );
}
