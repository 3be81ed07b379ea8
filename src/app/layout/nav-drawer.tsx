import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The navigation of a phone-width screen, in a drawer opened by the header's menu button. */
export function NavDrawer({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      hiddenFrom="md"
      position="right"
      closeButtonProps={{ 'aria-label': t('a11y.close') }}
    >
      <Stack gap="xs" component="nav" aria-label={t('nav.label')}>
        {children}
      </Stack>
    </Drawer>
  );
}
