import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HandoverFields, type HandoverValues } from '@/components/handover-fields';
import {
  dispositionInput,
  MAX_NOTE,
  revertInput,
  type ClientDispositionKind,
  type DispositionInput,
} from '@/domain/disposition';
import { fieldErrorKeys } from '@/domain/schemas/validation';
import { useDynamicT } from '@/i18n/use-dynamic-t';

/** The signer, the recipient and ID check (returns only) and a note; validated by the domain. */
export function DispositionForm({
  kind,
  defaultName,
  busy,
  onSubmit,
  onCancel,
  submitLabel,
}: {
  kind: ClientDispositionKind;
  defaultName: string;
  busy: boolean;
  onSubmit: (input: DispositionInput) => void;
  onCancel: () => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const [values, setValues] = useState<HandoverValues>({
    byName: defaultName,
    recipientName: '',
    idChecked: false,
    note: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const returned = kind === 'returned';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { byName, recipientName, idChecked, note } = values;
    const input: DispositionInput = returned
      ? { kind, byName, recipientName, idChecked, note }
      : { kind, byName, note };
    const parsed = dispositionInput.safeParse(input);
    setErrors(fieldErrorKeys(parsed));
    if (parsed.success) onSubmit(input);
  };

  return (
    <form onSubmit={submit} aria-label={dt(`disposition.actions.${kind}`)} noValidate>
      <Stack gap="sm">
        <HandoverFields
          values={values}
          onChange={setValues}
          errors={errors}
          withRecipient={returned}
          byLabel={returned ? 'disposition.fields.handedOverBy' : 'disposition.fields.by'}
        />
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel ?? t('disposition.record')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
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
  const dt = useDynamicT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = revertInput.safeParse({ reason });
    if (!parsed.success) {
      setError(dt(parsed.error.issues[0]?.message ?? 'disposition.errors.reason'));
      return;
    }
    setError(null);
    onSubmit(parsed.data.reason);
  };
  return (
    <form onSubmit={submit} aria-label={t('disposition.revert')} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('disposition.fields.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          maxLength={MAX_NOTE}
          required
          rows={2}
        />
        <Group>
          <Button type="submit" color="orange" loading={busy}>
            {t('disposition.revert')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
