import { makePaymentTxnWithSuggestedParamsFromObject, type SuggestedParams } from 'algosdk';
import { afterEach, describe, expect, it } from 'vitest';
import { seededAccount, seededBytes, seededInt } from '../../test/seeded';
import { ed25519Signer, useFallbackSigner } from './ed25519';

const params: SuggestedParams = {
  fee: 1000n,
  flatFee: true,
  minFee: 1000n,
  firstValid: 1000n,
  lastValid: 2000n,
  genesisID: 'dockernet-v1',
  genesisHash: new Uint8Array(32).fill(7),
};

/** Payment number `i` of a fixed set: keys, note, amount and round drawn from seeds. */
function variedPayment(i: number) {
  const sender = seededAccount(`ed25519 sender ${i}`);
  const txn = makePaymentTxnWithSuggestedParamsFromObject({
    sender: sender.addr,
    receiver: seededAccount(`ed25519 receiver ${i}`).addr,
    amount: BigInt(seededInt(`ed25519 amount ${i}`, 1e12)),
    note: seededBytes(`ed25519 note ${i}`, seededInt(`ed25519 note length ${i}`, 200)),
    suggestedParams: { ...params, firstValid: BigInt(1 + seededInt(`ed25519 round ${i}`, 1e6)) },
  });
  return { txn, sk: sender.sk };
}

afterEach(() => useFallbackSigner(false));

describe.each([
  ['WebCrypto', false],
  ['@noble/ed25519', true],
])('Ed25519 through %s', (_name, fallback) => {
  it('gives the same signed bytes as algosdk for varied transactions', async () => {
    useFallbackSigner(fallback);
    for (let i = 0; i < 25; i++) {
      const { txn, sk } = variedPayment(i);
      const signer = await ed25519Signer(sk);
      const signature = await signer.sign(txn.bytesToSign());
      signer.dispose();
      expect(txn.attachSignature(txn.sender, signature)).toEqual(txn.signTxn(sk));
    }
  });

  it('refuses a key of the wrong length', async () => {
    useFallbackSigner(fallback);
    await expect(ed25519Signer(new Uint8Array(32))).rejects.toThrow('64 bytes');
  });
});
