import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import type { Match } from '@/domain/entities';
import type { PackageChoice } from '@/domain/schemas/package-choice';
import { shippingAllowed } from '@/domain/shipping-agreement';
import { shippingRefusedWithoutOverride } from '@/domain/shipping-rules';
import {
  awaitsApproval,
  isFinalMatch,
  matchStatusKey,
  needsPackageSize,
} from '@/domain/status-transitions';
import type { Actor } from '@/domain/documents';
import { useActionRunner } from '@/hooks/use-action-runner';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { matchActions, useMatch } from '../api/match-actions';
import { useShippingForm } from '../hooks/use-shipping-form';
import { MatchActionButtons, type MatchAction, type MatchBusy } from './match-action-buttons';
import { MatchItemCards } from './match-item-card';
import { MatchPaperworkPanel } from './match-paperwork-panel';
import { PackageSummary } from './match-package-section';
import { PickupPanel } from './pickup-panel';
import { PackageSizePicker } from './package-size-picker';
import { ShippedTracking, ShippingAgreementPanel, ShippingDetailsFields } from './shipping-details';
import { ShippingVerdictPanel } from './shipping-verdict-panel';

/** Match details (spec §2): both items, status, confirm, hold, ship, unmatch, package details. */
export function MatchDetails({
  hotelId,
  matchId,
  actor,
  isAdmin = false,
  history = null,
}: {
  hotelId: string;
  matchId: string;
  actor: Actor;
  /** On hold awaits a manager's approval: only admins release it; confirming it is
   * approving, which staff may also do (spec §6: staff confirm matches). */
  isAdmin?: boolean;
  /** The match's history, shown once the match is found (admins). */
  history?: ReactNode;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const navigate = useNavigate();
  const match = useMatch(matchId);
  const { busy, error, run } = useActionRunner<MatchBusy>();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [shipAfterPicking, setShipAfterPicking] = useState(false);
  const shipping = useShippingForm(busy !== null);

  if (match.status === 'loading') return <PageLoader />;
  if (match.status === 'error')
    return <Alert color="red">{t('items.errorFetching', { detail: match.error.message })}</Alert>;
  if (!match.data || match.data.hotelId !== hotelId)
    return <Alert color="yellow">{t('matches.matchNotFound')}</Alert>;
  const current: Match = match.data;

  async function savePackage(choice: PackageChoice) {
    setPickerOpen(false);
    await run('package', dt('matches.errorUpdating'), async () => {
      const saved = await matchActions.savePackage(actor, matchId, choice);
      if (saved && shipAfterPicking) await matchActions.ship(actor, matchId, shipping.input);
    });
    setShipAfterPicking(false);
  }

  const ship = () => {
    const input = shipping.checked();
    if (!input) return;
    if (needsPackageSize(current) || !current.packageSize) {
      setShipAfterPicking(true);
      setPickerOpen(true);
      return;
    }
    void run('ship', dt('matches.errorShipping'), () => matchActions.ship(actor, matchId, input));
  };

  const on: Record<MatchAction, () => void> = {
    confirm: () =>
      void run('confirm', dt('matches.errorConfirming'), () => matchActions.confirm(matchId)),
    release: () =>
      void run('release', t('approval.releaseFailed'), () => matchActions.release(actor, matchId)),
    hold: () =>
      void run('hold', dt('matches.errorOnHold'), () => matchActions.hold(actor, matchId)),
    ship,
    unmatch: () =>
      void run('unmatch', dt('matches.errorUnmatching'), async () => {
        await matchActions.unmatch(actor, matchId);
        void navigate(paths.admin.getHref(hotelId));
      }),
  };

  return (
    <Stack gap="md" py="md" maw={960} mx="auto">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('matches.title')}
        </Title>
        {/* Light: its text is the colour's darkest shade (src/app/provider.tsx), readable at
            4.5:1 for every status; white on filled green or orange is about 3.4:1. */}
        <Badge
          size="lg"
          variant="light"
          color={isFinalMatch(current) ? 'green' : current.status === 'on-hold' ? 'orange' : 'blue'}
        >
          {dt(matchStatusKey(current.status))}
        </Badge>
      </Group>
      {awaitsApproval(current) && (
        <Alert color="orange" variant="light">
          {t('approval.awaiting')}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <MatchItemCards hotelId={hotelId} match={current} />

      {needsPackageSize(current) ? (
        // Spec §4: a matched match without a package size prompts for one (in the page, so the
        // other actions stay reachable). The prompt takes the package card's place: one state.
        <Alert color="yellow" role="status" title={t('matches.sizeNeededTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('matches.sizeNeeded')}</Text>
            <Button size="xs" onClick={() => setPickerOpen(true)} disabled={busy !== null}>
              {t('matches.chooseSize')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <PackageSummary
          match={current}
          onEdit={() => setPickerOpen(true)}
          disabled={busy !== null}
        />
      )}
      <ShippingVerdictPanel match={current} actor={actor} isAdmin={isAdmin} />
      {current.status === 'shipped' ? (
        <ShippedTracking match={current} />
      ) : current.status === 'picked-up' ? null : (
        <ShippingDetailsFields shipping={shipping} />
      )}
      {current.status !== 'picked-up' && (
        <ShippingAgreementPanel
          match={current}
          shipping={shipping}
          busy={busy !== null}
          onMarkPaid={() =>
            void run('paid', t('shippingDetails.errorPaid'), () =>
              matchActions.markPaid(actor, matchId),
            )
          }
        />
      )}

      <MatchPaperworkPanel hotelId={hotelId} match={current} />
      <PickupPanel match={current} actor={actor} />
      <MatchActionButtons
        match={current}
        isAdmin={isAdmin}
        busy={busy}
        shippingBlocked={
          !shippingAllowed(current, shipping.input.agreedByPhone) ||
          shippingRefusedWithoutOverride(current)
        }
        on={on}
      />

      {pickerOpen && (
        <PackageSizePicker
          match={current}
          onClose={() => {
            setPickerOpen(false);
            setShipAfterPicking(false);
          }}
          onContinue={(choice) => void savePackage(choice)}
        />
      )}
      {history}
    </Stack>
  );
}
