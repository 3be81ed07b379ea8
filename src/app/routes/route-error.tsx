import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundRoute } from './not-found';

/** Shown when a route fails to load (for example a lazy chunk after a deploy) or throws. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
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
