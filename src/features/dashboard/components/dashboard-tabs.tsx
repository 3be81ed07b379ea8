import { Badge, Tabs } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_TABS, type DashboardTab } from '@/domain/dashboard';

/** The five list tabs with their counts (spec §2), and the Due view beside them. */
export const DashboardTabs = memo(function DashboardTabs({
  value,
  counts,
  dueCount,
  onChange,
}: {
  value: DashboardTab | 'due';
  /** null while a count is being read. */
  counts: Record<DashboardTab, number | null>;
  dueCount: number | null;
  onChange: (value: DashboardTab | 'due') => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(next) => onChange((next as DashboardTab | 'due' | null) ?? 'found')}
      keepMounted={false}
    >
      <Tabs.List>
        {DASHBOARD_TABS.map((name) => (
          <Tabs.Tab
            key={name}
            value={name}
            rightSection={
              <Badge size="sm" variant="light" circle={false}>
                {counts[name] ?? '…'}
              </Badge>
            }
          >
            {t(`dashboard.tabs.${name}`)}
          </Tabs.Tab>
        ))}
        <Tabs.Tab
          value="due"
          rightSection={
            <Badge size="sm" variant="light" color={dueCount ? 'red' : undefined}>
              {dueCount ?? '…'}
            </Badge>
          }
        >
          {t('retention.dueTab')}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
});
