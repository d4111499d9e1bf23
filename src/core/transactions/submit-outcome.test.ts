import { describe, expect, it } from 'vitest';
import { classifySubmitAnswer, demandedSigner, refusedTxid } from './submit-outcome';

const TXID = 'A'.repeat(52);
const response = (status: number, body: string, contentType = 'application/json') =>
  classifySubmitAnswer({ kind: 'response', status, contentType, body });

describe('what an answer to a submission says', () => {
  it('an algod 200 with a txId is accepted', () => {
    expect(response(200, JSON.stringify({ txId: TXID }))).toEqual({ kind: 'accepted', txid: TXID });
  });

  it('an algod 400 with its message is a refusal in the node words', () => {
    expect(response(400, '{"message":"TransactionPool.Remember: overspend"}')).toEqual({
      kind: 'refused',
      message: 'TransactionPool.Remember: overspend',
    });
  });

  it('a 500 leaves the outcome unknown, even with an algod message', () => {
    expect(response(500, '{"message":"internal error"}')).toEqual({
      kind: 'unknown',
      reason: 'server-error',
    });
    expect(response(503, '')).toEqual({ kind: 'unknown', reason: 'server-error' });
  });

  it('a body that is not algod JSON leaves the outcome unknown, whatever the status', () => {
    const html = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    expect(response(502, html, 'text/html')).toEqual({ kind: 'unknown', reason: 'server-error' });
    expect(response(429, html, 'text/html')).toEqual({ kind: 'unknown', reason: 'not-algod' });
    expect(response(400, '{"error":"no message field"}')).toEqual({
      kind: 'unknown',
      reason: 'not-algod',
    });
    expect(response(200, html, 'text/html')).toEqual({ kind: 'unknown', reason: 'not-algod' });
    expect(response(200, '{"txId":"not a txid"}')).toEqual({
      kind: 'unknown',
      reason: 'not-algod',
    });
  });

  it('a dropped connection and a timeout leave the outcome unknown', () => {
    expect(classifySubmitAnswer({ kind: 'no-response', reason: 'network' })).toEqual({
      kind: 'unknown',
      reason: 'no-answer',
    });
    expect(classifySubmitAnswer({ kind: 'no-response', reason: 'timeout' })).toEqual({
      kind: 'unknown',
      reason: 'timeout',
    });
  });

  it('a 401 is its own outcome (the session ends), never a refusal to show', () => {
    expect(response(401, '{"message":"Invalid API Token"}')).toEqual({ kind: 'unauthorized' });
  });

  it('reads the demanded signer and the named transaction from a refusal', () => {
    const signer = 'B'.repeat(58);
    const message = `TransactionPool.Remember: transaction ${TXID}: should have been authorized by ${signer} but was actually authorized by ${'C'.repeat(58)}`;
    expect(demandedSigner(message)).toBe(signer);
    expect(refusedTxid(message)).toBe(TXID);
    expect(demandedSigner('overspend')).toBeUndefined();
  });
});
