import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Staff-only users see this after registering, with Register another. */
export function RegisterSuccess({ onRegisterAnother }: { onRegisterAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="xl" maw={560} mx="auto" my="xl">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('foundForm.successTitle')}
        </Title>
        <Text>{t('foundForm.successMessage')}</Text>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={onRegisterAnother}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the usual next step is another registration: Enter starts it
          autoFocus
        >
          {t('foundForm.registerAnother')}
        </Button>
      </Stack>
    </Card>
  );
}
