import { generateAccount, type SuggestedParams } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { utf8DecodeStrict as utf8Decode } from '../encoding/utf8';
import { buildVotingRecord } from './submission';
import {
  feeForSigned,
  MULTISIG_SENDER,
  perByteParams,
  REKEYED,
  TWO_OF_THREE,
} from '../../test/signed-fee';

const params: SuggestedParams = {
  fee: 1000n,
  minFee: 1000n,
  flatFee: true,
  firstValid: 10n,
  lastValid: 1010n,
  genesisHash: new Uint8Array(32),
  genesisID: 'devnet-v1',
};

describe('buildVotingRecord', () => {
  it('pays the marker amount to the sender itself with the note', () => {
    const addr = generateAccount().addr.toString();
    for (const [kind, amount] of [
      ['question', 702n],
      ['vote', 703n],
      ['delegation', 701n],
      ['trustedList', 705n],
    ] as const) {
      const txn = buildVotingRecord(kind, addr, 'avote-tl/v1:j{"a":[]}', params);
      expect(txn.payment?.amount).toBe(amount);
      expect(txn.sender.toString()).toBe(addr);
      expect(txn.payment?.receiver.toString()).toBe(addr);
      expect(utf8Decode(txn.note)).toBe('avote-tl/v1:j{"a":[]}');
      expect(txn.fee).toBe(1000n);
    }
  });
});

describe('buildVotingRecord fee for the real signer (issue 27 item 4)', () => {
  const note = 'avote-tl/v1:j{"a":[]}';
  it("covers a rekeyed sender's signed bytes under a raised per-byte fee", () => {
    const txn = buildVotingRecord(
      'vote',
      generateAccount().addr.toString(),
      note,
      perByteParams(params),
      REKEYED,
    );
    expect(txn.fee).toBe(feeForSigned(txn, REKEYED));
  });

  it("covers a 2-of-3 multisig sender's signed bytes under a raised per-byte fee", () => {
    const txn = buildVotingRecord(
      'vote',
      MULTISIG_SENDER,
      note,
      perByteParams(params),
      TWO_OF_THREE,
    );
    expect(txn.fee).toBe(feeForSigned(txn, TWO_OF_THREE));
  });
});
