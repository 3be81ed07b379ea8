import { Button, Group, Text } from '@mantine/core';
import { IconExternalLink, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SuccessCard } from '@/components/success-card';
import { paths } from '@/config/paths';
import { shortItemId } from '@/domain/labels';

/**
 * Staff-only users see this after registering: the item's code (the one its label carries), its
 * label and its page (both open to staff: a staff-only account has no found list to reach them
 * from), and Register another, which keeps the focus so that Enter starts the next one.
 */
export function RegisterSuccess({
  hotelId,
  itemId,
  onRegisterAnother,
}: {
  hotelId: string;
  itemId: string;
  onRegisterAnother: () => void;
}) {
  const { t } = useTranslation();
  const code = shortItemId(itemId);
  return (
    <SuccessCard title={t('foundForm.successTitle')} message={t('foundForm.successMessage')}>
      <Text>
        {t('foundForm.successCode')}{' '}
        <Text span fw={700} ff="monospace" fz="xl" lts="0.05em">
          {code}
        </Text>
      </Text>
      <Group justify="center" gap="sm">
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={onRegisterAnother}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the usual next step is another registration: Enter starts it
          autoFocus
        >
          {t('foundForm.registerAnother')}
        </Button>
        <Button
          component={Link}
          to={paths.foundItemLabels.getHref(hotelId, [itemId])}
          variant="light"
          leftSection={<IconPrinter size={16} />}
        >
          {t('labels.printLabel')}
        </Button>
        <Button
          component={Link}
          to={paths.foundItem.getHref(hotelId, itemId)}
          variant="light"
          leftSection={<IconExternalLink size={16} />}
        >
          {t('foundForm.openItem')}
        </Button>
      </Group>
    </SuccessCard>
  );
}
