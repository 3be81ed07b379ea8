import { describe, expect, it } from 'vitest';
import {
  afterLoginDestination,
  loginHrefFor,
  postLoginDestination,
  safeNextPath,
} from './post-login';

describe('postLoginDestination', () => {
  it('sends a staff-only user of one hotel to found-item registration', () => {
    expect(postLoginDestination({ admin: false, staff: true, accessibleHotels: ['sakura'] })).toBe(
      '/sakura/found-items/register',
    );
  });

  it('sends an admin, or a user without claims, of one hotel to the dashboard', () => {
    expect(postLoginDestination({ admin: true, staff: true, accessibleHotels: ['sakura'] })).toBe(
      '/sakura/admin',
    );
    expect(postLoginDestination({ admin: false, staff: false, accessibleHotels: ['sakura'] })).toBe(
      '/sakura/admin',
    );
  });

  it('sends users with several hotels, none, or unreadable claims to the hotel selector', () => {
    expect(
      postLoginDestination({ admin: true, staff: true, accessibleHotels: ['sakura', 'harbor'] }),
    ).toBe('/');
    expect(postLoginDestination({ admin: true, staff: false, accessibleHotels: [] })).toBe('/');
    expect(postLoginDestination(null)).toBe('/');
  });
});

describe('returning to the requested page after sign-in', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeNextPath('/sakura/matches/m1')).toBe('/sakura/matches/m1');
    expect(safeNextPath('/sakura/admin?tab=lost#top')).toBe('/sakura/admin?tab=lost#top');
  });

  it('refuses other origins, protocol-relative and odd paths, and /login itself', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '/a\\b',
      'javascript:alert(1)',
      'sakura/admin',
      '/login?next=/x',
      '/x\ny',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(bad)).toBeNull();
    }
  });

  it('builds /login?next= and goes back there, else to the default destination', () => {
    expect(loginHrefFor('/sakura/matches/m1')).toBe('/login?next=%2Fsakura%2Fmatches%2Fm1');
    expect(loginHrefFor('/')).toBe('/login');
    expect(loginHrefFor('https://evil.example')).toBe('/login');
    const claims = { admin: true, staff: true, accessibleHotels: ['sakura'] };
    expect(afterLoginDestination(claims, '/sakura/matches/m1')).toBe('/sakura/matches/m1');
    expect(afterLoginDestination(claims, '//evil.example')).toBe('/sakura/admin');
    expect(afterLoginDestination(claims, null)).toBe('/sakura/admin');
  });
});
