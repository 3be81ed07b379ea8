import { onRequest } from 'firebase-functions/v2/https';
import { adminAuth, REGION } from './admin';

/** Five days, the longest a session cookie may live is two weeks. */
const SESSION_MS = 5 * 24 * 60 * 60 * 1000;
const COOKIE = '__session';

function cookie(value: string, maxAgeSeconds: number): string {
  // Firebase Hosting forwards only the cookie named __session. Secure outside the emulator,
  // which serves plain http on localhost.
  const secure = process.env.FUNCTIONS_EMULATOR === 'true' ? '' : '; Secure';
  return `${COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Strict${secure}`;
}

/**
 * /api/session (Hosting rewrite): POST with `Authorization: Bearer <ID token>` sets the
 * `__session` cookie; DELETE clears it. Neither ever echoes the token.
 */
export const session = onRequest({ region: REGION }, async (request, response) => {
  response.set('Cache-Control', 'private, no-store');
  if (request.method === 'DELETE') {
    response.set('Set-Cookie', cookie('', 0));
    response.status(200).json({ status: 'signed-out' });
    return;
  }
  if (request.method !== 'POST') {
    response.set('Allow', 'POST, DELETE');
    response.status(405).json({ error: 'method-not-allowed' });
    return;
  }
  const match = /^Bearer (.+)$/.exec(request.get('Authorization') ?? '');
  if (!match) {
    response.status(401).json({ error: 'unauthenticated' });
    return;
  }
  try {
    await adminAuth.verifyIdToken(match[1]);
    const sessionCookie = await adminAuth.createSessionCookie(match[1], { expiresIn: SESSION_MS });
    response.set('Set-Cookie', cookie(sessionCookie, SESSION_MS / 1000));
    response.status(200).json({ status: 'ok' });
  } catch {
    response.status(401).json({ error: 'unauthenticated' });
  }
});
