import type { Algodv2 } from 'algosdk';
import {
  decodeSignedTransaction,
  encodeUnsignedTransaction,
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  multisigAddress,
  type Account,
} from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Devnet } from '../../../devnet/server';
import { startWalletDevnet } from '../../test/devnet-chain';
import { SigningError } from '../../core/accounts/signing-error';
import { encodeSecretKey, type StoredAccount } from '../../core/accounts/stored-account';
import { bytesToBase64 } from '../../core/encoding/base64';
import { validateSignRequest, type RequestEntry } from '../../core/walletconnect/sign-request';
import { createWallet, sessionStore } from '../../infra/session/session';
import { updateWallet } from '../../infra/session/records';
import { signEntries } from './sign-entries';

// A dapp cannot choose who signs: the key is the granted account's own, or its auth address
// as the chain reports it, whatever `authAddr` or `msig` the request names.

let devnet: Devnet;
let algod: Algodv2;
const granted = generateAccount();
const other = generateAccount();
const member = generateAccount();

const basic = (name: string, account: Account): StoredAccount => ({
  addr: account.addr.toString(),
  name,
  type: 'basic',
  sk: encodeSecretKey(account.sk),
});

async function entriesFor(wtx: Record<string, unknown>): Promise<RequestEntry[]> {
  const params = await algod.getTransactionParams().do();
  const txn = makePaymentTxnWithSuggestedParamsFromObject({
    sender: granted.addr,
    receiver: other.addr,
    amount: 200_000,
    suggestedParams: params,
  });
  const accounts = sessionStore.getState().accounts;
  const result = validateSignRequest(
    [[{ txn: bytesToBase64(encodeUnsignedTransaction(txn)), ...wtx }]],
    {
      genesisHash: bytesToBase64(params.genesisHash!),
      grantedAccounts: [granted.addr.toString()],
      canSign: () => true,
      ownAccounts: accounts.map((a) => a.addr),
      allowRekeys: false,
    },
  );
  if (!result.ok) throw new Error(`refused: ${result.refusal.code}`);
  return result.entries;
}

beforeAll(async () => {
  ({ devnet, algod } = await startWalletDevnet());
  await createWallet('Scope', 'correct horse battery staple scope', basic('Granted', granted));
  await updateWallet((data) => ({
    ...data,
    accounts: [...data.accounts, basic('Other', other), basic('Member', member)],
  }));
  await devnet.fund(granted.addr.toString(), 1_000_000);
}, 60_000);

afterAll(() => devnet.stop());

describe('WalletConnect signer scope', () => {
  it("ignores a request's authAddr naming another own account: the sender's key signs", async () => {
    const entries = await entriesFor({ authAddr: other.addr.toString() });
    const signed = await signEntries(entries, sessionStore.getState().accounts);
    const result = signed.get(entries[0]!.txid);
    expect(result?.kind).toBe('signed');
    const stxn = decodeSignedTransaction(
      result!.kind === 'signed' ? result!.bytes : new Uint8Array(),
    );
    expect(stxn.sgnr).toBeUndefined();
    // The devnet accepts it: signed by the granted account's own key.
    await algod
      .sendRawTransaction(result!.kind === 'signed' ? result!.bytes : new Uint8Array())
      .do();
  });

  it('refuses a msig that describes neither the sender nor its auth address', async () => {
    const params = { version: 1, threshold: 1, addrs: [member.addr.toString()] };
    expect(multisigAddress(params).toString()).not.toBe(granted.addr.toString());
    // The request check refuses it before any review ...
    await expect(entriesFor({ msig: params })).rejects.toThrow('refused: msig-not-sender');
    // ... and signing refuses it again, should such an entry ever get that far.
    const entries = (await entriesFor({})).map((entry) => ({ ...entry, msig: params }));
    await expect(signEntries(entries, sessionStore.getState().accounts)).rejects.toEqual(
      new SigningError('msig-not-sender'),
    );
  });
});
