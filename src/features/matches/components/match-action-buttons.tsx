import { Group } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCheck,
  IconPlayerPause,
  IconTruck,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ItemActionButton, UnmatchButton, type ItemActionProps } from '@/components/item-actions';
import type { Match } from '@/domain/entities';
import {
  canConfirm,
  canHold,
  canRelease,
  canShip,
  canUnmatch,
  isFinalMatch,
} from '@/domain/status-transitions';

export type MatchAction = 'confirm' | 'release' | 'hold' | 'ship' | 'unmatch';
export type MatchBusy = MatchAction | 'package' | 'paid';

type Step = Exclude<MatchAction, 'unmatch'>;

/** How each forward step's button looks, in the order they stand; unmatch is the shared one. */
const STEPS: Record<
  Step,
  Pick<ItemActionProps<Step>, 'variant' | 'color'> & {
    label: 'matches.confirm' | 'approval.release' | 'matches.hold' | 'matches.markShipped';
    Icon: Icon;
  }
> = {
  confirm: { label: 'matches.confirm', Icon: IconCheck, variant: 'filled' },
  release: { label: 'approval.release', Icon: IconArrowBackUp },
  hold: { label: 'matches.hold', Icon: IconPlayerPause, color: 'orange' },
  ship: { label: 'matches.markShipped', Icon: IconTruck, color: 'green' },
};

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
  on,
}: {
  match: Match;
  isAdmin: boolean;
  busy: MatchBusy | null;
  shippingBlocked: boolean;
  /** What each button does. */
  on: Record<MatchAction, () => void>;
}) {
  const { t } = useTranslation();
  const offered: Record<Step, boolean> = {
    confirm: canConfirm(match),
    release: canRelease(match) && isAdmin,
    hold: canHold(match),
    ship: !isFinalMatch(match),
  };
  const shipBlocked = (!canShip(match) && !!match.packageSize) || shippingBlocked;
  const steps = (Object.keys(STEPS) as Step[]).filter((step) => offered[step]);
  return (
    <Group>
      {steps.map((step) => {
        const { label, Icon, ...look } = STEPS[step];
        return (
          <ItemActionButton
            key={step}
            kind={step}
            busy={busy}
            label={t(label)}
            icon={<Icon size={16} />}
            {...look}
            blocked={step === 'ship' && shipBlocked}
            onRun={on[step]}
          />
        );
      })}
      {canUnmatch(match) && <UnmatchButton kind="unmatch" busy={busy} onRun={on.unmatch} />}
    </Group>
  );
}
