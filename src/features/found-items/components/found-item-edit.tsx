import { ActionIcon, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '@/components/forms/edit-dialog';
import { useEditFlow } from '@/components/forms/use-edit-flow';
import { ImagePicker } from '@/components/image-picker/image-picker';
import { withDialCode } from '@/components/pickers/dial-code';
import { displayedValues } from '@/components/forms/item-values';
import type { FoundItem } from '@/domain/entities';
import { MAX_IMAGES, photoSlotsLeft } from '@/domain/limits';
import { parsePhone } from '@/domain/phone';
import {
  FOUND_LOCATION_FIELDS,
  finderRightsFormValues,
  foundItemFormSchema,
  toFoundItemWrite,
  type FoundItemFormValues,
} from '@/domain/schemas/found-item';
import type { Actor } from '@/domain/documents';
import { currentLanguage } from '@/i18n/i18n';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { PhotoUploadError } from '@/firebase/photo-upload-error';
import { saveFoundItemEdit } from '../api/found-item-actions';
import { useRecentStorageLocations } from '../api/storage-locations';
import { FoundItemFields } from './found-item-fields';

function foundFormValuesOf(
  item: FoundItem,
  translate: (key: string) => string,
): FoundItemFormValues {
  const phone = parsePhone(item.phone);
  return displayedValues(
    {
      itemType: item.itemType,
      itemName: item.itemName,
      dateFound: item.dateFound,
      timeFound: item.timeFound,
      roomNumber: item.roomNumber,
      hotelComplex: item.hotelComplex,
      otherLocation: item.otherLocation,
      storageLocation: item.storageLocation,
      description: item.description,
      cashValue: item.cashValue,
      comments: item.comments,
      finderName: item.finderName,
      foundByNonHotelStaff: item.foundByNonHotelStaff,
      finderContact: item.finderContact,
      ...finderRightsFormValues(item.finderRights),
      firstName: item.firstName,
      surname: item.surname,
      dateLost: item.dateLost,
      phoneCode: phone.code,
      phoneNumber: phone.number,
      email: item.email,
      address: item.address,
      country: item.country,
      organisation: item.organisation,
      colour: item.colour,
      brand: item.brand,
    },
    translate,
  );
}

/** The fields, with the hotel's recent storage locations read only while the dialog is open. */
function EditFields({
  hotelId,
  ...fields
}: Omit<ComponentProps<typeof FoundItemFields>, 'storageSuggestions'> & { hotelId: string }) {
  const storageSuggestions = useRecentStorageLocations(hotelId);
  return <FoundItemFields {...fields} storageSuggestions={storageSuggestions} />;
}

/**
 * Staff and admins edit a found item: the registration form's fields and validation,
 * photos kept, removed or added; saved as one recorded 'edited' change. On failure every typed
 * field stays, and a retry re-sends only the photos that did not go up.
 */
export function FoundItemEdit({ item, actor }: { item: FoundItem; actor: Actor }) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const [kept, setKept] = useState<string[]>(item.imageUrls);
  const [files, setFiles] = useState<File[]>([]);
  const uploaded = useRef(new Map<File, string>());
  const { form, bind, busy, dialog } = useEditFlow({
    valuesOf: () => foundFormValuesOf(item, dt),
    schema: foundItemFormSchema,
    together: [FOUND_LOCATION_FIELDS],
    onOpen: () => {
      setKept(item.imageUrls);
      setFiles([]);
      uploaded.current = new Map();
    },
    write: (stored) => {
      const { hotelId: _hotelId, ...edit } = toFoundItemWrite(stored, item.hotelId);
      return saveFoundItemEdit(actor, item, edit, kept, files, uploaded.current);
    },
    failed: (failure) =>
      failure instanceof PhotoUploadError
        ? t('foundEdit.photosFailed', { count: failure.failed })
        : t('foundEdit.failed'),
  });
  // New photos: as many as the list has room for and the item has photo slots left.
  const room = Math.min(MAX_IMAGES - kept.length, photoSlotsLeft(item));

  return (
    <EditDialog
      buttonLabel={t('foundEdit.edit')}
      title={t('foundEdit.title')}
      saveLabel={t('foundEdit.save')}
      savingLabel={t('foundEdit.saving')}
      {...dialog}
    >
      <EditFields
        hotelId={item.hotelId}
        bind={bind}
        onDialCode={(code) =>
          form.setValues(withDialCode(form.getValues(), code, currentLanguage()))
        }
        finderName={form.getValues().finderName}
        firstPhoto={files[0]}
        photos={
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('foundEdit.photos')}
            </Text>
            {kept.length > 0 && (
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {kept.map((url, index) => (
                  <div key={url} style={{ position: 'relative' }}>
                    <Image
                      src={url}
                      alt={t('lostReport.photoAlt', { number: index + 1 })}
                      radius="sm"
                      h={100}
                      fit="cover"
                    />
                    <ActionIcon
                      color="red"
                      variant="filled"
                      size="sm"
                      style={{ position: 'absolute', top: 4, right: 4 }}
                      aria-label={t('foundEdit.removePhoto', { number: index + 1 })}
                      disabled={busy}
                      onClick={() => setKept((current) => current.filter((u) => u !== url))}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  </div>
                ))}
              </SimpleGrid>
            )}
            {/* Storage takes new photos only while the item is pending (storage.rules). */}
            {item.status !== 'pending' && (
              <Text size="xs" c="dimmed">
                {t('foundEdit.photosOnlyPending')}
              </Text>
            )}
            {/* Every upload uses one of the item's MAX_IMAGES photo slots for good. */}
            {item.status === 'pending' && kept.length < MAX_IMAGES && room === 0 && (
              <Text size="xs" c="dimmed">
                {t('foundEdit.noPhotoSlots', { max: MAX_IMAGES })}
              </Text>
            )}
            {item.status === 'pending' && room > 0 && (
              <ImagePicker
                label={t('foundEdit.addPhotos')}
                files={files}
                onChange={(next) => setFiles(next.slice(0, room))}
                disabled={busy}
              />
            )}
          </Stack>
        }
      />
    </EditDialog>
  );
}
