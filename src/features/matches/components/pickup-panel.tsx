import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconHandStop } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HandoverFields, type HandoverValues } from '@/components/handover-fields';
import { formatDate } from '@/domain/dates';
import { pickupRequest } from '@/domain/disposition';
import type { Match } from '@/domain/entities';
import { fieldErrorKeys } from '@/domain/schemas/validation';
import { canPickUp } from '@/domain/status-transitions';
import type { Actor } from '@/domain/documents';
import { useActionRunner } from '@/hooks/use-action-runner';
import { matchActions } from '../api/match-actions';

/**
 * Issue 17: a confirmed (or on-hold) match closed "picked up" when the guest comes to the desk:
 * who handed it over, the recipient, whether ID was checked. The closeMatchPickedUp function
 * closes the match and returns both items in one transaction. Once picked up, the record shows.
 */
export function PickupPanel({ match, actor }: { match: Match; actor: Actor }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<HandoverValues>({
    byName: actor.displayName || actor.email,
    recipientName: `${match.lost.firstName} ${match.lost.surname}`.trim(),
    idChecked: false,
    note: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useActionRunner<'pickup'>();
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };

  if (match.status === 'picked-up' && match.pickup) {
    const pickup = match.pickup;
    const rows: [string, string][] = [
      [t('disposition.fields.at'), formatDate(pickup.at, i18n.language, labels, true)],
      [t('disposition.fields.handedOverBy'), `${pickup.byName} (${pickup.byEmail})`],
      [t('disposition.fields.recipientName'), pickup.recipientName],
      [t('disposition.fields.idChecked'), pickup.idChecked ? t('common.yes') : t('common.no')],
    ];
    if (pickup.note) rows.push([t('disposition.fields.note'), pickup.note]);
    return (
      <Card withBorder padding="md">
        <Title order={2} size="h5" mb="sm">
          {t('disposition.pickup.done')}
        </Title>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={200}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    );
  }
  if (!canPickUp(match)) return null;
  if (!open)
    return (
      <Group>
        <Button
          variant="light"
          color="teal"
          leftSection={<IconHandStop size={16} />}
          onClick={() => setOpen(true)}
        >
          {t('disposition.pickup.button')}
        </Button>
      </Group>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = { matchId: match.id, ...values };
    const parsed = pickupRequest.safeParse(request);
    setErrors(fieldErrorKeys(parsed));
    if (!parsed.success) return;
    void run(
      'pickup',
      t('disposition.errors.failed'),
      () => matchActions.pickUp(request),
      () => setOpen(false),
    );
  };

  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} aria-label={t('disposition.pickup.button')} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5">
            {t('disposition.pickup.button')}
          </Title>
          <HandoverFields values={values} onChange={setValues} errors={errors} withRecipient />
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={busy === 'pickup'}>
              {t('disposition.pickup.submit')}
            </Button>
            <Button variant="default" onClick={() => setOpen(false)} disabled={busy !== null}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
