import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LiveReportReference } from './report-reference';

/** What a guest sees after reporting: a button to open their report again. */
export function ReportSuccess({ hotelId, itemId }: { hotelId: string; itemId: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="xl" maw={560} mx="auto" my="xl">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('lostReport.successTitle')}
        </Title>
        <Text>{t('lostReport.successMessage')}</Text>
        <LiveReportReference itemId={itemId} />
        <Button component={Link} to={paths.lostItem.getHref(hotelId, itemId)}>
          {t('lostReport.viewReport')}
        </Button>
      </Stack>
    </Card>
  );
}
