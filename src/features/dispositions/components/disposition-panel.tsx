import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconGift, IconHandStop, IconTrashX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/domain/dates';
import {
  canDispose,
  canRevertDisposition,
  isFinalFoundStatus,
  mayDispose,
  type ClientDispositionKind,
  type Disposition,
} from '@/domain/disposition';
import type { FoundItem } from '@/domain/entities';
import type { Actor } from '@/domain/documents';
import { useActionRunner } from '@/hooks/use-action-runner';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { dispositionActions } from '../api/disposition-actions';
import { DispositionForm, RevertForm } from './disposition-forms';

const ICONS = { returned: IconHandStop, donated: IconGift, destroyed: IconTrashX } as const;

/**
 * Issue 17 on the found item page: record how the item left the shelf (returned in person by
 * staff or admins; donated or destroyed by admins), show the disposition, and let admins revert
 * it with a reason. Police handovers are made from the found list (a batch).
 */
export function DispositionPanel({
  item,
  actor,
  claims,
}: {
  item: FoundItem;
  actor: Actor;
  claims: { admin: boolean; staff: boolean };
}) {
  const { t } = useTranslation();
  const { busy, error, run } = useActionRunner<'dispose' | 'revert'>();
  const [open, setOpen] = useState<ClientDispositionKind | 'revert' | null>(null);
  const kinds = (['returned', 'donated', 'destroyed'] as const).filter((kind) =>
    mayDispose(kind, claims),
  );
  const disposition = item.disposition ?? null;
  const offer = canDispose(item) && kinds.length > 0;
  const final = isFinalFoundStatus(item.status);
  if (!offer && !final && !item.lastReversal) return null;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('disposition.title')}
        </Title>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {item.lastReversal && item.status === 'pending' && (
          <ReversalNote reversal={item.lastReversal} />
        )}
        {final && disposition && <DispositionDetails disposition={disposition} item={item} />}
        {offer && open === null && (
          <Group>
            {kinds.map((kind) => {
              const Icon = ICONS[kind];
              return (
                <Button
                  key={kind}
                  variant="light"
                  color={kind === 'returned' ? 'green' : 'gray'}
                  leftSection={<Icon size={16} />}
                  disabled={busy !== null}
                  onClick={() => setOpen(kind)}
                >
                  {t(`disposition.actions.${kind}`)}
                </Button>
              );
            })}
          </Group>
        )}
        {offer && open !== null && open !== 'revert' && (
          <DispositionForm
            kind={open}
            defaultName={actor.displayName || actor.email}
            busy={busy === 'dispose'}
            onCancel={() => setOpen(null)}
            onSubmit={(input) =>
              void run(
                'dispose',
                t('disposition.errors.failed'),
                () => dispositionActions.dispose(actor, item.id, input),
                () => setOpen(null),
              )
            }
          />
        )}
        {final && claims.admin && canRevertDisposition(item) && open !== 'revert' && (
          <Group>
            <Button
              variant="subtle"
              leftSection={<IconArrowBackUp size={16} />}
              onClick={() => setOpen('revert')}
            >
              {t('disposition.revert')}
            </Button>
          </Group>
        )}
        {final && open === 'revert' && (
          <RevertForm
            busy={busy === 'revert'}
            onCancel={() => setOpen(null)}
            onSubmit={(reason) =>
              void run(
                'revert',
                t('disposition.errors.failed'),
                () => dispositionActions.revert(actor, item.id, reason),
                () => setOpen(null),
              )
            }
          />
        )}
      </Stack>
    </Card>
  );
}

function DispositionDetails({ disposition, item }: { disposition: Disposition; item: FoundItem }) {
  const { t, i18n } = useTranslation();
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const rows: [string, React.ReactNode][] = [
    [t('disposition.fields.kind'), t(`itemStatus.${disposition.kind}`)],
    [t('disposition.fields.at'), formatDate(disposition.at, i18n.language, labels, true)],
    [
      t(
        disposition.kind === 'returned'
          ? 'disposition.fields.handedOverBy'
          : 'disposition.fields.by',
      ),
      `${disposition.byName} (${disposition.byEmail})`,
    ],
  ];
  if (disposition.kind === 'returned') {
    rows.push([t('disposition.fields.recipientName'), disposition.recipientName]);
    rows.push([
      t('disposition.fields.idChecked'),
      disposition.idChecked ? t('common.yes') : t('common.no'),
    ]);
  }
  if (disposition.kind === 'police') {
    rows.push([t('disposition.fields.station'), disposition.station]);
    rows.push([t('disposition.fields.receiptNumber'), disposition.receiptNumber || '—']);
    rows.push([
      t('disposition.fields.handoverDate'),
      formatDate(disposition.date, i18n.language, labels),
    ]);
    rows.push([
      t('disposition.fields.list'),
      <Anchor
        key="list"
        component={Link}
        to={paths.policeHandover.getHref(item.hotelId, disposition.handoverId)}
      >
        {t('disposition.openList')}
      </Anchor>,
    ]);
  }
  if (disposition.note) rows.push([t('disposition.fields.note'), disposition.note]);
  return (
    <Table variant="vertical" withTableBorder aria-label={t('disposition.title')}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={200}>{label}</Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ReversalNote({ reversal }: { reversal: NonNullable<FoundItem['lastReversal']> }) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  return (
    <Alert color="yellow" title={t('disposition.revertedTitle')}>
      <Text size="sm">
        {t('disposition.revertedBody', {
          from: dt(`itemStatus.${reversal.from}`),
          by: reversal.byEmail,
          at: formatDate(reversal.at, i18n.language, labels, true),
        })}
      </Text>
      <Text size="sm">{t('disposition.reasonIs', { reason: reversal.reason })}</Text>
    </Alert>
  );
}
