import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HandoverFields, type HandoverValues } from '@/components/handover-fields';
import { DayPicker } from '@/components/pickers/day-picker';
import { paths } from '@/config/paths';
import { todayIso } from '@/domain/dates';
import { canDispose, policeHandoverRequest } from '@/domain/disposition';
import { fieldErrorKeys } from '@/domain/schemas/validation';
import type { FoundItem } from '@/domain/entities';
import type { Actor } from '@/domain/documents';
import { useActionRunner } from '@/hooks/use-action-runner';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { dispositionActions } from '../api/disposition-actions';

/**
 * Issue 17: hand the selected items that are still on the shelf to the police in one handover
 * (date, station, receipt number), then open its printable list. Admins only (the function checks).
 */
export function PoliceHandoverButton({
  hotelId,
  selected,
  actor,
}: {
  hotelId: string;
  selected: FoundItem[];
  actor: Actor;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const navigate = useNavigate();
  const eligible = selected.filter((item) => canDispose(item));
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(todayIso());
  const [station, setStation] = useState('');
  const [receiptNumber, setReceiptNumber] = useState('');
  const [handover, setHandover] = useState<HandoverValues>({
    byName: actor.displayName || actor.email,
    recipientName: '',
    idChecked: false,
    note: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useActionRunner<'create'>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = {
      hotelId,
      itemIds: eligible.map((item) => item.id),
      date,
      station,
      receiptNumber,
      byName: handover.byName,
      note: handover.note,
    };
    const parsed = policeHandoverRequest.safeParse(request);
    setErrors(fieldErrorKeys(parsed));
    if (!parsed.success) return;
    void run('create', t('disposition.errors.failed'), async () => {
      const { handoverId } = await dispositionActions.policeHandover(request);
      void navigate(paths.policeHandover.getHref(hotelId, handoverId));
    });
  };

  return (
    <>
      <Button
        variant="light"
        color="indigo"
        leftSection={<IconShieldCheck size={16} />}
        disabled={eligible.length === 0}
        onClick={() => setOpen(true)}
      >
        {t('disposition.police.button', { count: eligible.length })}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('disposition.police.title', { count: eligible.length })}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {eligible.length < selected.length && (
              <Text size="sm" c="dimmed">
                {t('disposition.police.leftOut', { count: selected.length - eligible.length })}
              </Text>
            )}
            <DayPicker
              label={t('disposition.fields.handoverDate')}
              value={date}
              onChange={setDate}
              error={errors.date && dt(errors.date)}
              required
            />
            <TextInput
              label={t('disposition.fields.station')}
              value={station}
              onChange={(event) => setStation(event.currentTarget.value)}
              error={errors.station && dt(errors.station)}
              maxLength={500}
              required
            />
            <TextInput
              label={t('disposition.fields.receiptNumber')}
              value={receiptNumber}
              onChange={(event) => setReceiptNumber(event.currentTarget.value)}
              error={errors.receiptNumber && dt(errors.receiptNumber)}
              maxLength={100}
            />
            <HandoverFields
              values={handover}
              onChange={setHandover}
              errors={errors}
              withRecipient={false}
            />
            {(error ?? errors.itemIds) && (
              <Text c="red" size="sm" role="alert">
                {error ?? dt(errors.itemIds)}
              </Text>
            )}
            <Group>
              <Button type="submit" loading={busy === 'create'}>
                {t('disposition.police.submit')}
              </Button>
              <Button variant="default" onClick={() => setOpen(false)} disabled={busy !== null}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
