import {
  Alert,
  Avatar,
  Button,
  Card,
  Group,
  Rating,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableHead } from '@/components/table-head';
import { useNavigate } from 'react-router-dom';
import { ItemTypeIcon } from '@/components/pickers/item-type-icon';
import { paths } from '@/config/paths';
import { contactOf, foundLocationOf, ownerOf } from '@/domain/dashboard';
import { formatDate } from '@/domain/dates';
import type { FoundItem, LostItem } from '@/domain/entities';
import { itemTypeLabel } from '@/domain/item-types';
import { MAX_MATCH_SCORE, scoreLabelKey } from '@/domain/match-scoring';
import { explainCandidate } from '@/domain/matching/explain';
import { rankFoundCandidatesExplained, rankLostCandidatesExplained } from '@/domain/matching/rank';
import type { MatchReason } from '@/domain/matching/similarity';
import type { Actor } from '@/domain/documents';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { matchActions } from '../api/match-actions';

type Subject = { kind: 'lost'; item: LostItem } | { kind: 'found'; item: FoundItem };

interface CandidateRow {
  id: string;
  href: string;
  score: number;
  reasons: MatchReason[];
  imageUrl: string | null;
  type: string;
  name: string;
  date: string;
  location: string;
  detail: string;
  owner: string;
  contact: string;
}

/**
 * Potential matches (spec §2, scoring §5) for an unmatched item, admins only: candidates of the
 * other kind with a star score, a select button, and Confirm match once one is selected.
 */
export function PotentialMatches({ subject, actor }: { subject: Subject; actor: Actor }) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const navigate = useNavigate();
  const { hotelId } = subject.item;
  const [rows, setRows] = useState<CandidateRow[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };

  useEffect(() => {
    let active = true;
    const load = async (): Promise<CandidateRow[]> => {
      if (subject.kind === 'lost') {
        // Spec §5 score first; inside equal scores the explained similarity (issue 18).
        const ranked = rankFoundCandidatesExplained(
          subject.item,
          await matchActions.foundCandidates(hotelId),
        );
        return ranked.map(({ item, score, reasons }) => ({
          id: item.id,
          href: paths.foundItem.getHref(hotelId, item.id),
          score,
          reasons,
          imageUrl: item.imageUrls[0] ?? null,
          type: item.itemType,
          name: item.itemName,
          date: formatDate(item.dateFound, i18n.language, labels),
          location: foundLocationOf(item),
          detail: item.storageLocation || item.description,
          owner: ownerOf(item),
          contact: contactOf(item),
        }));
      }
      const ranked = rankLostCandidatesExplained(
        subject.item,
        await matchActions.lostCandidates(hotelId),
      );
      return ranked.map(({ item, score, reasons }) => ({
        id: item.id,
        href: paths.lostItem.getHref(hotelId, item.id),
        score,
        reasons,
        imageUrl: item.imageUrls[0] ?? null,
        type: item.itemType,
        name: item.itemName,
        date: formatDate(item.dateLost, i18n.language, labels),
        location: item.locationLost,
        detail: item.description,
        owner: ownerOf(item),
        contact: contactOf(item),
      }));
    };
    load().then(
      (next) => active && setRows(next),
      () => active && setLoadError(true),
    );
    return () => {
      active = false;
    };
    // Candidates are read once per item; labels only format dates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subject.kind, subject.item.id, hotelId, i18n.language]);

  async function confirm() {
    if (!selected) return;
    setCreating(true);
    setError(null);
    try {
      const [lostItemId, foundItemId] =
        subject.kind === 'lost' ? [subject.item.id, selected] : [selected, subject.item.id];
      const matchId = await matchActions.create(actor, lostItemId, foundItemId);
      void navigate(paths.match.getHref(hotelId, matchId));
    } catch (failure) {
      console.error(failure);
      setError(t('matches.errorMatching'));
      setCreating(false);
    }
  }

  const na = (text: string) => text.trim() || t('errors.notAvailable');
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          {t('matches.potentialTitle')}
        </Title>
        {selected && (
          <Button
            leftSection={<IconLink size={16} />}
            onClick={() => void confirm()}
            loading={creating}
          >
            {t('matches.confirmMatch')}
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" role="alert" mb="sm">
          {error}
        </Alert>
      )}
      {loadError && <Alert color="red">{t('matches.candidatesFailed')}</Alert>}
      {!loadError && rows === null && <Text size="sm">{t('common.loading')}</Text>}
      {rows && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('matches.noCandidates')}
        </Text>
      )}
      {rows && rows.length > 0 && (
        <ScrollArea>
          <Table highlightOnHover miw={1080}>
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
                  <Table.Td maw={260}>
                    <Text size="xs">{explainCandidate(row.reasons, dt, i18n.language)}</Text>
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
                  <Table.Td>{row.date}</Table.Td>
                  <Table.Td>{na(row.location)}</Table.Td>
                  <Table.Td>{na(row.detail)}</Table.Td>
                  <Table.Td>{na(row.owner)}</Table.Td>
                  <Table.Td>{na(row.contact)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant={selected === row.id ? 'filled' : 'light'}
                      onClick={(event) => {
                        event.stopPropagation();
                        setSelected(row.id);
                      }}
                    >
                      {selected === row.id ? t('matches.selected') : t('matches.select')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Card>
  );
}
