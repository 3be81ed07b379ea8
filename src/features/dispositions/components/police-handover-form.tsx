import { Button, Modal, Text, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FeedbackAlert } from '@/components/feedback-alert';
import { ActionForm } from '@/components/forms/action-form';
import { HandoverInputs } from '@/components/forms/handover-inputs';
import { useFieldMessages } from '@/components/forms/use-field-messages';
import { useFormAction } from '@/components/forms/use-form-action';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { DayPicker } from '@/components/pickers/day-picker';
import { paths } from '@/config/paths';
import { todayIso } from '@/domain/dates';
import { canDispose } from '@/domain/disposition';
import { policeHandoverRequest } from '@/domain/police-handover';
import {
  emptyPoliceHandoverForm,
  policeHandoverRequestOf,
  type PoliceHandoverFormValues,
} from '@/domain/schemas/handover-form';
import type { FoundItem } from '@/domain/entities';
import type { Actor } from '@/domain/documents';
import { serverErrorMessage } from '@/lib/server-errors';
import { dispositionActions } from '../api/disposition-actions';

/**
 * Hand the selected items that are still on the shelf to the police in one handover
 * (date, station, receipt number), then open its printable list. Admins only (the function checks).
 */
export function PoliceHandoverButton({
  hotelId,
  selected,
  actor,
}: {
  hotelId: string;
  selected: FoundItem[];
  actor: Actor;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const eligible = selected.filter((item) => canDispose(item));
  const [open, setOpen] = useState(false);
  const action = useFormAction();
  const schemaForm = useSchemaForm(
    emptyPoliceHandoverForm(actor.displayName || actor.email, todayIso()),
    action.busy,
  );
  const { field, message } = useFieldMessages(schemaForm);
  // The items are not a field: a problem with them (none left on the shelf) shows in the alert.
  const itemsProblem = message('itemIds');

  const submit = (values: PoliceHandoverFormValues) => {
    const itemIds = eligible.map((item) => item.id);
    const request = policeHandoverRequestOf(hotelId, itemIds, values);
    if (schemaForm.check(policeHandoverRequest, request)) return;
    void action.run(
      async () => {
        const { handoverId } = await dispositionActions.policeHandover(request);
        void navigate(paths.policeHandover.getHref(hotelId, handoverId));
      },
      (error) => serverErrorMessage(error, t('disposition.errors.failed')),
    );
  };

  return (
    <>
      <Button
        variant="light"
        color="indigo"
        leftSection={<IconShieldCheck size={16} />}
        disabled={eligible.length === 0}
        onClick={() => setOpen(true)}
      >
        {t('disposition.police.button', { count: eligible.length })}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('disposition.police.title', { count: eligible.length })}
      >
        <ActionForm
          onSubmit={schemaForm.form.onSubmit(submit)}
          submitLabel={t('disposition.police.submit')}
          busy={action.busy}
          onCancel={() => setOpen(false)}
        >
          {eligible.length < selected.length && (
            <Text size="sm" c="dimmed">
              {t('disposition.police.leftOut', { count: selected.length - eligible.length })}
            </Text>
          )}
          <DayPicker label={t('disposition.fields.handoverDate')} {...field('date')} required />
          <TextInput
            label={t('disposition.fields.station')}
            {...field('station')}
            maxLength={500}
            required
          />
          <TextInput
            label={t('disposition.fields.receiptNumber')}
            {...field('receiptNumber')}
            maxLength={100}
          />
          <HandoverInputs field={field} withRecipient={false} />
          <FeedbackAlert
            feedback={
              action.feedback ?? (itemsProblem ? { kind: 'error', text: itemsProblem } : null)
            }
          />
        </ActionForm>
      </Modal>
    </>
  );
}
