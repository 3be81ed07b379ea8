import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableHead } from '@/components/table-head';
import { useLoad } from '@/hooks/use-load';
import type { HotelUser } from '@/domain/callables';
import { serverMessage, settingsApi } from '../api/settings-api';
import { CreateUserCard } from './create-user-card';

interface Flags {
  admin: boolean;
  staff: boolean;
}

/**
 * User administration (admins of the hotel): per-row admin and staff flags with their own Save,
 * local edits kept beside the saved claims; renaming non-admin users; creating users.
 */
export function UsersAdminCard({ hotelId, selfUid }: { hotelId: string; selfUid: string }) {
  const { t } = useTranslation();
  const listed = useLoad(hotelId, () => settingsApi.listUsers(hotelId));
  // What this card saved since the list was read, laid over it (no second read per save).
  const [saved, setSaved] = useState<Record<string, Partial<HotelUser>>>({});
  const users = listed.data?.users.map((user) => ({ ...user, ...saved[user.id] })) ?? null;
  const loadError =
    listed.status !== 'error'
      ? null
      : (listed.error as { code?: string }).code === 'functions/permission-denied'
        ? t('settings.noPermission')
        : t('settings.adminDataFailed');
  const remember = (id: string, change: Partial<HotelUser>) =>
    setSaved((current) => ({ ...current, [id]: { ...current[id], ...change } }));
  const [edits, setEdits] = useState<Record<string, Flags>>({});
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [renaming, setRenaming] = useState<{ id: string; name: string; error?: string } | null>(
    null,
  );

  const flagsOf = (user: HotelUser): Flags =>
    edits[user.id] ?? { admin: user.claims.admin, staff: user.claims.staff };
  const changed = (user: HotelUser) => {
    const flags = flagsOf(user);
    return flags.admin !== user.claims.admin || flags.staff !== user.claims.staff;
  };

  async function saveRow(user: HotelUser) {
    const flags = flagsOf(user);
    setSaving((current) => ({ ...current, [user.id]: true }));
    setRowErrors(({ [user.id]: _, ...rest }) => rest);
    try {
      await settingsApi.setClaims(user.id, hotelId, flags.admin, flags.staff);
      remember(user.id, { claims: { ...user.claims, ...flags } });
      setEdits(({ [user.id]: _, ...rest }) => rest);
    } catch (error) {
      const message = serverMessage(error);
      setRowErrors((current) => ({
        ...current,
        [user.id]: message
          ? `${t('settings.claimsFailed')} ${message}`
          : t('settings.claimsFailed'),
      }));
    } finally {
      setSaving((current) => ({ ...current, [user.id]: false }));
    }
  }

  async function saveName() {
    if (!renaming) return;
    if (!renaming.name.trim()) {
      setRenaming({ ...renaming, error: t('errors.displayNameEmpty') });
      return;
    }
    try {
      await settingsApi.renameOther(renaming.id, renaming.name.trim(), hotelId);
      remember(renaming.id, { displayName: renaming.name.trim() });
      setRenaming(null);
    } catch (error) {
      setRenaming({
        ...renaming,
        error: t('settings.displayNameFailed', { detail: serverMessage(error) }),
      });
    }
  }

  return (
    <>
      <Card withBorder padding="lg">
        <Stack>
          <Title order={2} size="h4">
            {t('settings.users')}
          </Title>
          {loadError && <Alert color="red">{loadError}</Alert>}
          {!loadError && users === null && <Text size="sm">{t('common.loading')}</Text>}
          {users && (
            <ScrollArea>
              <Table miw={640}>
                <TableHead
                  columns={[
                    t('login.email'),
                    t('settings.displayName'),
                    t('settings.admin'),
                    t('settings.staff'),
                    '',
                  ]}
                />
                <Table.Tbody>
                  {users.map((user) => {
                    const flags = flagsOf(user);
                    const isSelf = user.id === selfUid;
                    return (
                      <Table.Tr key={user.id} data-testid={`user-row-${user.email}`}>
                        <Table.Td>{user.email}</Table.Td>
                        <Table.Td>
                          {renaming?.id === user.id ? (
                            <Group gap={4} wrap="nowrap">
                              <TextInput
                                size="xs"
                                value={renaming.name}
                                onChange={(event) =>
                                  setRenaming({ ...renaming, name: event.currentTarget.value })
                                }
                                error={renaming.error}
                                aria-label={t('settings.displayName')}
                              />
                              <ActionIcon
                                onClick={() => void saveName()}
                                aria-label={t('settings.save')}
                              >
                                <IconCheck size={14} />
                              </ActionIcon>
                              <ActionIcon
                                variant="subtle"
                                onClick={() => setRenaming(null)}
                                aria-label={t('common.cancel')}
                              >
                                <IconX size={14} />
                              </ActionIcon>
                            </Group>
                          ) : (
                            <Group gap={4} wrap="nowrap">
                              <Text size="sm">{user.displayName || t('errors.notAvailable')}</Text>
                              {!user.claims.admin && (
                                <ActionIcon
                                  variant="subtle"
                                  size="sm"
                                  onClick={() =>
                                    setRenaming({ id: user.id, name: user.displayName })
                                  }
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
                            disabled={isSelf || saving[user.id]}
                            aria-label={t('settings.adminFor', { email: user.email })}
                            onChange={(event) => {
                              const admin = event.currentTarget.checked;
                              setEdits((current) => ({
                                ...current,
                                [user.id]: { ...flags, admin },
                              }));
                            }}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Checkbox
                            checked={flags.staff}
                            disabled={saving[user.id]}
                            aria-label={t('settings.staffFor', { email: user.email })}
                            onChange={(event) => {
                              const staff = event.currentTarget.checked;
                              setEdits((current) => ({
                                ...current,
                                [user.id]: { ...flags, staff },
                              }));
                            }}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Stack gap={2}>
                            <Button
                              size="xs"
                              onClick={() => void saveRow(user)}
                              disabled={saving[user.id] || !changed(user)}
                              aria-label={t('settings.saveFor', { email: user.email })}
                            >
                              {saving[user.id] ? t('settings.saving') : t('settings.save')}
                            </Button>
                            {rowErrors[user.id] && (
                              <Text size="xs" c="red" role="alert">
                                {rowErrors[user.id]}
                              </Text>
                            )}
                          </Stack>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
        </Stack>
      </Card>
      <CreateUserCard
        hotelId={hotelId}
        onCreated={() => {
          setSaved({});
          listed.reload();
        }}
      />
    </>
  );
}
