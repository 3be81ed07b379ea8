import { describe, expect, it } from 'vitest';
import { loginHrefFor, safeNextPath } from './login-href';

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

  it('builds /login?next= for a safe requested page, else plain /login', () => {
    expect(loginHrefFor('/sakura/matches/m1')).toBe('/login?next=%2Fsakura%2Fmatches%2Fm1');
    expect(loginHrefFor('/')).toBe('/login');
    expect(loginHrefFor('https://evil.example')).toBe('/login');
  });
});
