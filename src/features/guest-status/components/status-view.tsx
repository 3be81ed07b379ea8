import { Alert, Anchor, Card, Group, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { IconCheck, IconMailCheck, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/domain/dates';
import type { GetReportStatusResponse } from '@/domain/guest-status';
import type { MessagePhotoUpload } from '@/domain/messages';
import { itemTypeLabel } from '@/domain/item-types';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { ErasureSection } from './erasure-section';
import { GuestThread } from './guest-thread';
import { PostagePayment } from './postage-payment';
import { ShippingOffer } from './shipping-offer';
import { ShippingRulesNotice } from './shipping-rules-notice';

/** The guest's report status: where it stands, a timeline, shipping and the hotel's contact. */
export function StatusView({
  status,
  onConfirmShipping,
  onRequestErasure,
  onPostMessage,
}: {
  status: GetReportStatusResponse;
  onConfirmShipping: (address: string) => Promise<void>;
  onRequestErasure: () => Promise<void>;
  /** The guest writes to the hotel (the thread is absent on an erased report). */
  onPostMessage: (text: string, photos: MessagePhotoUpload[]) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const labels = { missing: t('guestStatus.notYet'), invalid: t('errors.invalidDate') };
  const item = [itemTypeLabel(status.itemType, dt), status.itemName].filter(Boolean).join(' - ');
  const lastDone = status.timeline.reduce((last, step, index) => (step.done ? index : last), 0);
  const { shipping, hotelContact } = status;
  const returned = status.state === 'shipped' || status.state === 'picked-up';
  // Erased before the item came back: the usual state ("looking for your item") no longer holds.
  const erasedOpen = status.erasure?.state === 'erased' && !returned;
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        {status.addressConfirmedNow && (
          <Alert color="green" role="status" icon={<IconMailCheck size={18} aria-hidden />}>
            {t('guestStatus.addressConfirmed', { hotel: status.hotelName })}
          </Alert>
        )}
        <Title order={2} size="h3">
          {t('guestStatus.currentState')}
        </Title>
        {erasedOpen ? (
          // The hotel is no longer looking on the guest's behalf: it cannot reach them.
          <Alert color="gray" role="status">
            {t('guestStatus.erasure.erasedState')}
          </Alert>
        ) : (
          <Alert color={status.state === 'reported' ? 'blue' : 'green'} role="status">
            {dt(`guestStatus.states.${status.state}`)}
          </Alert>
        )}
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={140}>{t('guestStatus.yourReference')}</Table.Th>
              <Table.Td ff="monospace">{status.reference}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('guestStatus.hotel')}</Table.Th>
              <Table.Td>{status.hotelName}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('guestStatus.item')}</Table.Th>
              <Table.Td>{item}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>

        {/* An erased report answers no timeline. */}
        {status.timeline.length > 0 && (
          <Title order={2} size="h4">
            {t('guestStatus.timeline')}
          </Title>
        )}
        <Timeline
          active={lastDone}
          bulletSize={24}
          lineWidth={2}
          aria-label={t('guestStatus.timeline')}
        >
          {status.timeline.map((step) => (
            <Timeline.Item
              key={step.step}
              bullet={step.done ? <IconCheck size={14} /> : null}
              title={dt(`guestStatus.steps.${step.step}`)}
            >
              <Text size="sm" c="dimmed">
                {step.done && step.at
                  ? formatDate(step.at, i18n.language, labels, true)
                  : step.done
                    ? ''
                    : t('guestStatus.notYet')}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>

        {shipping && (
          <Stack gap={4}>
            <Group gap="xs">
              <IconTruckDelivery size={20} aria-hidden />
              {shipping.carrier && (
                <Text>
                  {t('guestStatus.carrier', {
                    carrier: dt(`guestStatus.carriers.${shipping.carrier}`),
                  })}
                </Text>
              )}
            </Group>
            {shipping.trackingNumber && (
              <Text>{t('guestStatus.trackingNumber', { number: shipping.trackingNumber })}</Text>
            )}
            {shipping.trackingUrl && (
              <Anchor href={shipping.trackingUrl} target="_blank" rel="noreferrer noopener">
                {t('guestStatus.trackParcel')}
              </Anchor>
            )}
          </Stack>
        )}

        {status.shippingRules && <ShippingRulesNotice rules={status.shippingRules} />}
        {status.offer && <ShippingOffer offer={status.offer} onConfirm={onConfirmShipping} />}
        {status.offer && <PostagePayment offer={status.offer} reference={status.reference} />}

        {status.thread && (
          <GuestThread thread={status.thread} hotelName={status.hotelName} onPost={onPostMessage} />
        )}

        <ErasureSection erasure={status.erasure} returned={returned} onRequest={onRequestErasure} />

        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('guestStatus.contact', { hotel: status.hotelName })}
          </Text>
          {hotelContact.email && (
            <Anchor size="sm" href={`mailto:${hotelContact.email}`}>
              {t('guestStatus.contactEmail', { email: hotelContact.email })}
            </Anchor>
          )}
          {hotelContact.phone && (
            <Anchor size="sm" href={`tel:${hotelContact.phone.replace(/\s/g, '')}`}>
              {t('guestStatus.contactPhone', { phone: hotelContact.phone })}
            </Anchor>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
