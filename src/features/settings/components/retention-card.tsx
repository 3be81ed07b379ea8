import { Button, Group, NumberInput, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { retentionSchema } from '@/domain/schemas/retention';
import { errorFields } from '@/domain/schemas/validation';
import {
  DEFAULT_RETENTION,
  MAX_RETENTION_DAYS,
  RETENTION_GROUPS,
  type Retention,
  type RetentionGroup,
} from '@/domain/retention';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { DISPOSAL_REMINDER_DAYS } from '@/domain/disposal-reminder';
import { serverMessage, setDisposalReminders, setRetention } from '../api/settings-api';
import { SaveButton, SettingsCard, SettingsForm } from './settings-card';
import type { SettingsCardProps, SettingsFormProps } from './settings-card';

/** The form's values: a group's days, or '' while its input is empty. */
type Draft = Record<RetentionGroup, number | string>;

/**
 * Retention (admins): days to keep a found item per item type group. `hotel` is the
 * hotel's document as the settings page reads it.
 */
export function RetentionCard({ hotelId, hotel }: SettingsCardProps) {
  const { t } = useTranslation();
  const saved = hotel.data?.settings.retention;
  // The reminders switch and the retention form save separately, each with its own outcome; the
  // form's is kept here because the form restarts when the stored values change (after a save).
  const reminders = useFormAction();
  const action = useFormAction();
  const failed = (error: unknown) => t('retention.saveFailed', { detail: serverMessage(error) });
  return (
    <SettingsCard
      title={t('retention.title')}
      intro={t('retention.description')}
      hotel={hotel}
      feedback={action.feedback}
    >
      {hotel.data && (
        <Switch
          label={t('retention.reminders')}
          description={t('retention.remindersHint', { count: DISPOSAL_REMINDER_DAYS })}
          checked={hotel.data.settings.disposalReminders === true}
          disabled={reminders.busy}
          onChange={(event) => {
            const enabled = event.currentTarget.checked;
            void reminders.run(() => setDisposalReminders(hotelId, enabled), failed);
          }}
        />
      )}
      <FeedbackAlert feedback={reminders.feedback} />
      {saved && (
        <RetentionForm
          key={JSON.stringify(saved)}
          hotelId={hotelId}
          saved={saved}
          action={action}
          failed={failed}
        />
      )}
    </SettingsCard>
  );
}

function RetentionForm({
  hotelId,
  saved,
  action,
  failed,
}: SettingsFormProps<Retention> & { failed: (error: unknown) => string }) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const { form, bind } = useSchemaForm<Draft>(saved, action.busy);
  const draft = form.getValues();
  // Checked as the admin types: the invalid groups are marked and Save is off until they pass.
  const invalid = errorFields(retentionSchema.safeParse(draft));
  const changed = RETENTION_GROUPS.some((group) => draft[group] !== saved[group]);

  async function save() {
    const parsed = retentionSchema.safeParse(form.getValues());
    if (!parsed.success) return;
    await action.run(async () => {
      await setRetention(hotelId, parsed.data);
      return t('retention.saved');
    }, failed);
  }

  return (
    <SettingsForm onSave={save}>
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
                    min={0}
                    max={MAX_RETENTION_DAYS}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    {...bind(group)}
                    error={invalid.has(group) || undefined}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {invalid.size > 0 && (
          <Text size="sm" c="red">
            {t('retention.invalid')}
          </Text>
        )}
        <Group>
          <SaveButton
            busy={action.busy}
            disabled={!changed || invalid.size > 0}
            label={t('retention.save')}
          />
          <Button
            variant="subtle"
            onClick={() => form.setValues(DEFAULT_RETENTION)}
            disabled={action.busy}
          >
            {t('retention.reset')}
          </Button>
        </Group>
      </Stack>
    </SettingsForm>
  );
}
