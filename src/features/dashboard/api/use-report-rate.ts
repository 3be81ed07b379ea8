import { db } from '@/firebase/app';
import { subscribeReportRates } from '@/firebase/subscriptions';
import type { ReportRateHour } from '@/domain/mail-trust';
import { useSubscription, type LiveState } from '@/hooks/use-subscription';
import { useAfterMainRows } from '@/lib/main-rows-context';

/** The hotel's latest counted hours of guest reports, live (for the unusual-rate notice). */
export function useReportRates(hotelId: string): LiveState<ReportRateHour[]> {
  return useSubscription(useAfterMainRows(`report-rates:${hotelId}`), (ok, fail) =>
    subscribeReportRates(db, hotelId, ok, fail),
  );
}
