import { Alert, Box, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBuilding, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { useHotels, type HotelListEntry } from '../api/use-hotels';

export interface HotelSelectorProps {
  /** Where a hotel leads: guests report a lost item, staff open the dashboard. */
  hrefFor: (hotelId: string) => string;
  /** Only these hotels (a signed-in user's accessibleHotels); all when undefined. */
  onlyHotelIds?: readonly string[];
  intro?: React.ReactNode;
  /** False for guests: the cached hotel directory instead of a live listener (see useHotels). */
  live?: boolean;
}

/** The height of three hotel rows (cards of one line, xs gaps): what the loading list keeps. */
const LIST_RESERVE = 196;

export function HotelSelector({ hrefFor, onlyHotelIds, intro, live }: HotelSelectorProps) {
  const { t } = useTranslation();
  const hotels = useHotels(live);

  const visible = (list: HotelListEntry[]) =>
    onlyHotelIds ? list.filter((hotel) => onlyHotelIds.includes(hotel.id)) : list;

  return (
    // No Back here: `/` is where the app starts (a QR code in a room opens it with no history),
    // so a Back would leave the site.
    <Stack gap="lg" py="md" maw={720} mx="auto">
      {intro}
      <Stack gap="xs">
        <Title order={2} size="h3" id="hotel-list-heading" tabIndex={-1}>
          {t('hotels.chooseHotel')}
        </Title>
        {hotels.status === 'loading' && (
          // The guest landing page is prerendered with the list still loading: the space of a few
          // hotels is kept for it, so that the link below does not jump when the list arrives.
          <Box mih={LIST_RESERVE}>
            <PageLoader />
          </Box>
        )}
        {hotels.status === 'error' && (
          <Alert color="red" role="alert">
            {t('hotels.loadFailed')}
          </Alert>
        )}
        {hotels.status === 'success' && visible(hotels.data).length === 0 && (
          <Text c="dimmed">{t('hotels.empty')}</Text>
        )}
        {hotels.status === 'success' && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {visible(hotels.data).map((hotel) => (
              <li key={hotel.id}>
                <UnstyledButton component={Link} to={hrefFor(hotel.id)} w="100%">
                  <Card withBorder padding="md">
                    <Group justify="space-between" wrap="nowrap">
                      <Group gap="sm" wrap="nowrap">
                        <IconBuilding size={20} aria-hidden />
                        <Text fw={500} data-testid="hotel-name">
                          {hotel.displayName}
                        </Text>
                      </Group>
                      <IconChevronRight size={18} aria-hidden />
                    </Group>
                  </Card>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** Guest landing: blurb, Report Lost Item button, then all hotels. */
export function GuestHotelSelector() {
  const { t } = useTranslation();
  const scrollToList = () => {
    const heading = document.getElementById('hotel-list-heading');
    heading?.scrollIntoView({ behavior: 'smooth' });
    heading?.focus();
  };
  return (
    <HotelSelector
      live={false}
      hrefFor={(hotelId) => paths.reportLostItem.getHref(hotelId)}
      intro={
        <Card withBorder padding="lg" bg="var(--mantine-color-blue-light)">
          <Stack gap="sm">
            <Title order={1} size="h2">
              {t('hotels.guestTitle')}
            </Title>
            <Text>{t('hotels.guestBlurb')}</Text>
            <Group>
              <Button leftSection={<IconSearch size={16} />} onClick={scrollToList}>
                {t('hotels.reportLostItem')}
              </Button>
            </Group>
          </Stack>
        </Card>
      }
    />
  );
}
