import { describe, expect, it } from 'vitest';
import { afterLoginDestination, postLoginDestination } from './post-login';

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

describe('afterLoginDestination', () => {
  it('goes back to a safe requested page, else to the default destination', () => {
    const claims = { admin: true, staff: true, accessibleHotels: ['sakura'] };
    expect(afterLoginDestination(claims, '/sakura/matches/m1')).toBe('/sakura/matches/m1');
    expect(afterLoginDestination(claims, '//evil.example')).toBe('/sakura/admin');
    expect(afterLoginDestination(claims, null)).toBe('/sakura/admin');
  });
});
