import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '@/components/forms/edit-dialog';
import { useFormAction } from '@/components/forms/use-form-action';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { withDialCode } from '@/components/pickers/dial-code';
import { displayedValues, storedValues } from '@/components/forms/item-values';
import type { LostItem } from '@/domain/entities';
import { parsePhone } from '@/domain/phone';
import {
  lostItemFormSchema,
  toLostItemWrite,
  type LostItemFormValues,
} from '@/domain/schemas/lost-item';
import type { Actor } from '@/domain/documents';
import { currentLanguage } from '@/i18n/i18n';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { lostItemActions } from '../api/lost-item-actions';
import { LostItemFields } from './lost-item-fields';

function formValuesOf(item: LostItem, translate: (key: string) => string): LostItemFormValues {
  const phone = parsePhone(item.phone);
  return displayedValues(
    {
      itemType: item.itemType,
      itemName: item.itemName,
      dateLost: item.dateLost,
      locationLost: item.locationLost,
      description: item.description,
      firstName: item.firstName,
      surname: item.surname,
      email: item.email,
      phoneCode: phone.code,
      phoneNumber: phone.number,
      country: item.country,
      stayDateFrom: item.stayDateFrom,
      stayDateUntil: item.stayDateUntil,
      colour: item.colour,
      brand: item.brand,
    },
    translate,
  );
}

/** Staff edit a lost item with the same validation as the report form. */
export function LostItemEdit({ item, actor }: { item: LostItem; actor: Actor }) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const [opened, setOpened] = useState(false);
  const action = useFormAction();
  const { form, bind, check } = useSchemaForm(formValuesOf(item, dt), action.busy);

  const open = () => {
    form.setValues(formValuesOf(item, dt));
    form.clearErrors();
    action.clear();
    setOpened(true);
  };

  async function save() {
    const values = form.getValues();
    const stored = storedValues(values, dt);
    const key = check(lostItemFormSchema, stored);
    if (key) return action.fail(dt(`errors.${key}`));
    const {
      hotelId: _hotelId,
      language: _language,
      ...edit
    } = toLostItemWrite(stored, item.hotelId, item.language);
    const saved = await action.run(
      () => lostItemActions.update(actor, item.id, edit),
      () => t('matches.errorUpdating'),
    );
    if (saved) setOpened(false);
  }

  return (
    <EditDialog
      buttonLabel={t('lostReport.edit')}
      title={t('lostReport.editTitle')}
      opened={opened}
      onOpen={open}
      onClose={() => setOpened(false)}
      error={action.feedback?.text ?? null}
      saving={action.busy}
      saveLabel={t('settings.save')}
      savingLabel={t('settings.saving')}
      onSave={() => void save()}
    >
      <LostItemFields
        audience="staff"
        bind={bind}
        onDialCode={(code) =>
          form.setValues(withDialCode(form.getValues(), code, currentLanguage()))
        }
      />
    </EditDialog>
  );
}
