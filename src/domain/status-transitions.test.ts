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
  findTransition,
  matchStatusKey,
  needsPackageSize,
  type ItemKind,
  type TransitionContext,
} from './status-transitions';

/** Who the table lets make a transition: 'admin', 'privileged' (staff or admin), or undefined. */
const roleOf = (kind: ItemKind, from: string, to: string, context?: TransitionContext) =>
  findTransition(kind, from, to, context)?.role;

describe('status transitions (spec §4)', () => {
  it('moves lost items between pending and matched only', () => {
    expect(canTransition('lost-item', 'pending', 'matched')).toBe(true);
    expect(canTransition('lost-item', 'matched', 'pending')).toBe(true);
    expect(canTransition('lost-item', 'pending', 'discarded')).toBe(false);
  });

  it('lets only admins match, discard and undo discard found items; staff may unmatch', () => {
    expect(roleOf('found-item', 'pending', 'discarded')).toBe('admin');
    expect(roleOf('found-item', 'discarded', 'pending')).toBe('admin');
    expect(roleOf('found-item', 'pending', 'matched')).toBe('admin');
    expect(roleOf('found-item', 'matched', 'pending')).toBe('privileged');
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
    expect(roleOf('match', 'matched', 'shipped', { packageSize: 'small' })).toBe('privileged');
  });

  it('on hold awaits approval: admins approve (confirm) or release it to matched, staff do not release', () => {
    expect(awaitsApproval({ status: 'on-hold' })).toBe(true);
    expect(awaitsApproval({ status: 'matched' })).toBe(false);
    expect(canRelease({ status: 'on-hold' })).toBe(true);
    expect(canRelease({ status: 'confirmed' })).toBe(false);
    expect(canRelease({ status: 'shipped' })).toBe(false);
    expect(roleOf('match', 'on-hold', 'matched')).toBe('admin');
    expect(canTransition('match', 'on-hold', 'confirmed')).toBe(true);
  });

  it('lets staff confirm and hold; a matched match with no size prompts for one', () => {
    expect(roleOf('match', 'matched', 'confirmed')).toBe('privileged');
    expect(roleOf('match', 'matched', 'on-hold')).toBe('privileged');
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
