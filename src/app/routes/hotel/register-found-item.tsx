import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FoundItemRegisterForm } from '@/features/found-items/components/found-item-register-form';
import { RegisterSuccess } from '@/features/found-items/components/register-success';
import { useAuth } from '@/lib/auth-context';
import { useCurrentHotel } from '@/lib/hotel-context';
import { isPrivileged, isStaffOnly } from '@/lib/roles';

/** Signed in: staff-only users get a success page with Register another, admins go to the dashboard. */
export function RegisterFoundItemRoute() {
  const { t } = useTranslation();
  const { hotelId } = useCurrentHotel();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [registered, setRegistered] = useState(0);
  const [showSuccess, setShowSuccess] = useState(false);
  if (!user) return null;
  if (!isPrivileged(user)) {
    return (
      <Alert color="yellow" role="alert" maw={860} mx="auto" my="md">
        {t('dashboard.needsAuthorization')}
      </Alert>
    );
  }
  if (showSuccess) {
    return (
      <RegisterSuccess
        onRegisterAnother={() => {
          setShowSuccess(false);
          setRegistered((count) => count + 1);
        }}
      />
    );
  }
  return (
    <FoundItemRegisterForm
      key={`${hotelId}-${registered}`}
      hotelId={hotelId}
      actor={{ uid: user.uid, email: user.email, displayName: user.displayName }}
      onRegistered={() =>
        isStaffOnly(user) ? setShowSuccess(true) : void navigate(paths.admin.getHref(hotelId))
      }
    />
  );
}
