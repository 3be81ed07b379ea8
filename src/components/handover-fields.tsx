import { Checkbox, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_NOTE } from '@/domain/disposition';
import { useDynamicT } from '@/i18n/use-dynamic-t';

export interface HandoverValues {
  byName: string;
  recipientName: string;
  idChecked: boolean;
  note: string;
}

/**
 * Issue 17: who handed an item over (or disposed of it), to whom and whether their ID was checked
 * (returns and pickups only), and a note. Shared by the disposition form, the police handover and
 * the pickup of a match. `errors` holds message keys (validation.ts fieldErrorKeys).
 */
export function HandoverFields({
  values,
  onChange,
  errors,
  withRecipient,
  byLabel = 'disposition.fields.handedOverBy',
}: {
  values: HandoverValues;
  onChange: (values: HandoverValues) => void;
  errors: Record<string, string>;
  withRecipient: boolean;
  byLabel?: 'disposition.fields.handedOverBy' | 'disposition.fields.by';
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const set = (patch: Partial<HandoverValues>) => onChange({ ...values, ...patch });
  const error = (field: keyof HandoverValues) => (errors[field] ? dt(errors[field]) : undefined);
  return (
    <>
      <TextInput
        label={t(byLabel)}
        value={values.byName}
        onChange={(event) => set({ byName: event.currentTarget.value })}
        error={error('byName')}
        maxLength={500}
        required
      />
      {withRecipient && (
        <>
          <TextInput
            label={t('disposition.fields.recipientName')}
            value={values.recipientName}
            onChange={(event) => set({ recipientName: event.currentTarget.value })}
            error={error('recipientName')}
            maxLength={500}
            required
          />
          <Checkbox
            label={t('disposition.fields.idCheckedLabel')}
            checked={values.idChecked}
            onChange={(event) => set({ idChecked: event.currentTarget.checked })}
          />
        </>
      )}
      <Textarea
        label={t('disposition.fields.note')}
        value={values.note}
        onChange={(event) => set({ note: event.currentTarget.value })}
        error={error('note')}
        maxLength={MAX_NOTE}
        rows={2}
      />
    </>
  );
}
