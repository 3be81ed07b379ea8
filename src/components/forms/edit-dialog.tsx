import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An item's Edit button and its dialog: the fields, the error of the last save, and
 * Cancel / Save, both off while saving.
 */
export function EditDialog({
  buttonLabel,
  title,
  opened,
  onOpen,
  onClose,
  error,
  saving,
  saveLabel,
  savingLabel,
  onSave,
  children,
}: {
  buttonLabel: string;
  title: string;
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
  error: string | null;
  saving: boolean;
  saveLabel: string;
  savingLabel: string;
  onSave: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="light" leftSection={<IconPencil size={16} />} onClick={onOpen}>
        {buttonLabel}
      </Button>
      <Modal
        opened={opened}
        onClose={onClose}
        title={title}
        size="xl"
        closeButtonProps={{ 'aria-label': t('a11y.close') }}
      >
        <Stack>
          {children}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button onClick={onSave} disabled={saving}>
              {saving ? savingLabel : saveLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
