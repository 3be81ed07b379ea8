import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LostItemReportForm } from '@/features/lost-items/components/lost-item-report-form';
import { ReportSuccess } from '@/features/lost-items/components/report-success';
import { useAuth } from '@/lib/auth-context';
import { useCurrentHotel } from '@/lib/hotel-context';
import { isPrivileged } from '@/lib/roles';

/** Public: guests see a success page afterwards, staff and admins return to the dashboard. */
export function ReportLostItemRoute() {
  const { hotelId } = useCurrentHotel();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [reportId, setReportId] = useState<string | null>(null);
  if (reportId) return <ReportSuccess hotelId={hotelId} itemId={reportId} />;
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
