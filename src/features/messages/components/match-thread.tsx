import { useMatchReport } from '../api/messages';
import { MessageThreadPanel } from './message-thread-panel';

/**
 * The thread of the match's lost report on the match page, so staff read and answer the guest,
 * and record the ownership check, where they confirm and hand over. Nothing while the match
 * loads or when it cannot be read (the match page itself says why).
 */
export function MatchThread({ matchId, hotelId }: { matchId: string; hotelId: string }) {
  const report = useMatchReport(matchId);
  if (!report.data) return null;
  return (
    <MessageThreadPanel
      lostItemId={report.data.lostItemId}
      hotelId={hotelId}
      language={report.data.language}
    />
  );
}
