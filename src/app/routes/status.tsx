import { GuestStatusPage } from '@/features/guest-status/components/guest-status-page';
import { useMailLinkToken } from '@/features/guest-status/hooks/use-mail-link-token';

/**
 * /status: public. A guest on any device enters the reference and email of their report, or
 * arrives from a mail link with a secret token (kept by the tab for a reload), and sees the
 * status in their language.
 */
export function StatusRoute() {
  const { token, forget } = useMailLinkToken();
  return <GuestStatusPage token={token} onForgetToken={forget} />;
}
