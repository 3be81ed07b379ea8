import { Button, Card, Group, Title } from '@mantine/core';
import { IconHandStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownerOf } from '@/domain/dashboard';
import { currentLanguage } from '@/i18n/i18n';
import { FactsTable, type Fact } from '@/components/facts-table';
import { FeedbackAlert } from '@/components/feedback-alert';
import { ActionForm } from '@/components/forms/action-form';
import { HandoverInputs } from '@/components/forms/handover-inputs';
import { useFieldMessages } from '@/components/forms/use-field-messages';
import { useFormAction } from '@/components/forms/use-form-action';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { formatDate } from '@/domain/dates';
import { pickupRequest, type Pickup, type PickupRequest } from '@/domain/disposition';
import type { Match } from '@/domain/entities';
import {
  emptyHandoverForm,
  isIdChecked,
  type HandoverFormValues,
} from '@/domain/schemas/handover-form';
import { canPickUp } from '@/domain/status-transitions';
import type { Actor } from '@/domain/documents';
import { serverErrorMessage } from '@/lib/server-errors';
import { matchActions } from '../api/match-actions';

/**
 * A confirmed (or on-hold) match closed "picked up" when the guest comes to the desk:
 * who handed it over, the recipient, whether ID was checked. The closeMatchPickedUp function
 * closes the match and returns both items in one transaction. Once picked up, the record shows.
 */
export function PickupPanel({ match, actor }: { match: Match; actor: Actor }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (match.status === 'picked-up' && match.pickup) return <PickupRecord pickup={match.pickup} />;
  if (!canPickUp(match)) return null;
  if (!open)
    return (
      <Group>
        <Button
          variant="light"
          color="teal"
          leftSection={<IconHandStop size={16} />}
          onClick={() => setOpen(true)}
        >
          {t('disposition.pickup.button')}
        </Button>
      </Group>
    );
  return <PickupForm match={match} actor={actor} onClose={() => setOpen(false)} />;
}

/** Who handed the item over to whom, checked with the callable's own schema before it is sent. */
function PickupForm({
  match,
  actor,
  onClose,
}: {
  match: Match;
  actor: Actor;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const action = useFormAction();
  const schemaForm = useSchemaForm(
    emptyHandoverForm(actor.displayName || actor.email, ownerOf(match.lost, currentLanguage())),
    action.busy,
  );
  const { field } = useFieldMessages(schemaForm);

  const submit = async ({ idChecked, ...values }: HandoverFormValues) => {
    const request: PickupRequest = {
      matchId: match.id,
      ...values,
      idChecked: isIdChecked(idChecked),
    };
    if (schemaForm.check(pickupRequest, request)) return;
    const done = await action.run(
      () => matchActions.pickUp(request).then(() => undefined),
      (error) => serverErrorMessage(error, t('disposition.errors.failed')),
    );
    if (done) onClose();
  };

  return (
    <Card withBorder padding="md">
      <ActionForm
        name={t('disposition.pickup.button')}
        onSubmit={schemaForm.form.onSubmit((values) => void submit(values))}
        submitLabel={t('disposition.pickup.submit')}
        busy={action.busy}
        onCancel={onClose}
      >
        <Title order={2} size="h5">
          {t('disposition.pickup.button')}
        </Title>
        <HandoverInputs field={field} withRecipient />
        <FeedbackAlert feedback={action.feedback} />
      </ActionForm>
    </Card>
  );
}

/** The pickup as recorded: when, by whom, to whom, whether ID was checked, and the note. */
function PickupRecord({ pickup }: { pickup: Pickup }) {
  const { t, i18n } = useTranslation();
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const rows: Fact[] = [
    [t('disposition.fields.at'), formatDate(pickup.at, i18n.language, labels, true)],
    [t('disposition.fields.handedOverBy'), `${pickup.byName} (${pickup.byEmail})`],
    [t('disposition.fields.recipientName'), pickup.recipientName],
    [t('disposition.fields.idChecked'), pickup.idChecked ? t('common.yes') : t('common.no')],
  ];
  if (pickup.note) rows.push([t('disposition.fields.note'), pickup.note]);
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="sm">
        {t('disposition.pickup.done')}
      </Title>
      <FactsTable rows={rows} />
    </Card>
  );
}
