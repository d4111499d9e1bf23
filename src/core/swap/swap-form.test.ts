import { describe, expect, it } from 'vitest';
import { generateAccount, type SuggestedParams } from 'algosdk';
import { buildAppOptIns, readSlippage } from './swap-form';
import {
  feeForSigned,
  MULTISIG_SENDER,
  perByteParams,
  REKEYED,
  TWO_OF_THREE,
} from '../../test/signed-fee';

describe('readSlippage: the field as typed, never brought into range', () => {
  it('takes 0..1 in steps of 0.01, as a number or the text the field holds', () => {
    expect(readSlippage(0)).toBe(0);
    expect(readSlippage(0.1)).toBe(0.1);
    expect(readSlippage(1)).toBe(1);
    expect(readSlippage('0.57')).toBe(0.57);
  });

  it('refuses what is out of range, finer than 0.01, empty or not a number', () => {
    for (const value of [1.01, 5, -0.01, 0.005, 0.123, '', ' ', 'abc', '1e3', Number.NaN])
      expect(readSlippage(value), String(value)).toBeNull();
  });
});

describe('buildAppOptIns fee for the real signer (issue 27 item 4)', () => {
  const params = perByteParams({
    fee: 1000n,
    minFee: 1000n,
    flatFee: true,
    firstValid: 10n,
    lastValid: 1010n,
    genesisHash: new Uint8Array(32).fill(2),
    genesisID: 'devnet-v1',
  } satisfies SuggestedParams);
  const cases = [
    ['a rekeyed', generateAccount().addr.toString(), REKEYED],
    ['a 2-of-3 multisig', MULTISIG_SENDER, TWO_OF_THREE],
  ] as const;
  for (const [who, sender, authorizer] of cases) {
    it(`each opt-in by ${who} sender covers its signed bytes, grouped or not`, () => {
      for (const apps of [[11n], [11n, 12n]]) {
        for (const txn of buildAppOptIns(sender, apps, params, authorizer)) {
          expect(txn.fee).toBe(feeForSigned(txn, authorizer));
        }
      }
    });
  }
});
