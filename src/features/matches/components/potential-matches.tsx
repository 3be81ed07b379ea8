import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { paths } from '@/config/paths';
import type { Actor } from '@/domain/documents';
import { matchActions } from '../api/match-actions';
import {
  loadCandidatePage,
  useCandidates,
  type CandidateRow,
  type MatchSubject,
} from '../hooks/use-candidates';
import { CANDIDATE_PAGE_SIZE } from '@/domain/matching/candidate-set';
import { CandidateTable } from './candidate-table';

/**
 * Potential matches (spec §2, scoring §5) for an unmatched item, admins only: the best candidates
 * of the other kind from the bounded candidate set, with a star score, a select button, and
 * Confirm match once one is selected. "Show all candidates" pages through the whole spec §7
 * candidate list, newest day first, so every candidate stays reachable.
 */
export function PotentialMatches({ subject, actor }: { subject: MatchSubject; actor: Actor }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hotelId } = subject.item;
  const candidates = useCandidates(subject);
  const [selected, setSelected] = useState<string | null>(null);
  const confirming = useFormAction();
  const all = useCandidatePages(subject);

  async function confirm() {
    if (!selected) return;
    const [lostItemId, foundItemId] =
      subject.kind === 'lost' ? [subject.item.id, selected] : [selected, subject.item.id];
    await confirming.run(
      async () => {
        const matchId = await matchActions.create(actor, lostItemId, foundItemId);
        void navigate(paths.match.getHref(hotelId, matchId));
      },
      () => t('matches.errorMatching'),
    );
  }

  const rows = candidates.data;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="potential-matches-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5" id="potential-matches-title">
          {t('matches.potentialTitle')}
        </Title>
        {selected && (
          <Button
            leftSection={<IconLink size={16} />}
            onClick={() => void confirm()}
            loading={confirming.busy}
          >
            {t('matches.confirmMatch')}
          </Button>
        )}
      </Group>
      <FeedbackAlert feedback={confirming.feedback} />
      {candidates.status === 'error' && <Alert color="red">{t('matches.candidatesFailed')}</Alert>}
      {candidates.status === 'loading' && <Text size="sm">{t('common.loading')}</Text>}
      {rows && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('matches.noCandidates')}
        </Text>
      )}
      {rows && rows.length > 0 && (
        <CandidateTable rows={rows} selected={selected} onSelect={setSelected} />
      )}
      {all.rows === null ? (
        <Group mt="sm">
          <Button variant="subtle" onClick={() => void all.more()} loading={all.busy}>
            {t('matches.allCandidates.show')}
          </Button>
        </Group>
      ) : (
        <Stack gap="xs" mt="md">
          <Title order={3} size="h6">
            {t('matches.allCandidates.title')}
          </Title>
          {all.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('matches.noCandidates')}
            </Text>
          ) : (
            <CandidateTable rows={all.rows} selected={selected} onSelect={setSelected} />
          )}
          {!all.done && (
            <Group>
              <Button variant="subtle" onClick={() => void all.more()} loading={all.busy}>
                {t('matches.allCandidates.more')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {all.failed && <Alert color="red">{t('matches.candidatesFailed')}</Alert>}
    </Card>
  );
}

/** The whole candidate list, read a page at a time on request (null until the first page). */
function useCandidatePages(subject: MatchSubject) {
  const [rows, setRows] = useState<CandidateRow[] | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function more() {
    setBusy(true);
    setFailed(false);
    try {
      const page = await loadCandidatePage(subject, rows?.at(-1) ?? null);
      setRows([...(rows ?? []), ...page]);
      setDone(page.length < CANDIDATE_PAGE_SIZE);
    } catch (error) {
      console.error('Could not load a page of candidates', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return { rows, done, busy, failed, more };
}
