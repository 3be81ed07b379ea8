import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconArrowBackUp, IconGift, IconHandStop, IconTrashX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import {
  canDispose,
  canRevertDisposition,
  isFinalFoundStatus,
  mayDispose,
  type ClientDispositionKind,
} from '@/domain/disposition';
import type { FoundItem } from '@/domain/entities';
import type { Actor } from '@/domain/documents';
import { dispositionActions } from '../api/disposition-actions';
import { DispositionDetails, ReversalNote } from './disposition-details';
import { DispositionForm, RevertForm } from './disposition-forms';

const ICONS = { returned: IconHandStop, donated: IconGift, destroyed: IconTrashX } as const;

/**
 * On the found item page: record how the item left the shelf (returned in person by
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
  // One write at a time (a disposition or a revert); a failure shows above and keeps the form.
  const action = useFormAction();
  const [open, setOpen] = useState<ClientDispositionKind | 'revert' | null>(null);
  const kinds = (['returned', 'donated', 'destroyed'] as const).filter((kind) =>
    mayDispose(kind, claims),
  );
  const disposition = item.disposition ?? null;
  const offer = canDispose(item) && kinds.length > 0;
  const final = isFinalFoundStatus(item.status);
  if (!offer && !final && !item.lastReversal) return null;

  const write = async (save: () => Promise<void>) => {
    if (await action.run(save, () => t('disposition.errors.failed'))) setOpen(null);
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('disposition.title')}
        </Title>
        <FeedbackAlert feedback={action.feedback} />
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
                  disabled={action.busy}
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
            busy={action.busy}
            onCancel={() => setOpen(null)}
            onSubmit={(input) =>
              void write(() => dispositionActions.dispose(actor, item.id, input))
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
            busy={action.busy}
            onCancel={() => setOpen(null)}
            onSubmit={(reason) =>
              void write(() => dispositionActions.revert(actor, item.id, reason))
            }
          />
        )}
      </Stack>
    </Card>
  );
}
