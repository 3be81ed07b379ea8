import { Anchor, AppShell, Button, Container, Group, Loader, Center } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { LanguageSwitcher } from './language-switcher';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" aria-label={t('common.loading')} />
    </Center>
  );
}

/** The frame every page shares: header with brand, navigation and language switcher. */
export function AppLayout() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor
              component={Link}
              to={paths.home.getHref()}
              fw={700}
              c="inherit"
              underline="never"
            >
              {t('common.appName')}
            </Anchor>
            <Group gap="sm" wrap="nowrap">
              {!loading && !user && (
                <Button
                  component={Link}
                  to={paths.login.getHref()}
                  variant="subtle"
                  size="xs"
                  leftSection={<IconLogin size={16} />}
                >
                  {t('nav.staffLogin')}
                </Button>
              )}
              <LanguageSwitcher />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
