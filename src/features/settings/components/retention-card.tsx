import { Alert, Button, Card, Group, NumberInput, Stack, Switch, Table, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_RETENTION,
  isRetentionDays,
  MAX_RETENTION_DAYS,
  RETENTION_GROUPS,
  type Retention,
  type RetentionGroup,
} from '@/domain/retention';
import { Heading } from '@/components/heading';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { DISPOSAL_REMINDER_DAYS } from '@/domain/disposal-reminder';
import { serverMessage, setDisposalReminders, setRetention, useHotel } from '../api/settings-api';

type Draft = Record<RetentionGroup, number | string>;
type Message = { ok: boolean; text: string } | null;

/** Retention (issue 17, admins): days to keep a found item per item type group. */
export function RetentionCard({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation();
  const hotel = useHotel(hotelId);
  const saved = hotel.data?.settings.retention;
  // Kept here: the form below restarts when the stored values change (as after a save).
  const [message, setMessage] = useState<Message>(null);
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Heading level={2} title={t('retention.title')} intro={t('retention.description')} />
        {hotel.status === 'error' && <Alert color="red">{t('settings.hotelSettingsFailed')}</Alert>}
        {hotel.data && (
          <Switch
            label={t('retention.reminders')}
            description={t('retention.remindersHint', { count: DISPOSAL_REMINDER_DAYS })}
            checked={hotel.data.settings.disposalReminders === true}
            onChange={(event) => {
              const enabled = event.currentTarget.checked;
              setDisposalReminders(hotelId, enabled).catch((failure: unknown) =>
                setMessage({
                  ok: false,
                  text: t('retention.saveFailed', { detail: serverMessage(failure) }),
                }),
              );
            }}
          />
        )}
        {/* Keyed by the stored values: a save elsewhere resets the form to what is stored. */}
        {saved && (
          <RetentionForm
            key={JSON.stringify(saved)}
            hotelId={hotelId}
            saved={saved}
            onMessage={setMessage}
          />
        )}
        {message && (
          <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

function RetentionForm({
  hotelId,
  saved,
  onMessage: setMessage,
}: {
  hotelId: string;
  saved: Retention;
  onMessage: (message: Message) => void;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const [draft, setDraft] = useState<Draft>(saved);
  const [busy, setBusy] = useState(false);
  const invalid = RETENTION_GROUPS.filter((group) => !isRetentionDays(draft[group]));
  const changed = RETENTION_GROUPS.some((group) => draft[group] !== saved[group]);

  async function save() {
    if (invalid.length > 0) return;
    setBusy(true);
    setMessage(null);
    try {
      await setRetention(hotelId, { ...(draft as Retention) });
      setMessage({ ok: true, text: t('retention.saved') });
    } catch (failure) {
      setMessage({
        ok: false,
        text: t('retention.saveFailed', { detail: serverMessage(failure) }),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('retention.group')}</Table.Th>
              <Table.Th w={140}>{t('retention.days')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {RETENTION_GROUPS.map((group) => (
              <Table.Tr key={group}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {dt(`retention.groups.${group}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {dt(`retention.groupTypes.${group}`)} · {dt(`retention.after.${group}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={dt(`retention.groups.${group}`)}
                    value={draft[group]}
                    onChange={(value) => setDraft((current) => ({ ...current, [group]: value }))}
                    min={0}
                    max={MAX_RETENTION_DAYS}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    error={!isRetentionDays(draft[group]) || undefined}
                    disabled={busy}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {invalid.length > 0 && (
          <Text size="sm" c="red">
            {t('retention.invalid')}
          </Text>
        )}
        <Group>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={busy}
            disabled={!changed || invalid.length > 0}
          >
            {t('retention.save')}
          </Button>
          <Button variant="subtle" onClick={() => setDraft(DEFAULT_RETENTION)} disabled={busy}>
            {t('retention.reset')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
