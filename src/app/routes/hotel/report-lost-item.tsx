import { Box, Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LostItemReportForm } from '@/features/lost-items/components/lost-item-report-form';
import { PageLoader } from '@/components/layout/page-loader';
import { useAuth } from '@/lib/auth-context';
import { useCurrentHotel } from '@/lib/hotel-context';
import { isPrivileged } from '@/lib/roles';

// Loaded once the report is sent: its live reference needs Firestore, which the form does not
// download before the guest sends.
const ReportSuccess = lazy(() =>
  import('@/features/lost-items/components/report-success').then((module) => ({
    default: module.ReportSuccess,
  })),
);

/** Public: guests see a success page afterwards, staff and admins return to the dashboard. */
export function ReportLostItemRoute() {
  const { hotelId } = useCurrentHotel();
  const { user } = useAuth();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [reportId, setReportId] = useState<string | null>(null);
  if (reportId)
    return (
      <Suspense fallback={<PageLoader />}>
        <ReportSuccess hotelId={hotelId} itemId={reportId} />
      </Suspense>
    );
  return (
    <>
      {/* Back to the hotel chooser, a link rather than history: a guest who came from a QR code
          has no page before this one. */}
      <Box maw={760} mx="auto" mt="md">
        <Button
          component={Link}
          to={paths.home.getHref()}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('common.back')}
        </Button>
      </Box>
      <LostItemReportForm
        key={hotelId}
        hotelId={hotelId}
        onSubmitted={(id) =>
          isPrivileged(user) ? void navigate(paths.admin.getHref(hotelId)) : setReportId(id)
        }
      />
    </>
  );
}
