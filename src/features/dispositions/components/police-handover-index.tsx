import { Alert, Anchor, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableHead } from '@/components/table-head';
import { Link } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { formatDate } from '@/domain/dates';
import { usePoliceHandovers } from '../api/disposition-actions';

/**
 * The hotel's handover book, newest first. Each row opens the list that went to the
 * police, to print again or export when the station asks for it.
 */
export function PoliceHandoverIndex({ hotelId }: { hotelId: string }) {
  const { t, i18n } = useTranslation();
  const handovers = usePoliceHandovers(hotelId);
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const title = t('disposition.police.indexTitle');
  return (
    <Stack gap="md" py="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {handovers.status === 'loading' && <PageLoader />}
      {handovers.status === 'error' && (
        <Alert color="red" role="alert">
          {t('items.errorFetching', { detail: handovers.error.message })}
        </Alert>
      )}
      {handovers.status === 'success' && handovers.data.length === 0 && (
        <Text c="dimmed">{t('disposition.police.indexEmpty')}</Text>
      )}
      {handovers.status === 'success' && handovers.data.length > 0 && (
        <ScrollArea type="auto">
          <Table striped highlightOnHover aria-label={title} miw={560}>
            <TableHead
              columns={[
                t('disposition.police.columns.date'),
                t('disposition.police.columns.station'),
                t('disposition.police.columns.receipt'),
                t('disposition.police.columns.items'),
                t('disposition.police.columns.by'),
              ]}
            />
            <Table.Tbody>
              {handovers.data.map((handover) => (
                <Table.Tr key={handover.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.policeHandover.getHref(hotelId, handover.id)}
                    >
                      {formatDate(handover.date, i18n.language, labels)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{handover.station}</Table.Td>
                  <Table.Td>{handover.receiptNumber || '—'}</Table.Td>
                  <Table.Td>{handover.items.length}</Table.Td>
                  <Table.Td>{handover.byName}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
