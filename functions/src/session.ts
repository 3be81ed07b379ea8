import { getAppCheck } from 'firebase-admin/app-check';
import { onRequest, type Request, type Response } from 'firebase-functions/v2/https';
import type { SessionResponse } from '../../src/domain/callables';
import { adminApp, adminAuth, APP_CHECK_ENFORCED, REGION } from './lib/admin';
import { claimsOf } from './lib/guards';

/** Five days; a session cookie may live two weeks at most. */
const SESSION_MS = 5 * 24 * 60 * 60 * 1000;
/** Firebase Hosting forwards only the cookie named __session to functions. */
const COOKIE = '__session';
const ALLOW = 'GET, POST, DELETE';

/**
 * HttpOnly (no script reads it), Secure (browsers accept Secure cookies from http://localhost,
 * which is how the emulators are served) and SameSite=Strict (never sent by another site).
 */
function cookie(value: string, maxAgeSeconds: number): string {
  return `${COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; Secure; SameSite=Strict`;
}

function readCookie(request: Request): string | null {
  for (const part of (request.get('Cookie') ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE && rest.length > 0) return rest.join('=') || null;
  }
  return null;
}

/** The session as the account stands now (current claims, not those frozen in the token). */
async function sessionOf(uid: string, expiresAtMs: number): Promise<SessionResponse> {
  const user = await adminAuth.getUser(uid);
  return {
    uid: user.uid,
    email: user.email ?? '',
    claims: claimsOf(user.customClaims ?? {}),
    expiresAt: new Date(expiresAtMs).toISOString(),
  };
}

async function appCheckPasses(request: Request): Promise<boolean> {
  if (!APP_CHECK_ENFORCED) return true;
  const token = request.get('X-Firebase-AppCheck');
  if (!token) return false;
  return getAppCheck(adminApp)
    .verifyToken(token)
    .then(() => true)
    .catch(() => false);
}

const deny = (response: Response, status: number, error: string) =>
  response.status(status).json({ error });

/** POST: exchange a fresh, non-revoked ID token of a signed-in (not anonymous) account. */
async function createSession(request: Request, response: Response): Promise<void> {
  const bearer = /^Bearer (.+)$/.exec(request.get('Authorization') ?? '');
  if (!bearer) return void deny(response, 401, 'unauthenticated');
  const idToken = bearer[1];
  // checkRevoked: a revoked (demoted, signed-out-everywhere) or disabled account is refused.
  const decoded = await adminAuth.verifyIdToken(idToken, true).catch(() => null);
  if (!decoded) return void deny(response, 401, 'unauthenticated');
  if (decoded.firebase.sign_in_provider === 'anonymous') {
    return void deny(response, 403, 'anonymous-not-allowed');
  }
  const sessionCookie = await adminAuth.createSessionCookie(idToken, { expiresIn: SESSION_MS });
  const body = await sessionOf(decoded.uid, Date.now() + SESSION_MS);
  response.set('Set-Cookie', cookie(sessionCookie, SESSION_MS / 1000));
  response.status(200).json(body);
}

/** GET: who the cookie belongs to, verified with revocation checking on every request. */
async function readSession(request: Request, response: Response): Promise<void> {
  const sessionCookie = readCookie(request);
  if (!sessionCookie) return void deny(response, 401, 'unauthenticated');
  const decoded = await adminAuth.verifySessionCookie(sessionCookie, true).catch(() => null);
  if (!decoded || decoded.firebase.sign_in_provider === 'anonymous') {
    response.set('Set-Cookie', cookie('', 0));
    return void deny(response, 401, 'unauthenticated');
  }
  response.status(200).json(await sessionOf(decoded.uid, decoded.exp * 1000));
}

/**
 * /api/session (Hosting rewrite; docs/trust-model.md, "Session endpoint"):
 * - POST with `Authorization: Bearer <ID token>` sets the `__session` cookie and answers the
 *   session ({uid, email, claims, expiresAt});
 * - GET with the cookie answers the same session, or 401 (and clears the cookie) when the
 *   cookie is missing, expired or revoked;
 * - DELETE clears the cookie (it revokes nothing: other devices stay signed in).
 * Nothing ever echoes a token.
 */
export const session = onRequest({ region: REGION }, async (request, response) => {
  response.set('Cache-Control', 'private, no-store');
  if (request.method === 'DELETE') {
    response.set('Set-Cookie', cookie('', 0));
    response.status(200).json({ status: 'signed-out' });
    return;
  }
  if (request.method !== 'POST' && request.method !== 'GET') {
    response.set('Allow', ALLOW);
    deny(response, 405, 'method-not-allowed');
    return;
  }
  if (!(await appCheckPasses(request))) {
    deny(response, 401, 'app-check-failed');
    return;
  }
  try {
    await (request.method === 'POST' ? createSession : readSession)(request, response);
  } catch {
    deny(response, 401, 'unauthenticated');
  }
});
