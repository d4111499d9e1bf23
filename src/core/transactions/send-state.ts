import type { UnknownReason } from './submit-outcome';

// The states of sending one reviewed group (spec section 4: sending, sent, confirmed, error),
// plus the one the spec leaves out: the node may have the group although it did not say so.
// While that is possible the review must not let the user build a second payment.

export type SendState =
  | { kind: 'ready' }
  | { kind: 'signing' }
  | { kind: 'sending' }
  /** Accepted by the node; waiting for a block (at most 4 rounds). */
  | { kind: 'sent'; txid: string }
  | { kind: 'confirmed'; txid: string; round: bigint }
  /** Signing failed: nothing left the wallet. */
  | { kind: 'signing-failed'; error: unknown }
  /** The node refused (or its pool dropped) the group, in its own words. */
  | { kind: 'refused'; message: string; txid?: string }
  /**
   * The group may be on the network: kept, looked up until it is confirmed or its last valid
   * round has passed. `checking` is true while a lookup is under way.
   */
  | {
      kind: 'unknown';
      txid: string;
      lastValid: bigint;
      reason: UnknownReason | 'not-confirmed';
      checking: boolean;
    }
  /** Its last valid round passed without it: it can never be confirmed any more. */
  | { kind: 'expired'; txid: string }
  /** The node asked for another token; the session ended. */
  | { kind: 'unauthorized' };

/** True while bytes are being signed or are on their way. */
export function isBusy(state: SendState): boolean {
  return state.kind === 'signing' || state.kind === 'sending' || state.kind === 'sent';
}

/**
 * Whether the user may leave the review to build another transaction. Not while the group may
 * still be confirmed: a new one would pay a second time.
 */
export function mayBuildAnother(state: SendState): boolean {
  return (
    state.kind === 'ready' ||
    state.kind === 'signing-failed' ||
    state.kind === 'refused' ||
    state.kind === 'expired'
  );
}

/**
 * Whether "Send" / "Try again" is offered. After an unknown outcome a retry resends exactly the
 * same signed bytes (same txid: the network applies them at most once); after a refusal or a
 * failed signature it signs again. Expired bytes are dead: only building anew helps.
 */
export function maySend(state: SendState): boolean {
  return (
    state.kind === 'ready' ||
    state.kind === 'signing-failed' ||
    state.kind === 'refused' ||
    (state.kind === 'unknown' && !state.checking)
  );
}
