import { Alert, Card, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableHead } from '@/components/table-head';
import type { HotelUser, HotelUsersResponse } from '@/domain/callables';
import { queryKeys } from '@/lib/query-keys';
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
  const queryClient = useQueryClient();
  const key = queryKeys.users.of(hotelId);
  const listed = useQuery({ queryKey: key, queryFn: () => settingsApi.listUsers(hotelId) });
  const users = listed.data?.users ?? null;
  const invitations = listed.data?.invitations ?? [];
  const loadError =
    listed.status !== 'error'
      ? null
      : (listed.error as { code?: string }).code === 'functions/permission-denied'
        ? t('settings.noPermission')
        : t('settings.adminDataFailed');
  // What this card saved is laid over the list read (no second read per save).
  const edit = (change: (list: HotelUsersResponse) => HotelUsersResponse) =>
    queryClient.setQueryData<HotelUsersResponse>(key, (list) => list && change(list));
  const remember = (id: string, change: Partial<HotelUser>) =>
    edit((list) => ({
      ...list,
      users: list.users.map((user) => (user.id === id ? { ...user, ...change } : user)),
    }));
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
            onWithdrawn={(id) =>
              edit((list) => ({
                ...list,
                invitations: list.invitations.filter((invitation) => invitation.id !== id),
              }))
            }
          />
        </Stack>
      </Card>
      <CreateUserCard
        hotelId={hotelId}
        onCreated={() => void queryClient.invalidateQueries({ queryKey: key })}
      />
    </>
  );
}
