import { useTranslation } from 'react-i18next';
import { EditDialog } from '@/components/forms/edit-dialog';
import { useEditFlow } from '@/components/forms/use-edit-flow';
import { withDialCode } from '@/components/pickers/dial-code';
import { displayedValues } from '@/components/forms/item-values';
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
  const { form, bind, dialog } = useEditFlow({
    valuesOf: () => formValuesOf(item, dt),
    schema: lostItemFormSchema,
    write: (stored) => {
      const {
        hotelId: _hotelId,
        language: _language,
        ...edit
      } = toLostItemWrite(stored, item.hotelId, item.language);
      return lostItemActions.update(actor, item.id, edit);
    },
    failed: () => t('matches.errorUpdating'),
  });

  return (
    <EditDialog
      buttonLabel={t('lostReport.edit')}
      title={t('lostReport.editTitle')}
      saveLabel={t('settings.save')}
      savingLabel={t('settings.saving')}
      {...dialog}
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
