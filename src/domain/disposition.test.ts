import { describe, expect, it } from 'vitest';
import {
  canDispose,
  canRevertDisposition,
  dispositionInput,
  dispositionSummary,
  mayDispose,
  pickupRequest,
  toDisposition,
  toReversal,
} from './disposition';
import {
  canPickUp,
  canTransition,
  findTransition,
  isFinalMatch,
  type ItemKind,
} from './status-transitions';

/** Whether a user with these flags may make the transition (the table's role column). */
function mayTransition(
  kind: ItemKind,
  from: string,
  to: string,
  who: { admin: boolean; staff: boolean },
): boolean {
  const role = findTransition(kind, from, to)?.role;
  if (role === 'admin') return who.admin;
  return role === 'privileged' && (who.admin || who.staff);
}

const staff = { admin: false, staff: true };
const admin = { admin: true, staff: true };

describe('disposition state table', () => {
  it('ends a pending found item as returned, police, donated or destroyed', () => {
    for (const to of ['returned', 'police', 'donated', 'destroyed'])
      expect(canTransition('found-item', 'pending', to)).toBe(true);
    expect(canTransition('found-item', 'discarded', 'returned')).toBe(false);
    expect(canTransition('found-item', 'returned', 'donated')).toBe(false);
  });

  it('staff return items in person; only admins donate, destroy, hand to police or revert', () => {
    expect(mayTransition('found-item', 'pending', 'returned', staff)).toBe(true);
    expect(mayTransition('found-item', 'pending', 'donated', staff)).toBe(false);
    expect(mayTransition('found-item', 'pending', 'donated', admin)).toBe(true);
    expect(mayTransition('found-item', 'pending', 'police', staff)).toBe(false);
    expect(mayTransition('found-item', 'returned', 'pending', staff)).toBe(false);
    expect(mayTransition('found-item', 'police', 'pending', admin)).toBe(true);
    expect(mayDispose('returned', staff)).toBe(true);
    expect(mayDispose('destroyed', staff)).toBe(false);
    expect(mayDispose('destroyed', admin)).toBe(true);
  });

  it('disposes only of unmatched items on the shelf and reverts only those without a match', () => {
    expect(canDispose({ status: 'pending', matchId: null })).toBe(true);
    expect(canDispose({ status: 'pending', matchId: 'm1' })).toBe(false);
    expect(canDispose({ status: 'matched', matchId: 'm1' })).toBe(false);
    expect(canRevertDisposition({ status: 'police', matchId: null })).toBe(true);
    expect(canRevertDisposition({ status: 'returned', matchId: 'm1' })).toBe(false);
    expect(canRevertDisposition({ status: 'pending', matchId: null })).toBe(false);
  });

  it('closes a confirmed or on-hold match as picked up, which is final', () => {
    expect(canPickUp({ status: 'confirmed' })).toBe(true);
    expect(canPickUp({ status: 'on-hold' })).toBe(true);
    expect(canPickUp({ status: 'matched' })).toBe(false);
    expect(canPickUp({ status: 'shipped' })).toBe(false);
    expect(canPickUp({ status: 'picked-up' })).toBe(false);
    expect(isFinalMatch({ status: 'picked-up' })).toBe(true);
    expect(canTransition('lost-item', 'matched', 'returned')).toBe(true);
    expect(canTransition('found-item', 'matched', 'returned')).toBe(true);
  });
});

describe('disposition inputs', () => {
  it('a return needs who handed it over and the recipient', () => {
    const ok = { kind: 'returned', byName: 'Sam', recipientName: 'James', idChecked: true };
    expect(dispositionInput.safeParse(ok).success).toBe(true);
    expect(dispositionInput.safeParse({ ...ok, recipientName: ' ' }).success).toBe(false);
    expect(dispositionInput.safeParse({ ...ok, byName: '' }).success).toBe(false);
    expect(dispositionInput.safeParse({ kind: 'destroyed', byName: 'Aiko' }).success).toBe(true);
    expect(
      dispositionInput.safeParse({ kind: 'destroyed', byName: 'Aiko', recipientName: 'x' }).success,
    ).toBe(false);
    expect(dispositionInput.safeParse({ kind: 'police', byName: 'Aiko' }).success).toBe(false);
  });

  it('a pickup names the recipient', () => {
    const ok = { matchId: 'm1', byName: 'Sam', recipientName: 'James', idChecked: false };
    expect(pickupRequest.safeParse(ok).success).toBe(true);
    expect(pickupRequest.safeParse({ ...ok, recipientName: '' }).success).toBe(false);
  });
});

describe('stored dispositions', () => {
  it('read each kind, and nothing from a bad value', () => {
    expect(toDisposition(null)).toBeNull();
    expect(toDisposition({ kind: 'lost' })).toBeNull();
    expect(
      toDisposition({ kind: 'returned', recipientName: 'J', idChecked: true, byName: 'S' }),
    ).toMatchObject({ kind: 'returned', recipientName: 'J', idChecked: true, matchId: null });
    expect(toDisposition({ kind: 'police', station: 'Ueno', handoverId: 'h1' })).toMatchObject({
      kind: 'police',
      station: 'Ueno',
      handoverId: 'h1',
    });
    expect(toReversal({ from: 'donated', reason: 'mistake' })).toMatchObject({
      from: 'donated',
      reason: 'mistake',
    });
    expect(toReversal({ from: 'pending' })).toBeNull();
  });

  it('summarise for lists and the CSV', () => {
    const label = (kind: string) => kind.toUpperCase();
    expect(
      dispositionSummary(
        toDisposition({
          kind: 'police',
          station: 'Ueno',
          receiptNumber: 'R1',
          date: '2026-05-10',
          byName: 'Aiko',
        }),
        label,
      ),
    ).toBe('POLICE / Ueno R1 2026-05-10 / Aiko');
    expect(dispositionSummary(null, label)).toBe('');
  });
});
