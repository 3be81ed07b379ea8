import { describe, expect, it } from 'vitest';
import {
  awaitsApproval,
  canRelease,
  canDiscard,
  canShip,
  canTransition,
  canUndoDiscard,
  canUnmatch,
  canEditSummaries,
  matchStatusKey,
  mayTransition,
  needsPackageSize,
} from './status-transitions';

const admin = { admin: true, staff: true };
const staff = { admin: false, staff: true };
const nobody = { admin: false, staff: false };

describe('status transitions (spec §4)', () => {
  it('moves lost items between pending and matched only', () => {
    expect(canTransition('lost-item', 'pending', 'matched')).toBe(true);
    expect(canTransition('lost-item', 'matched', 'pending')).toBe(true);
    expect(canTransition('lost-item', 'pending', 'discarded')).toBe(false);
  });

  it('lets only admins match, discard and undo discard found items; staff may unmatch', () => {
    expect(mayTransition('found-item', 'pending', 'discarded', admin)).toBe(true);
    expect(mayTransition('found-item', 'pending', 'discarded', staff)).toBe(false);
    expect(mayTransition('found-item', 'discarded', 'pending', staff)).toBe(false);
    expect(mayTransition('found-item', 'pending', 'matched', staff)).toBe(false);
    expect(mayTransition('found-item', 'matched', 'pending', staff)).toBe(true);
    expect(mayTransition('found-item', 'matched', 'pending', nobody)).toBe(false);
    expect(canTransition('found-item', 'matched', 'discarded')).toBe(false);
  });

  it('offers discard only for pending found items and undo only for discarded ones', () => {
    expect(canDiscard({ status: 'pending' })).toBe(true);
    expect(canDiscard({ status: 'matched' })).toBe(false);
    expect(canDiscard({ status: 'discarded' })).toBe(false);
    expect(canUndoDiscard({ status: 'discarded' })).toBe(true);
    expect(canUndoDiscard({ status: 'pending' })).toBe(false);
  });

  it('ships a match from any other status once a package size is set, never twice', () => {
    expect(canShip({ status: 'confirmed', packageSize: 'small' })).toBe(true);
    expect(canShip({ status: 'on-hold', packageSize: 'large' })).toBe(true);
    expect(canShip({ status: 'confirmed', packageSize: null })).toBe(false);
    expect(canShip({ status: 'shipped', packageSize: 'small' })).toBe(false);
    expect(mayTransition('match', 'matched', 'shipped', staff, { packageSize: 'small' })).toBe(
      true,
    );
  });

  it('on hold awaits approval: admins approve (confirm) or release it to matched, staff do not release', () => {
    expect(awaitsApproval({ status: 'on-hold' })).toBe(true);
    expect(awaitsApproval({ status: 'matched' })).toBe(false);
    expect(canRelease({ status: 'on-hold' })).toBe(true);
    expect(canRelease({ status: 'confirmed' })).toBe(false);
    expect(canRelease({ status: 'shipped' })).toBe(false);
    expect(mayTransition('match', 'on-hold', 'matched', { admin: true, staff: true })).toBe(true);
    expect(mayTransition('match', 'on-hold', 'matched', { admin: false, staff: true })).toBe(false);
    expect(canTransition('match', 'on-hold', 'confirmed')).toBe(true);
  });

  it('lets staff confirm and hold; a matched match with no size prompts for one', () => {
    expect(mayTransition('match', 'matched', 'confirmed', staff)).toBe(true);
    expect(mayTransition('match', 'matched', 'on-hold', staff)).toBe(true);
    expect(canTransition('match', 'shipped', 'on-hold')).toBe(false);
    expect(needsPackageSize({ status: 'matched', packageSize: null })).toBe(true);
    expect(needsPackageSize({ status: 'confirmed', packageSize: null })).toBe(false);
  });

  it('maps on-hold to the onHold label key', () => {
    expect(matchStatusKey('on-hold')).toBe('matchStatus.onHold');
    expect(matchStatusKey('shipped')).toBe('matchStatus.shipped');
  });

  it('keeps a shipped match final: no unmatch, no summary changes', () => {
    for (const status of ['matched', 'pending', 'confirmed', 'on-hold'] as const) {
      expect(canUnmatch({ status })).toBe(true);
      expect(canEditSummaries({ status })).toBe(true);
    }
    expect(canUnmatch({ status: 'shipped' })).toBe(false);
    expect(canEditSummaries({ status: 'shipped' })).toBe(false);
  });
});
