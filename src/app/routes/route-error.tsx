import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a route fails to load (for example a lazy chunk after a deploy) or throws. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Stack p="xl" maw={640} mx="auto">
      <Alert color="red" title={t('common.unexpectedErrorTitle')}>
        {detail}
      </Alert>
      <Button onClick={() => window.location.reload()} variant="light">
        {t('common.reload')}
      </Button>
    </Stack>
  );
}
