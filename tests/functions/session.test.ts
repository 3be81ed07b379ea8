import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@/domain/callables';
import { DEMO_PROJECT_ID } from '@/firebase/config';
import {
  adminAuth,
  closeClients,
  createUser,
  guestClient,
  signedInClient,
  signedInUsers,
  type TestClient,
} from '../support/emulator';

const url = () => `${process.env.FUNCTIONS_EMULATOR_ORIGIN}/${DEMO_PROJECT_ID}/us-central1/session`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let staff: TestClient;
let staffUid: string;

const post = (token: string) =>
  fetch(url(), { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
const get = (cookie?: string) =>
  fetch(url(), { method: 'GET', headers: cookie ? { Cookie: cookie } : {} });
/** The `__session=...` pair of a Set-Cookie header, as a browser would send it back. */
const pairOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0];

beforeAll(async () => {
  ({ staff } = await signedInUsers({
    staff: ['session@a.test', { staff: true, accessibleHotels: ['hotel-a'] }],
  }));
  staffUid = staff.actor.uid;
});
afterAll(closeClients);

describe('/api/session', () => {
  it('sets an HttpOnly, Secure, SameSite=Strict __session cookie and answers the session', async () => {
    const token = await staff.auth.currentUser!.getIdToken();
    const response = await post(token);
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__session=[^;]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    const text = await response.text();
    expect(text).not.toContain(token);
    const body = JSON.parse(text) as SessionResponse;
    expect(body).toMatchObject({
      uid: staffUid,
      email: 'session@a.test',
      claims: { admin: false, staff: true, accessibleHotels: ['hotel-a'] },
    });
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now() + 4 * 24 * 3600 * 1000);
  });

  it('answers GET with the same session for its cookie, and 401 without one', async () => {
    const token = await staff.auth.currentUser!.getIdToken();
    const created = (await (await post(token)).clone().json()) as SessionResponse;
    const pair = pairOf(await post(token));
    const read = await get(pair);
    expect(read.status).toBe(200);
    const body = (await read.json()) as SessionResponse;
    expect(body).toMatchObject({ uid: created.uid, email: created.email, claims: created.claims });
    expect((await get()).status).toBe(401);
    const forged = await get('__session=not-a-session-cookie');
    expect(forged.status).toBe(401);
    expect(forged.headers.get('set-cookie')).toMatch(/^__session=; Max-Age=0/);
  });

  it('refuses the ID token of an anonymous guest', async () => {
    const guest = await guestClient();
    const response = await post(await guest.auth.currentUser!.getIdToken());
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a revoked ID token, and a cookie made before the revocation', async () => {
    const uid = await createUser('revoked-session@a.test', {
      staff: true,
      accessibleHotels: ['x'],
    });
    const client = await signedInClient('revoked-session@a.test');
    const token = await client.auth.currentUser!.getIdToken();
    const first = await post(token);
    expect(first.status).toBe(200);
    const pair = pairOf(first);
    expect((await get(pair)).status).toBe(200);
    await pause(1100); // revocation counts in whole seconds from the sign-in time
    await adminAuth().revokeRefreshTokens(uid);
    const again = await post(token);
    expect(again.status).toBe(401);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect((await get(pair)).status).toBe(401);
  });

  it('answers 401 to a missing or bad token without echoing it', async () => {
    expect((await fetch(url(), { method: 'POST' })).status).toBe(401);
    const bad = await post('not-a-real-token');
    expect(bad.status).toBe(401);
    expect(await bad.text()).not.toContain('not-a-real-token');
  });

  it('clears the cookie on DELETE and refuses other methods with 405', async () => {
    const cleared = await fetch(url(), { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(cleared.headers.get('set-cookie')).toMatch(/^__session=; Max-Age=0/);
    const put = await fetch(url(), { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST, DELETE');
  });
});
