import type { UserClaims } from './entities';

/**
 * Invitations to a hotel (docs/trust-model.md, "Joining a hotel by invitation"): an admin names
 * an address and the role it is to hold there; the address's owner accepts through the mailed link.
 */
export const INVITED_ROLES = ['user', 'staff', 'admin'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

/** An invitation's link works for this many days after it was sent (sending again renews it). */
export const INVITATION_DAYS = 7;

/** The admin and staff flags a role stands for. */
export function flagsOf(role: InvitedRole): Pick<UserClaims, 'admin' | 'staff'> {
  return { admin: role === 'admin', staff: role !== 'user' };
}

/** The role an account's flags give it (the same levels as the users list and claim changes). */
export function roleOf(claims: Pick<UserClaims, 'admin' | 'staff'>): InvitedRole {
  return claims.admin ? 'admin' : claims.staff ? 'staff' : 'user';
}
