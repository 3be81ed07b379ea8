import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useWithoutHotelChrome } from '@/lib/chrome-context';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useWithoutHotelChrome();
  return (
    <Stack align="center" py="xl" gap="md">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed">{t('notFound.message')}</Text>
      <Button component={Link} to={paths.home.getHref()} variant="light">
        {t('notFound.backHome')}
      </Button>
    </Stack>
  );
}
