import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionForm } from '@/components/forms/action-form';
import { HandoverInputs } from '@/components/forms/handover-inputs';
import { useFieldMessages } from '@/components/forms/use-field-messages';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import {
  dispositionInput,
  MAX_NOTE,
  revertInput,
  type ClientDispositionKind,
  type DispositionInput,
} from '@/domain/disposition';
import {
  dispositionInputOf,
  emptyHandoverForm,
  type HandoverFormValues,
} from '@/domain/schemas/handover-form';
import { useDynamicT } from '@/i18n/use-dynamic-t';

/** The signer, the recipient and ID check (returns only) and a note; validated by the domain. */
export function DispositionForm({
  kind,
  defaultName,
  busy,
  onSubmit,
  onCancel,
}: {
  kind: ClientDispositionKind;
  defaultName: string;
  busy: boolean;
  onSubmit: (input: DispositionInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const schemaForm = useSchemaForm(emptyHandoverForm(defaultName), busy);
  const { field } = useFieldMessages(schemaForm);
  const returned = kind === 'returned';

  const submit = (values: HandoverFormValues) => {
    const input = dispositionInputOf(kind, values);
    if (!schemaForm.check(dispositionInput, input)) onSubmit(input);
  };

  return (
    <ActionForm
      name={dt(`disposition.actions.${kind}`)}
      onSubmit={schemaForm.form.onSubmit(submit)}
      submitLabel={t('disposition.record')}
      busy={busy}
      onCancel={onCancel}
    >
      <HandoverInputs
        field={field}
        withRecipient={returned}
        byLabel={returned ? 'disposition.fields.handedOverBy' : 'disposition.fields.by'}
      />
    </ActionForm>
  );
}

/** An admin's reason for reverting a disposition (required). */
export function RevertForm({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const schemaForm = useSchemaForm({ reason: '' }, busy);
  const { field } = useFieldMessages(schemaForm);

  const submit = ({ reason }: { reason: string }) => {
    // The schema trims the reason; the trimmed one is stored.
    if (!schemaForm.check(revertInput, { reason })) onSubmit(reason.trim());
  };

  return (
    <ActionForm
      name={t('disposition.revert')}
      onSubmit={schemaForm.form.onSubmit(submit)}
      submitLabel={t('disposition.revert')}
      submitColor="orange"
      busy={busy}
      onCancel={onCancel}
    >
      <Textarea
        label={t('disposition.fields.reason')}
        {...field('reason')}
        maxLength={MAX_NOTE}
        required
        rows={2}
      />
    </ActionForm>
  );
}
