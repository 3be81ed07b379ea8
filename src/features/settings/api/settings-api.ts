import type { Hotel, UserProfile } from '@/domain/entities';
import type { InvitedRole } from '@/domain/invitations';
import type { PoliceSettings } from '@/domain/police-paperwork';
import type { PaymentSettings } from '@/domain/postage-payment';
import type { Retention } from '@/domain/retention';
import { auth } from '@/firebase/app';
import {
  createNewHotelUser,
  getHotelUsersList,
  setUserDisabled,
  updateOtherUserDisplayName,
  updateUserClaims,
  updateUserDisplayName,
  withdrawHotelInvitation,
} from '@/firebase/callables';
import { updateHotelSettings } from '@/firebase/hotel-settings';
import { sendPasswordReset } from '@/firebase/password-reset';
import { useDocument } from '@/hooks/use-live';
import type { LiveState } from '@/hooks/use-subscription';
import { serverErrorMessage } from '@/lib/server-errors';

/** users/{uid}, live; stays loading while there is no uid. */
export function useUserProfile(uid: string): LiveState<UserProfile | null> {
  return useDocument('user', uid || null);
}

export function useHotel(hotelId: string | null): LiveState<Hotel | null> {
  return useDocument('hotel', hotelId);
}

/**
 * Spec §4: the toggle updates at once and records the time in settings.updatedAt. Field paths, so
 * that the other settings (retention) stay as they are.
 */
export function setEmailNotifications(hotelId: string, enabled: boolean): Promise<void> {
  return updateHotelSettings(hotelId, {
    emailNotifications: enabled,
  });
}

/** Days to keep per item type group (whole days 0..3650, checked by the rules too). */
export function setRetention(hotelId: string, retention: Retention): Promise<void> {
  return updateHotelSettings(hotelId, {
    retention: { ...retention },
  });
}

/** Remind guests by mail before a matched item's retention due date. */
export function setDisposalReminders(hotelId: string, enabled: boolean): Promise<void> {
  return updateHotelSettings(hotelId, {
    disposalReminders: enabled,
  });
}

/** Days a report's personal data is kept after it ended (30..1095, checked by the rules too). */
export function setGuestDataDays(hotelId: string, days: number): Promise<void> {
  return updateHotelSettings(hotelId, {
    guestDataDays: days,
  });
}

/**
 * The police paperwork (src/domain/police-paperwork.ts): the whole map at once, as the rules
 * require every field of it.
 */
export function setPoliceSettings(hotelId: string, police: PoliceSettings): Promise<void> {
  return updateHotelSettings(hotelId, {
    police: {
      address: police.address,
      phone: police.phone,
      occupant: police.occupant,
      claims: { ...police.claims },
      weekLimit: police.weekLimit,
    },
  });
}

/** How guests pay the postage (src/domain/postage-payment.ts): the whole map, as the rules check it. */
export function setPaymentSettings(hotelId: string, payment: PaymentSettings): Promise<void> {
  return updateHotelSettings(hotelId, {
    payment: {
      method: payment.method,
      linkTemplate: payment.linkTemplate,
      bankTransfer: payment.bankTransfer,
    },
  });
}

/** The password-reset email to the signed-in user's own address. */
export async function sendOwnPasswordReset(): Promise<void> {
  const email = auth.currentUser?.email;
  if (!email) throw new Error('noUser');
  await sendPasswordReset(email);
}

export const settingsApi = {
  listUsers: (hotelId: string) => getHotelUsersList({ targetHotelId: hotelId }),
  /** Invites the address to the hotel with the role (docs/trust-model.md, joining by invitation). */
  createUser: (email: string, password: string, hotelId: string, role: InvitedRole) =>
    createNewHotelUser({ email, password, targetHotelId: hotelId, role }),
  withdrawInvitation: (hotelId: string, invitationId: string) =>
    withdrawHotelInvitation({ hotelId, invitationId }),
  renameSelf: (newDisplayName: string) => updateUserDisplayName({ newDisplayName }),
  renameOther: (targetUserId: string, newDisplayName: string, hotelId: string) =>
    updateOtherUserDisplayName({ targetUserId, newDisplayName, hotelId }),
  setClaims: (targetUserId: string, hotelId: string, admin: boolean, staff: boolean) =>
    updateUserClaims({ targetUserId, hotelId, admin, staff }),
  /** Disabling ends every session of the account at once (docs/trust-model.md). */
  setDisabled: (targetUserId: string, hotelId: string, disabled: boolean) =>
    setUserDisabled({ targetUserId, hotelId, disabled }),
  refreshToken: () => auth.currentUser?.getIdToken(true),
};

/** A callable, Firestore or Auth error as text in the user's language (src/lib/server-errors). */
export function serverMessage(error: unknown): string {
  return serverErrorMessage(error);
}
