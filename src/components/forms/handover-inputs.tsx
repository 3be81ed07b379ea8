import { Checkbox, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_NOTE } from '@/domain/disposition';
import {
  idCheckedValue,
  isIdChecked,
  type HandoverFormValues,
} from '@/domain/schemas/handover-form';
import type { MessagedInput } from './use-field-messages';

/**
 * Who handed an item over (or disposed of it), to whom and whether their ID was checked
 * (returns and pickups only), and a note; each with its own message (useFieldMessages).
 */
export function HandoverInputs({
  field,
  withRecipient,
  byLabel = 'disposition.fields.handedOverBy',
}: {
  field: (name: keyof HandoverFormValues) => MessagedInput;
  withRecipient: boolean;
  byLabel?: 'disposition.fields.handedOverBy' | 'disposition.fields.by';
}) {
  const { t } = useTranslation();
  const idChecked = field('idChecked');
  return (
    <>
      <TextInput label={t(byLabel)} {...field('byName')} maxLength={500} required />
      {withRecipient && (
        <>
          <TextInput
            label={t('disposition.fields.recipientName')}
            {...field('recipientName')}
            maxLength={500}
            required
          />
          <Checkbox
            label={t('disposition.fields.idCheckedLabel')}
            checked={isIdChecked(idChecked.value)}
            onChange={(event) => idChecked.onChange(idCheckedValue(event.currentTarget.checked))}
            disabled={idChecked.disabled}
          />
        </>
      )}
      <Textarea
        label={t('disposition.fields.note')}
        {...field('note')}
        maxLength={MAX_NOTE}
        rows={2}
      />
    </>
  );
}
