import { Button } from '@mantine/core';
import { IconLinkOff, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { confirmDanger } from './confirm-danger';

export interface ItemActionProps<K extends string> {
  /** Which action this button runs, for the shared busy state (useActionRunner). */
  kind: K;
  busy: K | null;
  label: string;
  icon: ReactNode;
  variant?: 'filled' | 'light' | 'subtle';
  color?: string;
  /** Asked first, for a destructive or irreversible action (spec §2: discard, delete, unmatch). */
  confirm?: { title: string; body: string };
  /** Off for a reason of its own (besides another action running). */
  blocked?: boolean;
  onRun: () => void;
}

/**
 * One action button of an item or match page: shows its own busy state,
 * is disabled while any action runs, and asks for confirmation first when it is destructive.
 */
export function ItemActionButton<K extends string>({
  kind,
  busy,
  label,
  icon,
  variant = 'light',
  color,
  confirm,
  blocked = false,
  onRun,
}: ItemActionProps<K>) {
  const { t } = useTranslation();
  const start = confirm
    ? () =>
        confirmDanger({
          ...confirm,
          confirmLabel: label,
          cancelLabel: t('common.cancel'),
          onConfirm: onRun,
        })
    : onRun;
  return (
    <Button
      variant={variant}
      color={color}
      leftSection={icon}
      loading={busy === kind}
      disabled={busy !== null || blocked}
      onClick={start}
    >
      {label}
    </Button>
  );
}

/** The destructive actions (spec §2): their label, icon and the confirmation's title. */
const DANGER = {
  unmatch: { label: 'matches.unmatch', title: 'matches.unmatchTitle', Icon: IconLinkOff },
  delete: { label: 'matches.delete', title: 'matches.deleteTitle', Icon: IconTrash },
} as const;

/** A destructive action's button: subtle and red, confirmed first with `warning`. */
function DangerButton<K extends string>({
  danger,
  warning,
  ...props
}: Pick<ItemActionProps<K>, 'kind' | 'busy' | 'onRun'> & {
  danger: keyof typeof DANGER;
  warning: string;
}) {
  const { t } = useTranslation();
  const { label, title, Icon } = DANGER[danger];
  return (
    <ItemActionButton
      {...props}
      label={t(label)}
      icon={<Icon size={16} />}
      variant="subtle"
      color="red"
      confirm={{ title: t(title), body: warning }}
    />
  );
}

/** Unmatch (spec §4: irreversible), confirmed first; on a match page and an item page alike. */
export function UnmatchButton<K extends string>(
  props: Pick<ItemActionProps<K>, 'kind' | 'busy' | 'onRun'>,
) {
  const { t } = useTranslation();
  return <DangerButton danger="unmatch" warning={t('matches.unmatchWarning')} {...props} />;
}

/** Open match and unmatch (confirmed first), on the page of an item that has a match. */
export function MatchedItemActions<K extends string>({
  hotelId,
  matchId,
  kind,
  busy,
  onUnmatch,
}: {
  hotelId: string;
  matchId: string;
  kind: K;
  busy: K | null;
  onUnmatch: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button component={Link} to={paths.match.getHref(hotelId, matchId)} variant="light">
        {t('matches.openMatch')}
      </Button>
      <UnmatchButton kind={kind} busy={busy} onRun={onUnmatch} />
    </>
  );
}

/** Delete (soft), confirmed first with the given warning. */
export function DeleteItemButton<K extends string>({
  kind,
  busy,
  warning,
  onDelete,
}: {
  kind: K;
  busy: K | null;
  warning: string;
  onDelete: () => void;
}) {
  return (
    <DangerButton danger="delete" kind={kind} busy={busy} warning={warning} onRun={onDelete} />
  );
}
