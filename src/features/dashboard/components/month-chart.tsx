import { Group, Stack, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MonthCounts } from '../api/use-figures';

/**
 * Found and returned per month as paired bars: plain SVG, no chart library. `months` null: the
 * counts are loading, and the chart's frame (heading, legend, an empty drawing of the same size)
 * holds its place, so the search and tabs below do not move when the bars arrive; a tab pressed
 * at that moment would otherwise lose its click.
 */
export function MonthChart({ months }: { months: MonthCounts[] | null }) {
  const { t, i18n } = useTranslation();
  const theme = useMantineTheme();
  const width = 720;
  const height = 160;
  const bottom = 20;
  const shown = months ?? [];
  const max = Math.max(1, ...shown.map((month) => Math.max(month.found, month.returned)));
  const slot = width / Math.max(1, shown.length);
  const bar = (slot - 8) / 2;
  const scale = (value: number) => ((height - bottom - 14) * value) / max;
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'short' });
  const summary = shown.map((month) =>
    t('figures.pairLabel', { period: month.key, found: month.found, returned: month.returned }),
  );
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('figures.last12')}
        </Text>
        <Group gap="md">
          <Legend color={theme.colors.blue[6]} label={t('figures.found')} />
          <Legend color={theme.colors.green[6]} label={t('figures.returned')} />
        </Group>
      </Group>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        {...(months
          ? {
              role: 'img',
              'aria-label': t('figures.chartSummary', {
                label: t('figures.chartLabel'),
                months: summary.join(t('figures.listSeparator')),
              }),
            }
          : { 'aria-hidden': true })}
      >
        {shown.map((month, index) => {
          const x = index * slot + 4;
          const [year, number] = month.key.split('-').map(Number);
          const bars = [
            { value: month.found, color: theme.colors.blue[6], dx: 0 },
            { value: month.returned, color: theme.colors.green[6], dx: bar },
          ];
          return (
            <g key={month.key}>
              {bars.map(({ value, color, dx }) => (
                <g key={dx}>
                  <rect
                    x={x + dx}
                    y={height - bottom - scale(value)}
                    width={bar - 1}
                    height={scale(value)}
                    fill={color}
                  />
                  {value > 0 && (
                    <text
                      x={x + dx + bar / 2}
                      y={height - bottom - scale(value) - 2}
                      fontSize={9}
                      textAnchor="middle"
                    >
                      {value}
                    </text>
                  )}
                </g>
              ))}
              <text x={x + bar} y={height - 6} fontSize={10} textAnchor="middle">
                {monthName.format(new Date(year, number - 1, 1))}
              </text>
            </g>
          );
        })}
      </svg>
    </Stack>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={4}>
      <svg width={10} height={10} aria-hidden>
        <rect width={10} height={10} fill={color} />
      </svg>
      <Text size="xs">{label}</Text>
    </Group>
  );
}
