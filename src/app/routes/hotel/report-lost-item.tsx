import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
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
  const navigate = useNavigate();
  const [reportId, setReportId] = useState<string | null>(null);
  if (reportId)
    return (
      <Suspense fallback={<PageLoader />}>
        <ReportSuccess hotelId={hotelId} itemId={reportId} />
      </Suspense>
    );
  return (
    <LostItemReportForm
      key={hotelId}
      hotelId={hotelId}
      onSubmitted={(id) =>
        isPrivileged(user) ? void navigate(paths.admin.getHref(hotelId)) : setReportId(id)
      }
    />
  );
}
