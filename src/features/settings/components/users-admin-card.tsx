import { Alert, Card, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableHead } from '@/components/table-head';
import { useLoad } from '@/hooks/use-load';
import type { HotelUser } from '@/domain/callables';
import { settingsApi } from '../api/settings-api';
import { CreateUserCard } from './create-user-card';
import { PendingInvitations } from './pending-invitations';
import { UserRow } from './user-row';

/**
 * User administration (admins of the hotel): the hotel's users, each row with its own flags and
 * Save (UserRow), the invitations not yet accepted; creating (inviting) users below.
 */
export function UsersAdminCard({ hotelId, selfUid }: { hotelId: string; selfUid: string }) {
  const { t } = useTranslation();
  const listed = useLoad(hotelId, () => settingsApi.listUsers(hotelId));
  // What this card saved since the list was read, laid over it (no second read per save).
  const [saved, setSaved] = useState<Record<string, Partial<HotelUser>>>({});
  const users = listed.data?.users.map((user) => ({ ...user, ...saved[user.id] })) ?? null;
  // Invitations withdrawn since the list was read.
  const [withdrawn, setWithdrawn] = useState<readonly string[]>([]);
  const invitations = (listed.data?.invitations ?? []).filter(({ id }) => !withdrawn.includes(id));
  const loadError =
    listed.status !== 'error'
      ? null
      : (listed.error as { code?: string }).code === 'functions/permission-denied'
        ? t('settings.noPermission')
        : t('settings.adminDataFailed');
  const remember = (id: string, change: Partial<HotelUser>) =>
    setSaved((current) => ({ ...current, [id]: { ...current[id], ...change } }));
  const [renamingId, setRenamingId] = useState<string | null>(null);

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
                    t('settings.account'),
                  ]}
                />
                <Table.Tbody>
                  {users.map((user) => (
                    <UserRow
                      key={user.id}
                      user={user}
                      hotelId={hotelId}
                      isSelf={user.id === selfUid}
                      renaming={renamingId === user.id}
                      onRename={(renaming) => setRenamingId(renaming ? user.id : null)}
                      onSaved={(change) => remember(user.id, change)}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
          <PendingInvitations
            hotelId={hotelId}
            invitations={invitations}
            onWithdrawn={(id) => setWithdrawn((current) => [...current, id])}
          />
        </Stack>
      </Card>
      <CreateUserCard
        hotelId={hotelId}
        onCreated={() => {
          setSaved({});
          setWithdrawn([]);
          listed.reload();
        }}
      />
    </>
  );
}
