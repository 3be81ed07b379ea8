import { Group } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCheck,
  IconLinkOff,
  IconPlayerPause,
  IconTruck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ItemActionButton } from '@/components/item-actions';
import type { Match } from '@/domain/entities';
import {
  canConfirm,
  canHold,
  canRelease,
  canShip,
  canUnmatch,
  isFinalMatch,
} from '@/domain/status-transitions';

export type MatchBusy = 'confirm' | 'hold' | 'release' | 'ship' | 'unmatch' | 'package' | 'paid';

/**
 * The match's actions (spec §4), each offered only where its transition is allowed: confirm,
 * release a held match (admins), hold, mark shipped (once the guest agreed or staff noted a phone
 * agreement), and unmatch after a confirmation.
 */
export function MatchActionButtons({
  match,
  isAdmin,
  busy,
  shippingBlocked,
  onConfirm,
  onRelease,
  onHold,
  onShip,
  onUnmatch,
}: {
  match: Match;
  isAdmin: boolean;
  busy: MatchBusy | null;
  shippingBlocked: boolean;
  onConfirm: () => void;
  onRelease: () => void;
  onHold: () => void;
  onShip: () => void;
  onUnmatch: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group>
      {canConfirm(match) && (
        <ItemActionButton
          kind="confirm"
          busy={busy}
          label={t('matches.confirm')}
          icon={<IconCheck size={16} />}
          variant="filled"
          onRun={onConfirm}
        />
      )}
      {canRelease(match) && isAdmin && (
        <ItemActionButton
          kind="release"
          busy={busy}
          label={t('approval.release')}
          icon={<IconArrowBackUp size={16} />}
          onRun={onRelease}
        />
      )}
      {canHold(match) && (
        <ItemActionButton
          kind="hold"
          busy={busy}
          label={t('matches.hold')}
          icon={<IconPlayerPause size={16} />}
          color="orange"
          onRun={onHold}
        />
      )}
      {!isFinalMatch(match) && (
        <ItemActionButton
          kind="ship"
          busy={busy}
          label={t('matches.markShipped')}
          icon={<IconTruck size={16} />}
          color="green"
          blocked={(!canShip(match) && !!match.packageSize) || shippingBlocked}
          onRun={onShip}
        />
      )}
      {canUnmatch(match) && (
        <ItemActionButton
          kind="unmatch"
          busy={busy}
          label={t('matches.unmatch')}
          icon={<IconLinkOff size={16} />}
          variant="subtle"
          color="red"
          confirm={{ title: t('matches.unmatchTitle'), body: t('matches.unmatchWarning') }}
          onRun={onUnmatch}
        />
      )}
    </Group>
  );
}
