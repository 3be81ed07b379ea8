import { Button, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DashboardTab } from '@/domain/dashboard';
import type { OtherTabHits } from '../hooks/use-other-tab-hits';

/** "Also on other tabs: 3 matches in Lost": each a button that opens that tab, search kept. */
export function OtherTabHitsLine({
  hits,
  onOpen,
}: {
  hits: OtherTabHits[];
  onOpen: (tab: DashboardTab) => void;
}) {
  const { t } = useTranslation();
  if (hits.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label={t('dashboard.otherTabs')}>
      <Text size="sm">{t('dashboard.otherTabs')}</Text>
      {hits.map(({ tab, count, more }) => {
        const name = t(`dashboard.tabs.${tab}`);
        return (
          <Button
            key={tab}
            size="compact-sm"
            variant="light"
            rightSection={<IconArrowRight size={14} />}
            onClick={() => onOpen(tab)}
          >
            {more
              ? t('dashboard.otherTabHitsMore', { count, tab: name })
              : t('dashboard.otherTabHits', { count, tab: name })}
          </Button>
        );
      })}
    </Group>
  );
}
