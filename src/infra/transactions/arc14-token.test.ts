import {
  decodeSignedTransaction,
  generateAccount,
  type Account,
  type SuggestedParams,
} from 'algosdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { SigningError } from '../../core/accounts/signing-error';
import { authorizationHeader, buildAuthTransaction } from '../../core/arc14/auth-transaction';
import { base64ToBytes } from '../../core/encoding/base64';
import { addr, keyAccount, openKeyWallet, wallet, walletAccount } from '../../test/key-wallet';
import { makeArc14Token } from './arc14-token';

// The one ARC-14 token maker, without a node: the parameters are given and every auth address
// is known, so nothing is asked of the chain.

const owner = generateAccount();
const target = generateAccount();
const rekeyed = generateAccount();
const watch = generateAccount();
const REALM = 'example.com#ARC14';

const params: SuggestedParams = {
  fee: 1000,
  minFee: 1000,
  firstValid: 100,
  lastValid: 1100,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(9),
};

const publicAccount = (account: Account) => walletAccount(addr(account));
const decodeToken = (token: string) => {
  expect(token).toMatch(/^SigTx [A-Za-z0-9+/]+=*$/);
  return decodeSignedTransaction(base64ToBytes(token.slice('SigTx '.length)));
};

beforeAll(
  () =>
    openKeyWallet('ARC-14', keyAccount('Owner', owner), [
      keyAccount('Target', target),
      keyAccount('Rekeyed', rekeyed),
      { addr: addr(watch), name: 'Watch', type: 'public' },
    ]),
  60_000,
);

describe('makeArc14Token', () => {
  it("signs the realm's auth transaction with the account's own key", async () => {
    const made = await makeArc14Token({
      account: publicAccount(owner),
      auth: { realm: REALM, suggestedParams: params },
      signer: { kind: 'own' },
    });
    const expected = buildAuthTransaction(addr(owner), REALM, params);
    // Byte for byte what algosdk signs.
    expect(made.token).toBe(authorizationHeader(expected.signTxn(owner.sk)));
    expect(made.lastValid).toBe(1100n);
    const signed = decodeToken(made.token);
    expect(signed.txn.sender.toString()).toBe(addr(owner));
    expect(signed.txn.payment?.receiver.toString()).toBe(addr(owner));
    expect(signed.txn.payment?.amount).toBe(0n);
    expect(signed.txn.fee).toBe(0n);
    expect(new TextDecoder().decode(signed.txn.note)).toBe(REALM);
    expect(signed.sgnr).toBeUndefined();
  });

  it('signs through signGroup the same way for an account that signs for itself', async () => {
    const made = await makeArc14Token({
      account: publicAccount(owner),
      auth: { realm: REALM, suggestedParams: params },
      signer: {
        kind: 'pipeline',
        wallet: wallet(),
        options: { authAddresses: new Map([[addr(owner), undefined]]) },
      },
    });
    const expected = buildAuthTransaction(addr(owner), REALM, params);
    expect(made.token).toBe(authorizationHeader(expected.signTxn(owner.sk)));
  });

  it("lets the pipeline follow a rekey; 'own' keeps the account's own key", async () => {
    const account = publicAccount(rekeyed);
    const auth = { realm: REALM, suggestedParams: params };
    const viaPipeline = decodeToken(
      (
        await makeArc14Token({
          account,
          auth,
          signer: {
            kind: 'pipeline',
            wallet: wallet(),
            options: { authAddresses: new Map([[addr(rekeyed), addr(target)]]) },
          },
        })
      ).token,
    );
    expect(viaPipeline.txn.sender.toString()).toBe(addr(rekeyed));
    expect(viaPipeline.sgnr?.toString()).toBe(addr(target));
    expect(viaPipeline.sig).toEqual(
      buildAuthTransaction(addr(rekeyed), REALM, params).rawSignTxn(target.sk),
    );

    const own = decodeToken(
      (await makeArc14Token({ account, auth, signer: { kind: 'own' } })).token,
    );
    expect(own.sgnr).toBeUndefined();
    expect(own.sig).toEqual(
      buildAuthTransaction(addr(rekeyed), REALM, params).rawSignTxn(rekeyed.sk),
    );
  });

  it('signs a transaction the user already reviewed, exactly that one', async () => {
    const reviewed = buildAuthTransaction(addr(owner), 'other.example#ARC14', {
      ...params,
      lastValid: 2000,
    });
    const made = await makeArc14Token({
      account: publicAccount(owner),
      auth: { transaction: reviewed },
      signer: {
        kind: 'pipeline',
        wallet: wallet(),
        options: { authAddresses: new Map([[addr(owner), undefined]]) },
      },
    });
    expect(decodeToken(made.token).txn.txID()).toBe(reviewed.txID());
    expect(made.lastValid).toBe(2000n);
  });

  it("throws a failed signature as is, or as the caller's own error", async () => {
    const request = {
      account: publicAccount(watch),
      auth: { realm: REALM, suggestedParams: params },
      signer: { kind: 'own' } as const,
    };
    await expect(makeArc14Token(request)).rejects.toThrow(SigningError);
    const seen: unknown[] = [];
    await expect(
      makeArc14Token({
        ...request,
        signingError: (error) => {
          seen.push(error);
          return new Error('auth-signing');
        },
      }),
    ).rejects.toThrow('auth-signing');
    expect(seen[0]).toBeInstanceOf(SigningError);

    const viaPipeline = makeArc14Token({
      ...request,
      signer: {
        kind: 'pipeline',
        wallet: wallet(),
        options: { authAddresses: new Map([[addr(watch), undefined]]) },
      },
      signingError: () => new Error('mapped'),
    });
    await expect(viaPipeline).rejects.toThrow('mapped');
  });
});
