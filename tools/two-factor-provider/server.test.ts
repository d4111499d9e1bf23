import {
  appendSignRawMultisigSignature,
  createMultisigTransaction,
  decodeSignedTransaction,
  encodeAddress,
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  multisigAddress,
  signMultisigTransaction,
  verifyMultisig,
  type Account,
  type SuggestedParams,
} from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoFactorProvider, type TwoFactorProviderServer } from './server';
import { totpFromManualKey } from './totp';

let provider: TwoFactorProviderServer;
const primary = generateAccount();
const recovery = generateAccount();
const params: SuggestedParams = {
  fee: 0,
  flatFee: true,
  minFee: 1000,
  firstValid: 1,
  lastValid: 1000,
  genesisID: 'dockernet-v1',
  genesisHash: new Uint8Array(32),
};

function token(
  signer: Account = primary,
  change: {
    note?: string;
    amount?: number;
    receiver?: string;
    lastValid?: number;
    signature?: Uint8Array;
  } = {},
): string {
  const sender = signer.addr.toString();
  const txn = makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: change.receiver ?? sender,
    amount: change.amount ?? 0,
    note: new TextEncoder().encode(change.note ?? provider.realm),
    suggestedParams: { ...params, lastValid: change.lastValid ?? params.lastValid },
  });
  const signed = change.signature
    ? txn.attachSignature(sender, change.signature)
    : txn.signTxn(signer.sk);
  return `SigTx ${Buffer.from(signed).toString('base64')}`;
}

/** Signed by the recovery key for the primary: algosdk records it as the authorizer. */
function rekeyedToken(): string {
  const sender = primary.addr.toString();
  const txn = makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: sender,
    amount: 0,
    note: new TextEncoder().encode(provider.realm),
    suggestedParams: params,
  });
  return `SigTx ${Buffer.from(txn.signTxn(recovery.sk)).toString('base64')}`;
}

async function post(path: string, form: Record<string, string>, authorization?: string) {
  const response = await fetch(`${provider.url}/v1/Multisig/${path}`, {
    method: 'POST',
    headers: authorization ? { Authorization: authorization } : {},
    body: new URLSearchParams(form),
  });
  const text = await response.text();
  return { status: response.status, text };
}

beforeAll(async () => {
  provider = await startTwoFactorProvider({ realm: 'Test#ARC14' });
});
afterAll(() => provider.stop());

