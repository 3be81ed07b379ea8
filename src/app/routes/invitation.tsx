import { AcceptInvitation } from '@/features/auth/components/accept-invitation';
import { useInvitationToken } from '@/features/auth/hooks/use-invitation-token';

/** /invitation: the owner of an invited address accepts the invitation to a hotel. */
export function InvitationRoute() {
  const { token, forget } = useInvitationToken();
  return <AcceptInvitation token={token} onUsed={forget} />;
}
