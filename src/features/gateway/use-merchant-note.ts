import { randomGatewayNoteId } from '../../infra/gateway/payment-search';

// A link without a note gets `a-wallet/<id>` (spec 001 section 2). The id is kept per link in
// this tab's session storage, so a reload watches for the same note: a payment made before the
// reload is still found.

const KEY_PREFIX = 'algow.gateway.note:';
const NOTE_ID = /^[a-z2-7]{12}$/;

/** The generated note id of this payment link in this tab; created once, then reused. */
export function stableGatewayNoteId(b64: string, storage?: Storage): string {
  const key = KEY_PREFIX + b64;
  let store: Storage | undefined = storage;
  try {
    store ??= globalThis.sessionStorage;
    const kept = store?.getItem(key);
    if (kept && NOTE_ID.test(kept)) return kept;
  } catch {
    // Storage blocked (private mode, a sandbox): the note then lasts as long as the page.
  }
  const id = randomGatewayNoteId();
  try {
    store?.setItem(key, id);
  } catch {
    // As above.
  }
  return id;
}

// The success form posts once per payment in this tab: coming back to the page (Back after the
// post, a reload) shows the payment again but does not post it a second time by itself.
const POSTED_PREFIX = 'algow.gateway.posted:';

export function wasPosted(b64: string, txId: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(POSTED_PREFIX + b64) === txId;
  } catch {
    return false;
  }
}

export function rememberPosted(b64: string, txId: string): void {
  try {
    globalThis.sessionStorage?.setItem(POSTED_PREFIX + b64, txId);
  } catch {
    // Storage blocked: only this page's own guard remains.
  }
}
