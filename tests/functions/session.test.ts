import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clearAuth,
  closeClients,
  createUser,
  signedInClient,
  type TestClient,
} from '../support/emulator';

const url = () =>
  `${process.env.FUNCTIONS_EMULATOR_ORIGIN}/demo-lost-and-found/us-central1/session`;
let staff: TestClient;

beforeAll(async () => {
  await clearAuth();
  await createUser('session@a.test', { staff: true, accessibleHotels: ['hotel-a'] });
  staff = await signedInClient('session@a.test');
});
afterAll(closeClients);

describe('/api/session', () => {
  it('sets an HttpOnly, SameSite=Strict __session cookie for a valid ID token', async () => {
    const token = await staff.auth.currentUser!.getIdToken();
    const response = await fetch(url(), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__session=[^;]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(await response.text()).not.toContain(token);
  });

  it('answers 401 to a missing or bad token without echoing it', async () => {
    expect((await fetch(url(), { method: 'POST' })).status).toBe(401);
    const bad = await fetch(url(), {
      method: 'POST',
      headers: { Authorization: 'Bearer not-a-real-token' },
    });
    expect(bad.status).toBe(401);
    expect(await bad.text()).not.toContain('not-a-real-token');
  });

  it('clears the cookie on DELETE and refuses other methods with 405', async () => {
    const cleared = await fetch(url(), { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(cleared.headers.get('set-cookie')).toMatch(/^__session=; Max-Age=0/);
    const put = await fetch(url(), { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST, DELETE');
  });
});
