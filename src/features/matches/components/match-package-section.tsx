import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { countryName } from '@/domain/countries';
import { formatDate } from '@/domain/dates';
import type { Match } from '@/domain/entities';
import { formatYen } from '@/domain/postage';
import { packageDestination, type PackageChoice } from '@/domain/schemas/package-choice';
import { canEditPackage } from '@/domain/status-transitions';
import type { Actor } from '@/domain/documents';
import { currentLanguage } from '@/i18n/i18n';
import { matchActions, useMatch } from '../api/match-actions';
import { PackageSizePicker } from './package-size-picker';

/**
 * The one state of a match's package: shipped (with its date), picked up (nothing to ship), no
 * size chosen yet (nothing can ship), or ready to ship.
 */
function packageStateText(match: Match, t: TFunction, shippedDate: string): string {
  if (match.status === 'shipped') return t('matches.shippedOn', { date: shippedDate });
  if (match.status === 'picked-up') return t('matchStatus.pickedUp');
  if (!match.packageSize) return t('packageState.noSize');
  return t('matches.readyToShip');
}

/** The package card of a match: its state (see packageStateText) and details; edit until shipped. */
export function PackageSummary({
  match,
  onEdit,
  disabled,
}: {
  match: Match;
  onEdit: () => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const destination = packageDestination(match);
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} size="h5">
            {t('matches.package')}
          </Title>
          <Text size="sm">
            {packageStateText(match, t, formatDate(match.shippedAt, i18n.language, labels, true))}
          </Text>
          <Text size="sm" c="dimmed">
            {t('matches.packageLine', {
              size: match.packageSize
                ? t(`package.sizes.${match.packageSize}`)
                : t('errors.notAvailable'),
              weight:
                match.packageWeight === null || match.packageWeight === undefined
                  ? t('errors.notAvailable')
                  : t('matches.weightKg', { weight: match.packageWeight }),
              destination: destination
                ? countryName(destination, currentLanguage())
                : t('errors.notAvailable'),
              postage:
                match.postageCost === null
                  ? t('errors.notAvailable')
                  : formatYen(match.postageCost),
            })}
          </Text>
        </Stack>
        {canEditPackage(match) && (
          <Button
            variant="default"
            leftSection={<IconPackage size={16} />}
            onClick={onEdit}
            disabled={disabled}
          >
            {t('matches.editPackage')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** Package details of a lost item's match, editable from the lost item page (spec §2). */
export function MatchPackageSection({ matchId, actor }: { matchId: string; actor: Actor }) {
  const { t } = useTranslation();
  const match = useMatch(matchId);
  const [open, setOpen] = useState(false);
  // Spec §8: a failed package update is logged and named; the card keeps the saved values.
  const action = useFormAction();
  if (match.status !== 'success' || !match.data) return null;
  const current = match.data;

  const save = (choice: PackageChoice) => {
    setOpen(false);
    void action.run(
      async () => {
        await matchActions.savePackage(actor, matchId, choice);
      },
      () => t('matches.errorUpdating'),
    );
  };

  return (
    <Stack gap="xs">
      <PackageSummary match={current} onEdit={() => setOpen(true)} disabled={action.busy} />
      <FeedbackAlert feedback={action.feedback} />
      {open && (
        <PackageSizePicker match={current} onClose={() => setOpen(false)} onContinue={save} />
      )}
    </Stack>
  );
}
