import {
  appendSignMultisigTransaction,
  decodeSignedTransaction,
  encodeMsgpack,
  SignedTransaction,
  encodeUnsignedTransaction,
  generateAccount,
  multisigAddress,
  signMultisigTransaction,
  makePaymentTxnWithSuggestedParamsFromObject,
  type Account,
  type SuggestedParams,
} from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyDilution, startParticipationHost, type ParticipationHost } from './server';

let host: ParticipationHost;
beforeAll(async () => {
  host = await startParticipationHost();
});
afterAll(() => host.stop());

const params: SuggestedParams = {
  fee: 0,
  minFee: 1000,
  firstValid: 10,
  lastValid: 1010,
  genesisID: 'dockernet-v1',
  genesisHash: new Uint8Array(32).fill(4),
};
const alice = generateAccount();
const bob = generateAccount();

interface AuthOptions {
  note?: string;
  fee?: number;
  amount?: number;
  receiver?: string;
  signer?: Account;
}

function token(account: Account, options: AuthOptions = {}): string {
  const txn = makePaymentTxnWithSuggestedParamsFromObject({
    sender: account.addr,
    receiver: options.receiver ?? account.addr,
    amount: options.amount ?? 0,
    note: new TextEncoder().encode(options.note ?? 'KMD'),
    suggestedParams: { ...params, fee: options.fee ?? 0, flatFee: true },
  });
  return `SigTx ${Buffer.from(txn.signTxn((options.signer ?? account).sk)).toString('base64')}`;
}

function addPartKey(
  authorization: string | undefined,
  query: Record<string, string> = {},
): Promise<Response> {
  const search = new URLSearchParams({
    roundFirstValid: '12',
    roundLastValid: '500012',
    address: alice.addr.toString(),
    ...query,
  });
  return fetch(`${host.url}/v1/KMD/addpartkey?${search}`, {
    headers: authorization ? { Authorization: authorization } : {},
  });
}

