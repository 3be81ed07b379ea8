import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SuccessCard } from '@/components/success-card';

/** Staff-only users see this after registering, with Register another. */
export function RegisterSuccess({ onRegisterAnother }: { onRegisterAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <SuccessCard title={t('foundForm.successTitle')} message={t('foundForm.successMessage')}>
      <Button
        leftSection={<IconPlus size={16} />}
        onClick={onRegisterAnother}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the usual next step is another registration: Enter starts it
        autoFocus
      >
        {t('foundForm.registerAnother')}
      </Button>
    </SuccessCard>
  );
}
