// What an answer to `POST /v2/transactions` tells about the fate of the bytes. Only an algod
// 4xx carrying algod's JSON message is a refusal: anything else (a 5xx, a proxy's HTML page, a
// dropped connection, a timeout) may have come after the node accepted the group, so the outcome
// stays unknown until the txid is found confirmed or its last valid round has passed.

export type SubmitAnswer =
  | { kind: 'response'; status: number; contentType: string; body: string }
  | { kind: 'no-response'; reason: 'network' | 'timeout' };

export type UnknownReason = 'server-error' | 'not-algod' | 'no-answer' | 'timeout';

export type SubmitOutcome =
  | { kind: 'accepted'; txid: string }
  | { kind: 'refused'; message: string }
  /** The node wants another token: nothing was accepted, and the session ends (spec section 4). */
  | { kind: 'unauthorized' }
  | { kind: 'unknown'; reason: UnknownReason };

/** algod's error body: `{"message": "..."}` (JSON, whatever the content type claims). */
export function algodMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const message = (parsed as { message?: unknown }).message;
      if (typeof message === 'string' && message.length > 0) return message;
    }
  } catch {
    // not JSON: not algod
  }
  return undefined;
}

function acceptedTxid(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const txid = (parsed as { txId?: unknown } | null)?.txId;
    return typeof txid === 'string' && /^[A-Z2-7]{52}$/.test(txid) ? txid : undefined;
  } catch {
    return undefined;
  }
}

export function classifySubmitAnswer(answer: SubmitAnswer): SubmitOutcome {
  if (answer.kind === 'no-response') {
    return { kind: 'unknown', reason: answer.reason === 'timeout' ? 'timeout' : 'no-answer' };
  }
  const { status, body } = answer;
  if (status >= 200 && status < 300) {
    const txid = acceptedTxid(body);
    return txid ? { kind: 'accepted', txid } : { kind: 'unknown', reason: 'not-algod' };
  }
  if (status === 401) return { kind: 'unauthorized' };
  if (status >= 400 && status < 500) {
    const message = algodMessage(body);
    return message ? { kind: 'refused', message } : { kind: 'unknown', reason: 'not-algod' };
  }
  return { kind: 'unknown', reason: status >= 500 ? 'server-error' : 'not-algod' };
}

const AUTHORIZED_BY = /should have been authorized by ([A-Z2-7]{58})/;

/** The auth address the node demanded, from an algod refusal text (spec section 4). */
export function demandedSigner(message: string): string | undefined {
  return AUTHORIZED_BY.exec(message)?.[1];
}

/** The transaction a refusal names ("transaction <txid>: ..."), when it names one. */
export function refusedTxid(message: string): string | undefined {
  return /transaction ([A-Z2-7]{52})\b/.exec(message)?.[1];
}