describe('2FA provider stand-in', () => {
  it('serves the realm as text, with CORS for the wallet origin', async () => {
    const response = await fetch(`${provider.url}/v1/Multisig/GetRealm`);
    expect(await response.text()).toBe('Test#ARC14');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${provider.url}/v1/Multisig/SetupAuthenticator`, {
      method: 'OPTIONS',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it.each([
    ['no token', () => undefined],
    ['another realm', () => token(primary, { note: 'Other#ARC14' })],
    ['a payment to someone else', () => token(primary, { receiver: recovery.addr.toString() })],
    ['a non-zero amount', () => token(primary, { amount: 1 })],
    ['a validity window above 1000 rounds', () => token(primary, { lastValid: 5000 })],
    ['a forged signature', () => token(primary, { signature: new Uint8Array(64).fill(7) })],
    ['a signature by another key (rekeyed signer)', () => rekeyedToken()],
    ['garbage', () => 'SigTx bm9wZQ=='],
  ])('refuses %s with 401', async (_, make) => {
    const form = { accountTitleNoSpaces: 'x', secondaryAccount: recovery.addr.toString() };
    expect((await post('SetupAuthenticator', form, make())).status).toBe(401);
  });

  it('sets up, refuses a wrong code, confirms, and never hands the secret out again', async () => {
    const auth = token();
    const form = {
      accountTitleNoSpaces: 'Algow-AB-CD',
      secondaryAccount: recovery.addr.toString(),
    };
    const setup = await post('SetupAuthenticator', form, auth);
    expect(setup.status).toBe(200);
    const body = JSON.parse(setup.text) as { manualEntryKey: string; qrCodeSetupImageUrl: string };
    expect(body.manualEntryKey).toMatch(/^[A-Z2-7]{32}$/);
    const svg = Buffer.from(body.qrCodeSetupImageUrl.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('<svg');

    // The same pair always gets the same secret until it is confirmed.
    expect(JSON.parse((await post('SetupAuthenticator', form, auth)).text)).toEqual(body);

    const code = totpFromManualKey(body.manualEntryKey);
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const secondary = { secondaryAccount: recovery.addr.toString() };
    const refused = await post('ConfirmSetupAuthenticator', { ...secondary, txtCode: wrong }, auth);
    expect(refused).toMatchObject({ status: 400 });
    expect(JSON.parse(refused.text)).toMatchObject({ detail: 'Invalid PIN' });

    const dashed = `${code.slice(0, 3)}-${code.slice(3)}`;
    const confirmed = await post(
      'ConfirmSetupAuthenticator',
      { ...secondary, txtCode: dashed },
      auth,
    );
    expect(confirmed).toEqual({
      status: 200,
      text: provider.twoFactorAccountFor(primary.addr.toString(), recovery.addr.toString()),
    });
    expect((await post('SetupAuthenticator', form, auth)).status).toBe(400);
    expect(provider.calls()['/v1/Multisig/SetupAuthenticator']).toBeGreaterThanOrEqual(3);
  });

  it('gives every primary/recovery pair its own two-factor account', () => {
    const a = provider.twoFactorAccountFor(primary.addr.toString(), recovery.addr.toString());
    const b = provider.twoFactorAccountFor(recovery.addr.toString(), primary.addr.toString());
    expect(a).not.toBe(b);
  });

  it('refuses a recovery account equal to the primary', async () => {
    const form = { accountTitleNoSpaces: 'x', secondaryAccount: primary.addr.toString() };
    expect((await post('SetupAuthenticator', form, token())).status).toBe(400);
  });
});

describe('SignWithTwoFactorPINMsigTx', () => {
  const hot = generateAccount();
  const cold = generateAccount();
  let manualKey: string;
  let twoFactor: { version: number; threshold: number; addrs: string[] };

  const auth = () => token(hot);
  const code = () => totpFromManualKey(manualKey);
  const sign = (signedTxMsgPack: Uint8Array | string, change: Record<string, string> = {}) =>
    post(
      'SignWithTwoFactorPINMsigTx',
      {
        txtCode: code(),
        signedTxMsgPack:
          typeof signedTxMsgPack === 'string'
            ? signedTxMsgPack
            : Buffer.from(signedTxMsgPack).toString('base64'),
        secondaryAccount: cold.addr.toString(),
        ...change,
      },
      change.authorization ?? auth(),
    );

  function payment(sender: string) {
    return makePaymentTxnWithSuggestedParamsFromObject({
      sender,
      receiver: cold.addr.toString(),
      amount: 5,
      suggestedParams: { ...params, fee: 1000 },
    });
  }

  beforeAll(async () => {
    const secondary = { secondaryAccount: cold.addr.toString() };
    const setup = await post(
      'SetupAuthenticator',
      { accountTitleNoSpaces: 'x', ...secondary },
      auth(),
    );
    manualKey = (JSON.parse(setup.text) as { manualEntryKey: string }).manualEntryKey;
    await post('ConfirmSetupAuthenticator', { ...secondary, txtCode: code() }, auth());
    const addrs = [
      hot.addr.toString(),
      cold.addr.toString(),
      provider.twoFactorAccountFor(hot.addr.toString(), cold.addr.toString()),
    ].sort();
    twoFactor = { version: 1, threshold: 2, addrs };
  });

  it('adds its signature into its own slot; with the hot one the threshold is met', async () => {
    const txn = payment(multisigAddress(twoFactor).toString());
    const half = signMultisigTransaction(txn, twoFactor, hot.sk).blob;
    const response = await sign(half);
    expect(response.status).toBe(200);
    const signed = decodeSignedTransaction(new Uint8Array(Buffer.from(response.text, 'base64')));
    expect(signed.txn.txID()).toBe(txn.txID());
    const providerAddr = provider.twoFactorAccountFor(hot.addr.toString(), cold.addr.toString());
    const signedBy = signed.msig!.subsig.filter((s) => s.s).map((s) => encodeAddress(s.pk));
    expect(signedBy.sort()).toEqual([hot.addr.toString(), providerAddr].sort());
    expect(verifyMultisig(txn.bytesToSign(), signed.msig!, txn.sender.publicKey)).toBe(true);
  });

  it('co-signs for an account rekeyed to the 2FA account (msig with sgnr)', async () => {
    const rekeyed = generateAccount().addr.toString();
    const empty = createMultisigTransaction(payment(rekeyed), twoFactor);
    const response = await sign(empty);
    expect(response.status).toBe(200);
    const signed = decodeSignedTransaction(new Uint8Array(Buffer.from(response.text, 'base64')));
    expect(signed.sgnr?.toString()).toBe(multisigAddress(twoFactor).toString());
    expect(signed.msig!.subsig.filter((s) => s.s)).toHaveLength(1);
  });

  it.each([
    [
      'a wrong code',
      () => ({ txtCode: String((Number(code()) + 1) % 1_000_000).padStart(6, '0') }),
    ],
    ['another recovery account', () => ({ secondaryAccount: generateAccount().addr.toString() })],
  ])('refuses %s with 400', async (_, change) => {
    const txn = payment(multisigAddress(twoFactor).toString());
    const response = await sign(createMultisigTransaction(txn, twoFactor), change());
    expect(response.status).toBe(400);
  });

  it.each([
    ['garbage', () => 'bm9wZQ=='],
    ['a single-signed transaction', () => payment(hot.addr.toString()).signTxn(hot.sk)],
    [
      'another multisig',
      () => {
        const other = { ...twoFactor, threshold: 1 };
        return createMultisigTransaction(payment(multisigAddress(other).toString()), other);
      },
    ],
    [
      'a forged co-signature',
      () => {
        const txn = payment(multisigAddress(twoFactor).toString());
        return appendSignRawMultisigSignature(
          createMultisigTransaction(txn, twoFactor),
          twoFactor,
          hot.addr,
          new Uint8Array(64).fill(9),
        ).blob;
      },
    ],
  ])('refuses %s with a clear 400', async (_, blob) => {
    const response = await sign(blob());
    expect(response.status).toBe(400);
    expect((JSON.parse(response.text) as { detail: string }).detail).toMatch(/signedTxMsgPack|2FA/);
  });

  it('needs the ARC-14 token of the primary account', async () => {
    const txn = payment(multisigAddress(twoFactor).toString());
    const blob = createMultisigTransaction(txn, twoFactor);
    expect((await sign(blob, { authorization: 'SigTx bm9wZQ==' })).status).toBe(401);
    // The cold account's token names another primary: no 2FA is set up for that pair.
    expect((await sign(blob, { authorization: token(cold) })).status).toBe(400);
  });
});
