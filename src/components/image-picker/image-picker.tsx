import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera, IconPhoto, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGES } from '@/domain/limits';
import { sortPicked } from './sort-picked';

export interface ImagePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  /** Upload progress 0..1 while uploading; null otherwise. */
  progress?: number | null;
  label: string;
}

/**
 * Several photos, images only, with previews and remove buttons. Where the main pointer is a
 * finger (phones, tablets) it offers "Take photo", which opens the back camera directly
 * (capture="environment"), beside choosing photos from the library; elsewhere a drop zone, which
 * opens the file dialog on Enter or Space, so it works without a mouse. The photos are
 * re-encoded when they are sent (resizeImage), not here.
 */
export function ImagePicker({
  files,
  onChange,
  disabled,
  progress = null,
  label,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const [rejected, setRejected] = useState<string | null>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = (accepted: File[]) => {
    setRejected(null);
    const next = [...files, ...accepted].slice(0, MAX_IMAGES);
    if (files.length + accepted.length > MAX_IMAGES)
      setRejected(t('imagePicker.tooMany', { count: MAX_IMAGES }));
    onChange(next);
  };
  const refuse = (names: string[]) =>
    setRejected(t('imagePicker.rejected', { names: names.join(', ') }));
  const reject = (rejections: FileRejection[]) => refuse(rejections.map((r) => r.file.name));
  // A camera or library pick on a touch screen: the same checks as the drop zone's.
  const pick = (picked: File | File[] | null) => {
    const { accepted, rejected: refused } = sortPicked(
      picked === null ? [] : Array.isArray(picked) ? picked : [picked],
    );
    if (accepted.length > 0) add(accepted);
    if (refused.length > 0) refuse(refused.map((file) => file.name));
  };
  // Before the first effect (and in the prerendered page) this is false: the drop zone, which
  // works everywhere.
  const touch = useMediaQuery('(pointer: coarse)') ?? false;
  const full = files.length >= MAX_IMAGES;

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {touch ? (
        <Stack gap={4}>
          <Group gap="sm" grow>
            <FileButton onChange={pick} accept="image/*" capture="environment">
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconCamera size={18} aria-hidden />}
                  disabled={disabled || full}
                >
                  {t('imagePicker.takePhoto')}
                </Button>
              )}
            </FileButton>
            <FileButton onChange={pick} accept={IMAGE_TYPES.join(',')} multiple>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPhotoPlus size={18} aria-hidden />}
                  disabled={disabled || full}
                >
                  {t('imagePicker.choosePhotos')}
                </Button>
              )}
            </FileButton>
          </Group>
          <Text size="xs" c="dimmed">
            {t('imagePicker.limits', { max: MAX_IMAGES })}
          </Text>
        </Stack>
      ) : (
        <Dropzone
          onDrop={add}
          onReject={reject}
          accept={IMAGE_TYPES}
          maxSize={MAX_IMAGE_BYTES}
          multiple
          disabled={disabled}
          activateOnKeyboard
          aria-label={t('imagePicker.dropzoneLabel')}
          // The file input's own name (react-dropzone names it "file upload", in English).
          inputProps={{ 'aria-label': t('imagePicker.dropzoneLabel') }}
        >
          <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }}>
            <Dropzone.Idle>
              <IconPhotoPlus size={28} aria-hidden />
            </Dropzone.Idle>
            <Dropzone.Accept>
              <IconPhoto size={28} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={28} aria-hidden />
            </Dropzone.Reject>
            <div>
              <Text size="sm">{t('imagePicker.instructions')}</Text>
              <Text size="xs" c="dimmed">
                {t('imagePicker.limits', { max: MAX_IMAGES })}
              </Text>
            </div>
          </Group>
        </Dropzone>
      )}
      {rejected && (
        <Text size="sm" c="red" role="alert">
          {rejected}
        </Text>
      )}
      {files.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {files.map((file, index) => (
            <div key={`${file.name}-${index}`} style={{ position: 'relative' }}>
              <Image src={previews[index]} alt={file.name} h={88} fit="cover" radius="sm" />
              <ActionIcon
                size="sm"
                color="dark"
                variant="filled"
                radius="xl"
                style={{ position: 'absolute', top: 4, right: 4 }}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                disabled={disabled}
                aria-label={t('imagePicker.remove', { name: file.name })}
              >
                <IconX size={14} />
              </ActionIcon>
            </div>
          ))}
        </SimpleGrid>
      )}
      {progress !== null && (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('imagePicker.uploading', { percent: Math.round(progress * 100) })}
          </Text>
          <Progress value={progress * 100} aria-label={t('imagePicker.progressLabel')} animated />
        </Stack>
      )}
    </Stack>
  );
}
