import { Avatar, Box, Button, Rating, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ItemTypeIcon } from '@/components/pickers/item-type-icon';
import { TableHead } from '@/components/table-head';
import { formatDate } from '@/domain/dates';
import { itemTypeLabel } from '@/domain/item-types';
import { MAX_MATCH_SCORE, scoreLabelKey } from '@/domain/match-scoring';
import { explainCandidate } from '@/domain/matching/explain';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import type { CandidateRow } from '../hooks/use-candidates';

/**
 * The candidates as a table (spec §2 potential matches panel): star score and why, thumbnail,
 * item, date, location, storage or description, owner, contact and a select button. Clicking a
 * row opens that item.
 */
export function CandidateTable({
  rows,
  selected,
  onSelect,
}: {
  rows: CandidateRow[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const navigate = useNavigate();
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const na = (text: string) => text.trim() || t('errors.notAvailable');
  return (
    // Laid out to the card's width (cells wrap); on a narrower screen the table scrolls sideways
    // inside this named region, which the keyboard can focus and scroll.
    <Box
      role="region"
      aria-label={t('candidates.region')}
      tabIndex={0}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      <Table highlightOnHover miw={860} verticalSpacing="xs" horizontalSpacing={6}>
        <TableHead
          columns={[
            t('matches.scoreHeader'),
            t('matching.whyHeader'),
            t('dashboard.columns.image'),
            t('dashboard.columns.item'),
            t('dashboard.columns.date'),
            t('dashboard.columns.location'),
            t('matches.storageOrDescription'),
            t('dashboard.columns.owner'),
            t('dashboard.columns.contact'),
            '',
          ]}
        />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              onClick={() => void navigate(row.href)}
              style={{ cursor: 'pointer' }}
              bg={selected === row.id ? 'var(--mantine-color-blue-light)' : undefined}
            >
              <Table.Td>
                <Stack gap={0}>
                  <Rating value={row.score} count={MAX_MATCH_SCORE} readOnly size="sm" />
                  <Text size="xs">
                    {row.score}/{MAX_MATCH_SCORE} {dt(scoreLabelKey(row.score))}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                {/* Room to read the reasons as a few lines, not a word a line: the table's other
                    columns give way first (its least width is set below). */}
                <Text size="xs" miw={200} maw={260}>
                  {explainCandidate(row.reasons, dt, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td>
                {row.imageUrl ? (
                  <Avatar src={row.imageUrl} radius="sm" alt="" />
                ) : (
                  <Avatar radius="sm">
                    <ItemTypeIcon type={row.type} />
                  </Avatar>
                )}
              </Table.Td>
              <Table.Td>
                {na([itemTypeLabel(row.type, dt), row.name].filter(Boolean).join(' · '))}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(row.day, i18n.language, labels)}
              </Table.Td>
              <Table.Td>{na(row.location)}</Table.Td>
              <Table.Td>{na(row.detail)}</Table.Td>
              <Table.Td miw={110}>{na(row.owner)}</Table.Td>
              <Table.Td miw={120} style={{ overflowWrap: 'anywhere' }}>
                {na(row.contact)}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant={selected === row.id ? 'filled' : 'light'}
                  onClick={(event) => {
                    event.stopPropagation();
                    onSelect(row.id);
                  }}
                >
                  {selected === row.id ? t('matches.selected') : t('matches.select')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
