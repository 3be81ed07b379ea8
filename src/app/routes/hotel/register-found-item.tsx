import { Alert, Card, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EXPORT_TYPES } from '@/domain/dashboard';
import { ExportButton } from '@/features/dashboard/components/export-button';
import { FoundItemRegisterForm } from '@/features/found-items/components/found-item-register-form';
import { RegisterSuccess } from '@/features/found-items/components/register-success';
import { SuggestedMatches } from '@/features/matches/components/suggested-matches';
import { actorOf } from '@/lib/actor';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { useAuth } from '@/lib/auth-context';
import { useCurrentHotel } from '@/lib/hotel-context';
import { isPrivileged, isStaffOnly } from '@/lib/roles';

/** The CSV exports (spec §6) for a staff-only user, below registration. */
function StaffExports({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  return (
    <Card withBorder padding="md" maw={860} mx="auto" my="md">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('dashboard.exportTitle')}
        </Title>
        <Group gap="sm">
          {EXPORT_TYPES.map((type) => (
            <ExportButton
              key={type}
              hotelId={hotelId}
              type={type}
              label={
                type === 'all'
                  ? t('dashboard.exportAll')
                  : t('dashboard.exportTab', { tab: dt(`dashboard.tabs.${type}`) })
              }
            />
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The suggested matches for a staff-only user, whose home this screen is: they see the queue and
 * open both items; admins accept or dismiss from the dashboard.
 */
function StaffQueue({ hotelId, user }: { hotelId: string; user: Parameters<typeof actorOf>[0] }) {
  return (
    <Stack maw={860} mx="auto" my="md">
      <SuggestedMatches hotelId={hotelId} actor={actorOf(user)} canDecide={false} />
    </Stack>
  );
}

/**
 * Signed in: staff-only users get a success page (the item's code, its label and page, Register
 * another), admins go to the dashboard.
 */
export function RegisterFoundItemRoute() {
  const { t } = useTranslation();
  const { hotelId } = useCurrentHotel();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [registered, setRegistered] = useState(0);
  // The item just registered, while its success card shows (staff-only users).
  const [registeredId, setRegisteredId] = useState<string | null>(null);
  if (!user) return null;
  if (!isPrivileged(user)) {
    return (
      <Alert color="yellow" role="alert" maw={860} mx="auto" my="md">
        {t('dashboard.needsAuthorization')}
      </Alert>
    );
  }
  if (registeredId) {
    return (
      <>
        <RegisterSuccess
          hotelId={hotelId}
          itemId={registeredId}
          onRegisterAnother={() => {
            setRegisteredId(null);
            setRegistered((count) => count + 1);
          }}
        />
        <StaffQueue hotelId={hotelId} user={user} />
        <StaffExports hotelId={hotelId} />
      </>
    );
  }
  return (
    <>
      <FoundItemRegisterForm
        key={`${hotelId}-${registered}`}
        hotelId={hotelId}
        actor={{ uid: user.uid, email: user.email, displayName: user.displayName }}
        onRegistered={(id) =>
          isStaffOnly(user) ? setRegisteredId(id) : void navigate(paths.admin.getHref(hotelId))
        }
      />
      {/* Spec §6: staff may export CSV; this is their only screen (admins export from the dashboard). */}
      {isStaffOnly(user) && <StaffQueue hotelId={hotelId} user={user} />}
      {isStaffOnly(user) && <StaffExports hotelId={hotelId} />}
    </>
  );
}
