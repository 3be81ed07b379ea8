import { Anchor, Avatar, Badge, Card, Group, Rating, Stack, Text } from '@mantine/core';
import { IconLink, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { confirmDanger } from '@/components/confirm-danger';
import { ItemTypeIcon } from '@/components/pickers/item-type-icon';
import { paths } from '@/config/paths';
import { formatDate } from '@/domain/dates';
import type { Actor } from '@/domain/documents';
import { itemTypeLabel } from '@/domain/item-types';
import { MAX_MATCH_SCORE, scoreLabelKey } from '@/domain/match-scoring';
import { explainCandidate } from '@/domain/matching/explain';
import type { SuggestedItem, Suggestion } from '@/domain/matching/suggestions';
import { useActionRunner } from '@/hooks/use-action-runner';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { matchActions, useOpenSuggestions } from '../api/match-actions';
import { DecisionQueue, RowDecisions } from './decision-queue';

/**
 * The hotel's suggested matches (docs/matching.md, "Suggestions"): pairs the server ranked, best
 * first, with a live count, both items' thumbnails and what they are, the spec score and the
 * reasons in the reader's language. Everyone privileged opens both items; admins accept a pair
 * (the usual match creation, with its activity entry) or dismiss it for good.
 */
export function SuggestedMatches({
  hotelId,
  actor,
  canDecide,
}: {
  hotelId: string;
  actor: Actor;
  /** Admins: accept and dismiss. Staff see the queue and open the items. */
  canDecide: boolean;
}) {
  const { t } = useTranslation();
  const suggestions = useOpenSuggestions(hotelId);
  const navigate = useNavigate();
  // One decision at a time: the row being decided spins, every other row's buttons are off.
  const { busy, error, run: act } = useActionRunner<string>();
  const list = suggestions.data ?? [];

  const accept = (suggestion: Suggestion) =>
    act(suggestion.id, t('suggestions.acceptFailed'), async () => {
      const matchId = await matchActions.create(
        actor,
        suggestion.lostItemId,
        suggestion.foundItemId,
      );
      void navigate(paths.match.getHref(hotelId, matchId));
    });

  const dismiss = (suggestion: Suggestion) =>
    confirmDanger({
      title: t('suggestions.dismissTitle'),
      body: t('suggestions.dismissBody'),
      confirmLabel: t('suggestions.dismiss'),
      cancelLabel: t('common.cancel'),
      onConfirm: () =>
        void act(suggestion.id, t('suggestions.dismissFailed'), () =>
          matchActions.dismissSuggestion(suggestion.id),
        ),
    });

  return (
    <DecisionQueue
      titleId="suggested-matches-title"
      title={t('suggestions.title')}
      badge={
        suggestions.status === 'success' && (
          <Badge variant="light" aria-live="polite">
            {t('suggestions.count', { count: list.length })}
          </Badge>
        )
      }
      error={error}
      loadError={suggestions.status === 'error' ? t('suggestions.loadFailed') : null}
      loading={suggestions.status === 'loading'}
      empty={
        suggestions.status === 'success' && list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('suggestions.empty')}
          </Text>
        ) : null
      }
    >
      {list.map((suggestion) => (
        <SuggestionRow
          key={suggestion.id}
          hotelId={hotelId}
          suggestion={suggestion}
          canDecide={canDecide}
          busy={busy}
          onAccept={() => void accept(suggestion)}
          onDismiss={() => dismiss(suggestion)}
        />
      ))}
    </DecisionQueue>
  );
}

function SuggestionRow({
  hotelId,
  suggestion,
  canDecide,
  busy,
  onAccept,
  onDismiss,
}: {
  hotelId: string;
  suggestion: Suggestion;
  canDecide: boolean;
  busy: string | null;
  onAccept: () => void;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const lostName = describe(suggestion.lost, dt);
  const foundName = describe(suggestion.found, dt);
  const pair = `${lostName} / ${foundName}`;
  return (
    <Card component="li" withBorder padding="sm" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={240} style={{ flex: 1 }}>
          <Group gap="md" wrap="wrap">
            <ItemSide
              label={t('suggestions.lost')}
              item={suggestion.lost}
              name={lostName}
              href={paths.lostItem.getHref(hotelId, suggestion.lostItemId)}
            />
            <ItemSide
              label={t('suggestions.found')}
              item={suggestion.found}
              name={foundName}
              href={paths.foundItem.getHref(hotelId, suggestion.foundItemId)}
            />
          </Group>
          <Text size="sm">{explainCandidate(suggestion.reasons, dt, i18n.language)}</Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Group gap={4}>
            <Rating value={suggestion.score} count={MAX_MATCH_SCORE} readOnly size="sm" />
            <Text size="xs">
              {suggestion.score}/{MAX_MATCH_SCORE} {dt(scoreLabelKey(suggestion.score))}
            </Text>
          </Group>
          {canDecide && (
            <RowDecisions
              rowId={suggestion.id}
              subject={pair}
              busy={busy}
              primary={{
                label: t('suggestions.accept'),
                icon: <IconLink size={14} />,
                onClick: onAccept,
              }}
              secondary={{
                label: t('suggestions.dismiss'),
                icon: <IconX size={14} />,
                color: 'red',
                onClick: onDismiss,
              }}
            />
          )}
        </Stack>
      </Group>
    </Card>
  );

  function ItemSide(props: { label: string; item: SuggestedItem; name: string; href: string }) {
    const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
    return (
      <Group gap="xs" wrap="nowrap">
        {props.item.imageUrl ? (
          <Avatar src={props.item.imageUrl} radius="sm" alt="" />
        ) : (
          <Avatar radius="sm">
            <ItemTypeIcon type={props.item.itemType} />
          </Avatar>
        )}
        <div>
          <Text size="xs" c="dimmed">
            {props.label} · {formatDate(props.item.day, i18n.language, labels)}
          </Text>
          <Anchor component={Link} to={props.href} size="sm">
            {props.name}
          </Anchor>
        </div>
      </Group>
    );
  }
}

/** What an item is: its type in the reader's language and its name. */
function describe(item: SuggestedItem, dt: (key: string) => string): string {
  return [itemTypeLabel(item.itemType, dt), item.itemName].filter(Boolean).join(' · ');
}