describe('participation host stand-in', () => {
  it('answers keys of the real lengths for a valid KMD token', async () => {
    const response = await addPartKey(token(alice));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'selectionKey',
      'stateProofKey',
      'voteKey',
      'voteKeyDilution',
    ]);
    expect(Buffer.from(body.selectionKey as string, 'base64')).toHaveLength(32);
    expect(Buffer.from(body.voteKey as string, 'base64')).toHaveLength(32);
    expect(Buffer.from(body.stateProofKey as string, 'base64')).toHaveLength(64);
    expect(body.voteKeyDilution).toBe(708);
    const issued = host.issued().at(-1)!;
    expect(issued).toMatchObject({
      address: alice.addr.toString(),
      roundFirstValid: 12n,
      roundLastValid: 500_012n,
      voteKey: body.voteKey,
    });
  });

  it('answers a fresh key every time', async () => {
    const first = (await (await addPartKey(token(alice))).json()) as { voteKey: string };
    const second = (await (await addPartKey(token(alice))).json()) as { voteKey: string };
    expect(first.voteKey).not.toBe(second.voteKey);
  });

  it.each<[string, () => string | undefined]>([
    ['no Authorization header', () => undefined],
    ['another scheme', () => token(alice).replace('SigTx', 'Bearer')],
    ['a token that is not a transaction', () => 'SigTx AAAA'],
    ['another note', () => token(alice, { note: '2FA#ARC14' })],
    ['a fee', () => token(alice, { fee: 1000 })],
    ['an amount', () => token(alice, { amount: 1 })],
    ['another receiver', () => token(alice, { receiver: bob.addr.toString() })],
    ['a signature by another key', () => token(alice, { signer: bob })],
    ['a token for another address', () => token(bob)],
  ])('refuses %s with 401', async (_, makeToken) => {
    const before = host.refusals()[401] ?? 0;
    const response = await addPartKey(makeToken());
    expect(response.status).toBe(401);
    expect(((await response.json()) as { detail: string }).detail).toBeTruthy();
    expect(host.refusals()[401]).toBe(before + 1);
  });

  it('refuses a forged signature', async () => {
    const signed = Buffer.from(token(alice).slice(6), 'base64');
    // The signature is the 64 bytes after the "sig" key at the start of the msgpack map.
    const at = signed.indexOf(Buffer.from('sig', 'utf8')) + 5;
    signed[at] = signed[at]! ^ 0xff;
    const response = await addPartKey(`SigTx ${signed.toString('base64')}`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { detail: string }).detail).toBe('Bad signature');
  });

  it('refuses an unsigned transaction', async () => {
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: alice.addr,
      amount: 0,
      note: new TextEncoder().encode('KMD'),
      suggestedParams: { ...params, flatFee: true },
    });
    const unsigned = Buffer.from(encodeUnsignedTransaction(txn)).toString('base64');
    expect((await addPartKey(`SigTx ${unsigned}`)).status).toBe(401);
  });

  it.each([
    ['a bad address', { address: 'ALICE' }],
    ['a missing first round', { roundFirstValid: '' }],
    ['a negative round', { roundLastValid: '-5' }],
    ['a range that ends before it starts', { roundFirstValid: '20', roundLastValid: '19' }],
    ['a range longer than algod allows', { roundFirstValid: '1', roundLastValid: '16777217' }],
  ])('refuses %s with 400', async (_, query) => {
    expect((await addPartKey(token(alice), query)).status).toBe(400);
  });

  it('answers 404 elsewhere and allows the preflight', async () => {
    expect((await fetch(`${host.url}/v1/KMD/other`)).status).toBe(404);
    const preflight = await fetch(`${host.url}/v1/KMD/addpartkey`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it("accepts the rekey target's signature only when the auth address says so", async () => {
    const rekeyedTo = new Map([[alice.addr.toString(), bob.addr.toString()]]);
    const lookup = await startParticipationHost({
      authAddressOf: async (address) => rekeyedTo.get(address) ?? address,
    });
    try {
      const ask = (authorization: string) =>
        fetch(
          `${lookup.url}/v1/KMD/addpartkey?roundFirstValid=1&roundLastValid=2&address=${alice.addr}`,
          { headers: { Authorization: authorization } },
        );
      expect((await ask(token(alice, { signer: bob }))).status).toBe(200);
      rekeyedTo.clear();
      expect((await ask(token(alice, { signer: bob }))).status).toBe(401);
      expect((await ask(token(alice))).status).toBe(200);
    } finally {
      await lookup.stop();
    }
  });

  describe('a multisig account', () => {
    const carol = generateAccount();
    const msig = {
      version: 1,
      threshold: 2,
      addrs: [alice, bob, carol].map((a) => a.addr.toString()),
    };
    const team = multisigAddress(msig).toString();
    const authTxn = (receiver = team) =>
      makePaymentTxnWithSuggestedParamsFromObject({
        sender: team,
        receiver,
        amount: 0,
        note: new TextEncoder().encode('KMD'),
        suggestedParams: { ...params, fee: 0, flatFee: true },
      });
    const sigTx = (bytes: Uint8Array) => `SigTx ${Buffer.from(bytes).toString('base64')}`;
    const ask = (authorization: string) => addPartKey(authorization, { address: team });

    it('accepts one member signature and the full threshold', async () => {
      const one = signMultisigTransaction(authTxn(), msig, bob.sk).blob;
      expect((await ask(sigTx(one))).status).toBe(200);
      expect(host.issued().at(-1)!.address).toBe(team);
      const both = appendSignMultisigTransaction(one, msig, carol.sk).blob;
      expect((await ask(sigTx(both))).status).toBe(200);
    });

    it('refuses another multisig, a forged or missing signature, a payment elsewhere', async () => {
      const outsider = generateAccount();
      const other = { ...msig, addrs: [alice, bob, outsider].map((a) => a.addr.toString()) };
      // A member of another multisig: that preimage is not the account's.
      const foreign = signMultisigTransaction(authTxn(), other, outsider.sk).blob;
      expect((await ask(sigTx(foreign))).status).toBe(401);
      const signed = decodeSignedTransaction(signMultisigTransaction(authTxn(), msig, bob.sk).blob);
      const withSubsigs = (s: (Uint8Array | undefined)[]) =>
        encodeMsgpack(
          new SignedTransaction({
            txn: signed.txn,
            msig: {
              ...signed.msig!,
              subsig: signed.msig!.subsig.map((sub, i) => ({ pk: sub.pk, s: s[i] })),
            },
          }),
        );
      const bobs = signed.msig!.subsig[1]!.s!;
      expect((await ask(sigTx(withSubsigs([undefined, bobs, undefined])))).status).toBe(200);
      const forged = bobs.map((byte, i) => (i === 0 ? byte ^ 0xff : byte));
      expect((await ask(sigTx(withSubsigs([undefined, forged, undefined])))).status).toBe(401);
      // Bob's signature in Carol's slot, and no signature at all.
      expect((await ask(sigTx(withSubsigs([undefined, undefined, bobs])))).status).toBe(401);
      expect((await ask(sigTx(withSubsigs([undefined, undefined, undefined])))).status).toBe(401);
      const pay = signMultisigTransaction(authTxn(alice.addr.toString()), msig, bob.sk).blob;
      expect((await ask(sigTx(pay))).status).toBe(401);
    });
  });

  it('dilutes like algod: one more than the square root of the validity', () => {
    expect(keyDilution(12n, 500_012n)).toBe(708);
    expect(keyDilution(5n, 5n)).toBe(1);
  });
});
