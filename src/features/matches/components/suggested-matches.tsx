import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Rating,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconLink, IconX } from '@tabler/icons-react';
import { useState } from 'react';
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
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { matchActions, useOpenSuggestions } from '../api/match-actions';

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
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = suggestions.data ?? [];

  async function act(id: string, failure: string, action: () => Promise<unknown>) {
    setBusy(id);
    setError(null);
    try {
      await action();
    } catch (cause) {
      console.error(cause);
      setError(failure);
    } finally {
      setBusy(null);
    }
  }

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
    <Card withBorder padding="md" component="section" aria-labelledby="suggested-matches-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id="suggested-matches-title">
            {t('suggestions.title')}
          </Title>
          {suggestions.status === 'success' && (
            <Badge variant="light" aria-live="polite">
              {t('suggestions.count', { count: list.length })}
            </Badge>
          )}
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {suggestions.status === 'error' && (
          <Alert color="red" role="alert">
            {t('suggestions.loadFailed')}
          </Alert>
        )}
        {suggestions.status === 'loading' ? (
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        ) : suggestions.status === 'success' && list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('suggestions.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} aria-label={t('suggestions.title')}>
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
          </Stack>
        )}
      </Stack>
    </Card>
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
            <Group gap="xs">
              <Button
                size="xs"
                leftSection={<IconLink size={14} />}
                loading={busy === suggestion.id}
                disabled={busy !== null}
                aria-label={`${t('suggestions.accept')}: ${pair}`}
                onClick={onAccept}
              >
                {t('suggestions.accept')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconX size={14} />}
                disabled={busy !== null}
                aria-label={`${t('suggestions.dismiss')}: ${pair}`}
                onClick={onDismiss}
              >
                {t('suggestions.dismiss')}
              </Button>
            </Group>
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
