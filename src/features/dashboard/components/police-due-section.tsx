import { Alert, Badge, Center, Loader, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/link-row';
import { paths } from '@/config/paths';
import { foundLocationOf } from '@/domain/dashboard';
import { formatDate } from '@/domain/dates';
import { itemTypeLabel } from '@/domain/item-types';
import type { PoliceDeadline } from '@/domain/police-paperwork';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import type { PoliceDueRows } from '../api/use-police-due';
import type { LiveState } from '@/hooks/use-subscription';

/** Days left, the last day, or days overdue, coloured by urgency. */
function DeadlineBadge({ deadline }: { deadline: PoliceDeadline }) {
  const { t } = useTranslation();
  if (deadline.state === 'overdue')
    return (
      <Badge color="red" variant="filled">
        {t('policePaperwork.due.overdue', { count: -deadline.daysLeft })}
      </Badge>
    );
  if (deadline.state === 'today')
    return <Badge color="orange">{t('policePaperwork.due.today')}</Badge>;
  return (
    <Badge color={deadline.daysLeft <= 2 ? 'yellow' : 'blue'} variant="light">
      {t('policePaperwork.due.daysLeft', { count: deadline.daysLeft })}
    </Badge>
  );
}

/**
 * The Due view's police section (when the hotel uses the limit): items staff found that must be
 * submitted to the police within one week of being found for the hotel to keep its rights.
 */
export function PoliceDueSection({
  hotelId,
  rows,
}: {
  hotelId: string;
  rows: LiveState<PoliceDueRows>;
}) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  return (
    <Stack gap="xs" component="section" aria-labelledby="police-due-title">
      <Title order={2} size="h4" id="police-due-title">
        {t('policePaperwork.due.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('policePaperwork.due.help')}
      </Text>
      {rows.status === 'loading' && (
        <Center py="sm">
          <Loader size="sm" />
        </Center>
      )}
      {rows.status === 'error' && (
        <Alert color="red" role="alert">
          {t('policePaperwork.due.failed', { detail: rows.error.message })}
        </Alert>
      )}
      {rows.status === 'success' && rows.data.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('policePaperwork.due.empty')}
        </Text>
      )}
      {rows.status === 'success' && rows.data.length > 0 && (
        <ScrollArea>
          <Table highlightOnHover striped miw={640} aria-label={t('policePaperwork.due.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.columns.item')}</Table.Th>
                <Table.Th>{t('foundForm.dateFound')}</Table.Th>
                <Table.Th>{t('dashboard.columns.location')}</Table.Th>
                <Table.Th>{t('policePaperwork.due.deadline')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.data.map(({ item, deadline }) => (
                <LinkRow key={item.id} href={paths.foundItem.getHref(hotelId, item.id)}>
                  <Table.Td>
                    {[itemTypeLabel(item.itemType, dt), item.itemName].filter(Boolean).join(' · ')}
                  </Table.Td>
                  <Table.Td>{formatDate(item.dateFound, i18n.language, labels)}</Table.Td>
                  <Table.Td>{foundLocationOf(item) || t('errors.notAvailable')}</Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      {formatDate(deadline.deadline, i18n.language, labels)}
                      <DeadlineBadge deadline={deadline} />
                    </Stack>
                  </Table.Td>
                </LinkRow>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
