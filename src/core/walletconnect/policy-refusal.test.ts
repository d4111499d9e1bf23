import { describe, expect, it } from 'vitest';
import { arc1ErrorFor } from './policy-refusal';

describe('ARC-0001 answers to policy refusals', () => {
  it('names the code for each reason', () => {
    expect(arc1ErrorFor({ code: 'rekey-blocked', index: 0, address: 'X' })).toEqual({
      code: 4200,
      message: 'Unsupported Operation: rekeying is not allowed by this wallet (transaction 1)',
    });
    expect(arc1ErrorFor({ code: 'account-not-granted', index: 2, address: 'X' }).code).toBe(4100);
    expect(arc1ErrorFor({ code: 'cannot-sign', index: 0, address: 'X' }).code).toBe(4100);
    expect(arc1ErrorFor({ code: 'other-network', index: 0 })).toEqual({
      code: 4300,
      message:
        "Invalid Input: the transactions are for another network than the wallet's (transaction 1)",
    });
    expect(arc1ErrorFor({ code: 'other-chain' }).code).toBe(4300);
    expect(arc1ErrorFor({ code: 'too-many', count: 65 }).code).toBe(4201);
    expect(arc1ErrorFor({ code: 'malformed' }).code).toBe(4300);
    expect(arc1ErrorFor({ code: 'scam' })).toEqual({
      code: 4100,
      message: 'Unauthorized: the request comes from a site known as a scam',
    });
    // ARC-0001: a msig that does not match the transaction is invalid input.
    expect(arc1ErrorFor({ code: 'msig-not-sender', index: 1, address: 'X' })).toEqual({
      code: 4300,
      message:
        'Invalid Input: the multisig described is neither the sender nor its auth address (transaction 2)',
    });
  });
});
