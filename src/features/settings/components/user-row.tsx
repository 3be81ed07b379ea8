import { ActionIcon, Button, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormAction } from '@/components/forms/use-form-action';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import type { HotelUser } from '@/domain/callables';
import { otherDisplayNameSchema } from '@/domain/schemas/users';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { serverMessage, settingsApi } from '../api/settings-api';

interface UserRowProps {
  user: HotelUser;
  hotelId: string;
  /** The signed-in admin's own row: its admin flag cannot be taken away here. */
  isSelf: boolean;
  /** Whether this row's name is being edited (one row at a time). */
  renaming: boolean;
  onRename: (renaming: boolean) => void;
  /** What a save changed, for the list to show without reading it again. */
  onSaved: (change: Partial<HotelUser>) => void;
}

/**
 * One user of the hotel (spec §2 user administration): admin and staff flags with their own Save
 * (local edits kept until saved), and renaming a non-admin user.
 */
export function UserRow({ user, hotelId, isSelf, renaming, onRename, onSaved }: UserRowProps) {
  const { t } = useTranslation();
  const [edit, setEdit] = useState<{ admin: boolean; staff: boolean } | null>(null);
  const flags = edit ?? { admin: user.claims.admin, staff: user.claims.staff };
  const changed = flags.admin !== user.claims.admin || flags.staff !== user.claims.staff;
  const save = useFormAction();

  async function saveFlags() {
    const saved = await save.run(
      async () => {
        await settingsApi.setClaims(user.id, hotelId, flags.admin, flags.staff);
      },
      (error) => {
        const message = serverMessage(error);
        return message ? `${t('settings.claimsFailed')} ${message}` : t('settings.claimsFailed');
      },
    );
    if (saved) {
      onSaved({ claims: { ...user.claims, ...flags } });
      setEdit(null);
    }
  }

  return (
    <Table.Tr data-testid={`user-row-${user.email}`}>
      <Table.Td>{user.email}</Table.Td>
      <Table.Td>
        {renaming ? (
          <RenameField
            user={user}
            hotelId={hotelId}
            onClose={() => onRename(false)}
            onRenamed={(displayName) => {
              onSaved({ displayName });
              onRename(false);
            }}
          />
        ) : (
          <Group gap={4} wrap="nowrap">
            <Text size="sm">{user.displayName || t('errors.notAvailable')}</Text>
            {!user.claims.admin && (
              <ActionIcon
                variant="subtle"
                size="sm"
                onClick={() => onRename(true)}
                aria-label={t('settings.rename', { email: user.email })}
              >
                <IconPencil size={14} />
              </ActionIcon>
            )}
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        <Checkbox
          checked={flags.admin}
          disabled={isSelf || save.busy}
          aria-label={t('settings.adminFor', { email: user.email })}
          onChange={(event) => setEdit({ ...flags, admin: event.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <Checkbox
          checked={flags.staff}
          disabled={save.busy}
          aria-label={t('settings.staffFor', { email: user.email })}
          onChange={(event) => setEdit({ ...flags, staff: event.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Button
            size="xs"
            onClick={() => void saveFlags()}
            disabled={save.busy || !changed}
            aria-label={t('settings.saveFor', { email: user.email })}
          >
            {save.busy ? t('settings.saving') : t('settings.save')}
          </Button>
          {save.feedback?.kind === 'error' && (
            <Text size="xs" c="red" role="alert">
              {save.feedback.text}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        {!isSelf && <AccountSwitch user={user} hotelId={hotelId} onSaved={onSaved} />}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Disables an account (it can no longer sign in, and every session it has ends at once) or
 * enables it again. Never one's own.
 */
function AccountSwitch({
  user,
  hotelId,
  onSaved,
}: Pick<UserRowProps, 'user' | 'hotelId' | 'onSaved'>) {
  const { t } = useTranslation();
  const action = useFormAction();

  async function toggle() {
    const disabled = !user.disabled;
    const done = await action.run(
      async () => {
        await settingsApi.setDisabled(user.id, hotelId, disabled);
      },
      (error) => {
        const message = serverMessage(error);
        return message ? `${t('settings.accountFailed')} ${message}` : t('settings.accountFailed');
      },
    );
    if (done) onSaved({ disabled });
  }

  return (
    <Stack gap={2}>
      {user.disabled && (
        <Text size="xs" fw={600}>
          {t('settings.accountDisabled')}
        </Text>
      )}
      <Button
        size="xs"
        variant={user.disabled ? 'default' : 'light'}
        color={user.disabled ? undefined : 'red'}
        onClick={() => void toggle()}
        disabled={action.busy}
        aria-label={t(user.disabled ? 'settings.enableFor' : 'settings.disableFor', {
          email: user.email,
        })}
      >
        {user.disabled ? t('settings.enable') : t('settings.disable')}
      </Button>
      {action.feedback?.kind === 'error' && (
        <Text size="xs" c="red" role="alert">
          {action.feedback.text}
        </Text>
      )}
    </Stack>
  );
}

/** An admin renames another user (spec §5: the name may not be empty). */
function RenameField({
  user,
  hotelId,
  onClose,
  onRenamed,
}: {
  user: HotelUser;
  hotelId: string;
  onClose: () => void;
  onRenamed: (displayName: string) => void;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const action = useFormAction();
  const { form, bind, check } = useSchemaForm({ newDisplayName: user.displayName }, action.busy);

  async function save() {
    const newDisplayName = form.getValues().newDisplayName.trim();
    const key = check(otherDisplayNameSchema, { targetUserId: user.id, newDisplayName, hotelId });
    if (key) return action.fail(dt(`errors.${key}`));
    const renamed = await action.run(
      async () => {
        await settingsApi.renameOther(user.id, newDisplayName, hotelId);
      },
      (error) => t('settings.displayNameFailed', { detail: serverMessage(error) }),
    );
    if (renamed) onRenamed(newDisplayName);
  }

  return (
    <Group gap={4} wrap="nowrap">
      <TextInput
        size="xs"
        aria-label={t('settings.displayName')}
        {...bind('newDisplayName')}
        error={action.feedback?.kind === 'error' ? action.feedback.text : undefined}
      />
      <ActionIcon
        onClick={() => void save()}
        disabled={action.busy}
        aria-label={t('settings.save')}
      >
        <IconCheck size={14} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        onClick={onClose}
        disabled={action.busy}
        aria-label={t('common.cancel')}
      >
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}
