/**
 * What an erased (or to-be-erased) lost item records about its erasure: a stored shape
 * entities.ts is made of, kept below both it and ./guest-data.ts (the rules of retention and
 * erasure, which read the entities).
 */
export type ErasureReason = 'retention' | 'guest-request';

/** What an erased (or to-be-erased) report records about its erasure. */
export interface Erasure {
  /** When the guest asked (null: erased by retention, or not asked). */
  requestedAt: Date | null;
  /** When the personal fields were erased (null: requested, not yet done). */
  erasedAt: Date | null;
  reason: ErasureReason | null;
}
