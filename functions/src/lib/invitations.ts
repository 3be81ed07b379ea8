import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { INVITATION_DAYS, type InvitedRole } from '../../../src/domain/invitations';
import { db } from './admin';
import { hotelMailInfo, mailDocument, render, type HotelMailInfo, type Part } from './guest-mail';
import { appUrl, hashToken } from './tokens';
import { translator } from './i18n';

/**
 * invitations/{id}: one pending invitation per hotel and address, written and read only by the
 * functions (no rule opens the collection). The id is derived from both, so that inviting the
 * address again replaces the invitation (a new token, a new expiry) instead of adding one.
 */
export const invitationRef = (hotelId: string, email: string) =>
  db.doc(
    `invitations/${createHash('sha256').update(`${hotelId}\n${email}`, 'utf8').digest('hex')}`,
  );

/** The accept page's link (src/config/paths.ts, invitation). */
const acceptUrl = (token: string) => `${appUrl()}/invitation?token=${encodeURIComponent(token)}`;

/** The mail, in Japanese and English (the invitee's language is not known), with the link. */
function invitationMail(hotel: HotelMailInfo, url: string) {
  const blocks = (['ja', 'en'] as const).map((language) => {
    const t = translator(language);
    const parts: Part[] = [
      { text: t('invitationMail.intro', { hotel: hotel.name }) },
      { text: t('invitationMail.signIn') },
      { label: t('invitationMail.link'), link: url },
      { text: t('invitationMail.expires', { count: INVITATION_DAYS }) },
    ];
    return { subject: t('invitationMail.subject', { hotel: hotel.name }), parts };
  });
  return render(blocks.map((block) => block.subject).join(' / '), [
    ...blocks[0].parts,
    { text: '----' },
    ...blocks[1].parts,
  ]);
}

/**
 * Records (or renews) the invitation of `email` to the hotel with `role`, and queues its mail,
 * in one batch. The token is in the mail only: the invitation keeps its SHA-256, and the
 * mail sender takes it out of the stored copy once sent (send-mail.ts, redactStatusTokens).
 */
export async function inviteToHotel(
  hotelId: string,
  email: string,
  role: InvitedRole,
  invitedBy: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const hotelSnap = await db.doc(`hotels/${hotelId}`).get();
  const hotel = hotelMailInfo(hotelId, hotelSnap.data() ?? {});
  const ref = invitationRef(hotelId, email);
  const batch = db.batch();
  batch.set(ref, {
    hotelId,
    email,
    role,
    tokenHash: hashToken(token),
    invitedBy,
    createdAt: Timestamp.now(),
    expiresAt: Timestamp.fromMillis(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
  });
  batch.create(db.collection('mail').doc(), {
    ...mailDocument(email, hotel, invitationMail(hotel, acceptUrl(token))),
    hotelId,
    invitationId: ref.id,
    createdAt: Timestamp.now(),
  });
  await batch.commit();
}
