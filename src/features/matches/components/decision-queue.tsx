import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A queue on the admin page (suggested matches, matches awaiting approval): its heading, the
 * failure of the last decision and of loading, then a loader, the empty line or the list of rows
 * (named by the heading).
 */
export function DecisionQueue({
  titleId,
  title,
  badge,
  intro,
  error,
  loadError,
  loading,
  empty,
  children,
}: {
  titleId: string;
  title: string;
  /** Beside the title (a live count). */
  badge?: ReactNode;
  /** Under the title. */
  intro?: string;
  /** The last decision's failure. */
  error: string | null;
  loadError: string | null;
  loading: boolean;
  /** Shown instead of the list when there is nothing in it; null while there is. */
  empty: ReactNode;
  /** The rows, each an `li`. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Group gap="xs">
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            {badge}
          </Group>
          {intro && (
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          )}
        </div>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {loadError && (
          <Alert color="red" role="alert">
            {loadError}
          </Alert>
        )}
        {loading ? (
          // A status, so its name is allowed (a bare span may not carry aria-label) and announced.
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        ) : (
          (empty ?? (
            <Stack component="ul" gap="xs" m={0} p={0} aria-label={title}>
              {children}
            </Stack>
          ))
        )}
      </Stack>
    </Card>
  );
}

/** One of a row's two decisions. */
export interface Decision {
  label: string;
  icon: ReactNode;
  color?: MantineColor;
  onClick: () => void;
}

/**
 * A row's two decisions (accept or dismiss, approve or release), each named with what the row is
 * so that a screen reader tells the rows' buttons apart. The first spins while the row is decided.
 */
export function RowDecisions({
  rowId,
  subject,
  busy,
  primary,
  secondary,
}: {
  rowId: string;
  /** What the row is, in the buttons' accessible names. */
  subject: string;
  /** The row being decided (useActionRunner keyed by row id). */
  busy: string | null;
  primary: Decision;
  secondary: Decision;
}) {
  return (
    <Group gap="xs">
      <Button
        size="xs"
        color={primary.color}
        leftSection={primary.icon}
        loading={busy === rowId}
        disabled={busy !== null}
        aria-label={`${primary.label}: ${subject}`}
        onClick={primary.onClick}
      >
        {primary.label}
      </Button>
      <Button
        size="xs"
        variant="light"
        color={secondary.color}
        leftSection={secondary.icon}
        disabled={busy !== null}
        aria-label={`${secondary.label}: ${subject}`}
        onClick={secondary.onClick}
      >
        {secondary.label}
      </Button>
    </Group>
  );
}
