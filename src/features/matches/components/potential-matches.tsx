import { Alert, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { paths } from '@/config/paths';
import type { Actor } from '@/domain/documents';
import { matchActions } from '../api/match-actions';
import { useCandidates, type MatchSubject } from '../hooks/use-candidates';
import { CandidateTable } from './candidate-table';

/**
 * Potential matches (spec §2, scoring §5) for an unmatched item, admins only: candidates of the
 * other kind with a star score, a select button, and Confirm match once one is selected.
 */
export function PotentialMatches({ subject, actor }: { subject: MatchSubject; actor: Actor }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hotelId } = subject.item;
  const candidates = useCandidates(subject);
  const [selected, setSelected] = useState<string | null>(null);
  const confirming = useFormAction();

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
    </Card>
  );
}
