import { describe, expect, it } from 'vitest';
import { awaitsGuestReturn } from './disposal-reminder';
import {
  guestStateOf,
  matchConfirmedForGuest,
  REDACTED_TOKEN,
  redactStatusTokens,
} from './guest-status';

const at = new Date(2026, 4, 5);

describe('guest state of a match', () => {
  it('follows the match status once the hotel confirmed', () => {
    expect(guestStateOf(null)).toBe('reported');
    expect(guestStateOf({ status: 'matched', confirmedAt: null })).toBe('found');
    expect(guestStateOf({ status: 'pending', confirmedAt: null })).toBe('found');
    expect(guestStateOf({ status: 'confirmed', confirmedAt: at })).toBe('confirmed');
    expect(guestStateOf({ status: 'on-hold', confirmedAt: at })).toBe('on-hold');
    expect(guestStateOf({ status: 'shipped', confirmedAt: at })).toBe('shipped');
    expect(guestStateOf({ status: 'picked-up', confirmedAt: null })).toBe('picked-up');
  });

  it('keeps a match held straight from "matched" at found: never confirmed to the guest', () => {
    expect(guestStateOf({ status: 'on-hold', confirmedAt: null })).toBe('found');
    expect(matchConfirmedForGuest({ status: 'on-hold', confirmedAt: null })).toBe(false);
    expect(matchConfirmedForGuest({ status: 'on-hold', confirmedAt: at })).toBe(true);
    expect(matchConfirmedForGuest({ status: 'confirmed', confirmedAt: at })).toBe(true);
    expect(matchConfirmedForGuest({ status: 'matched', confirmedAt: null })).toBe(false);
    expect(matchConfirmedForGuest(null)).toBe(false);
  });

  it('reminds only for confirmed matches still waiting for the guest', () => {
    expect(awaitsGuestReturn({ status: 'confirmed', confirmedAt: at })).toBe(true);
    expect(awaitsGuestReturn({ status: 'on-hold', confirmedAt: at })).toBe(true);
    expect(awaitsGuestReturn({ status: 'on-hold', confirmedAt: null })).toBe(false);
    expect(awaitsGuestReturn({ status: 'shipped', confirmedAt: at })).toBe(false);
    expect(awaitsGuestReturn({ status: 'matched', confirmedAt: null })).toBe(false);
  });
});

describe('status link tokens removed from the stored mail', () => {
  const token = 'Ab0_-'.repeat(8) + 'xyz';
  it('replaces the token of every status link in text and HTML with the marker', () => {
    const text = `Reference: SAK-1\nhttps://app.example/status?token=${token}\nThanks`;
    expect(redactStatusTokens(text)).toBe(
      `Reference: SAK-1\nhttps://app.example/status?token=${REDACTED_TOKEN}\nThanks`,
    );
    const url = `https://app.example/status?token=${token}`;
    const html = `<p><a href="${url}">${url}</a></p>`;
    const redacted = redactStatusTokens(html);
    expect(redacted).not.toContain(token);
    expect(redacted.split(`token=${REDACTED_TOKEN}`)).toHaveLength(3);
    expect(redactStatusTokens(`x?a=1&amp;token=${token}`)).toBe(
      `x?a=1&amp;token=${REDACTED_TOKEN}`,
    );
  });

  it('leaves other text alone, and is idempotent', () => {
    const text = 'No link here; token=short and tracking number01=123456789012';
    expect(redactStatusTokens(text)).toBe(text);
    const once = redactStatusTokens(`/status?token=${token}`);
    expect(redactStatusTokens(once)).toBe(once);
  });
});
