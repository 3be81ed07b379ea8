import { refreshClaims } from '@/firebase/auth-session';
import { acceptHotelInvitation } from '@/firebase/callables';

/**
 * Accepts an invitation to a hotel as the signed-in account, then takes a token with the new
 * claims (the account's open pages also learn of them through users/{uid}.claimsVersion).
 * Resolves to the hotel joined.
 */
export async function acceptInvitation(token: string): Promise<string> {
  const { hotelId } = await acceptHotelInvitation({ token });
  await refreshClaims().catch((error: unknown) =>
    console.warn('Could not refresh the token after joining a hotel', error),
  );
  return hotelId;
}

export const invitationApi = { acceptInvitation };
