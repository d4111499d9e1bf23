import {
  Algodv2,
  appendSignMultisigTransaction,
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  multisigAddress,
  waitForConfirmation,
  type Account,
} from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../../devnet/server';
import { startLedgerDevice, type LedgerDevice } from '../../../tools/ledger-device/device';
import {
  startParticipationHost,
  type ParticipationHost,
} from '../../../tools/participation-host/server';
import { encodeSecretKey, type StoredAccount } from '../../core/accounts/stored-account';
import type { AppConfig } from '../../core/config/app-config';
import { bytesToBase64 } from '../../core/encoding/base64';
import { lookupAccount } from '../chain/indexer-client';
import { createWallet, sessionStore } from '../session/session';
import { updateWallet } from '../session/records';
import { setAppConfig } from '../settings/settings-store';
import { sendAndConfirm } from '../transactions/send-group';
import { signGroup } from '../transactions/sign-group';
import { encodeProposal } from '../../core/multisig/proposal';
import { protocolFee } from '../../core/fees/protocol-fee';
import { networkFeePart, signedLength } from '../../core/fees/required-fee';
import {
  prepareGoOffline,
  prepareGoOnline,
  type KeyRegistrationRequest,
  type PreparedKeyRegistration,
} from './participation-flow';

// Online and offline as the dialog runs them, against the devnet (which verifies signatures
// and applies key registrations) and the participation host stand-in.

let devnet: Devnet;
let host: ParticipationHost;
let ledger: LedgerDevice;
let algod: Algodv2;
let config: AppConfig;
const keyAccount = generateAccount();
const rekeyed = generateAccount();
const watched = generateAccount();
const phone = generateAccount();
// A 2-of-3 multisig of the key account, a co-signer elsewhere and a third party.
const cosigner = generateAccount();
const team = {
  version: 1,
  threshold: 2,
  addrs: [keyAccount, cosigner, generateAccount()].map((a) => a.addr.toString()),
};
const teamAddress = multisigAddress(team).toString();
// A multisig none of whose keys is in the wallet.
const strangers = {
  version: 1,
  threshold: 1,
  addrs: [generateAccount(), generateAccount()].map((a) => a.addr.toString()),
};

const wallet = () => sessionStore.getState().accounts;
const accountOf = (addr: string) => wallet().find((a) => a.addr === addr);
const request = (addr: string) => ({ account: accountOf(addr), wallet: wallet() });
const basic = (name: string, account: Account): StoredAccount => ({
  addr: account.addr.toString(),
  name,
  type: 'basic',
  sk: encodeSecretKey(account.sk),
});

async function chainStatus(addr: string) {
  const info = await algod.accountInformation(addr).do();
  return { algod: info.status, indexer: (await lookupAccount(addr)).status, info };
}

// What the dialog does: prepare, then (after the review) sign and send through the pipeline.
async function register(request: KeyRegistrationRequest, prepared: PreparedKeyRegistration) {
  const { txid, round } = await sendAndConfirm([prepared.txn], request.wallet, {
    authAddresses: prepared.authAddresses,
  });
  return { txId: txid, confirmedRound: round, range: prepared.range };
}
const goOnline = async (request: KeyRegistrationRequest & { rounds: number; rewards?: boolean }) =>
  register(request, await prepareGoOnline(request));
const goOffline = async (request: KeyRegistrationRequest) =>
  register(request, await prepareGoOffline(request));

async function setFaults(faults: object): Promise<void> {
  const response = await fetch(`${devnet.algodUrl}/devnet/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Algo-API-Token': devnet.token },
    body: JSON.stringify(faults),
  });
  if (!response.ok) throw new Error(`faults: ${response.status}`);
}

beforeAll(async () => {
  devnet = await startDevnet({ algodPort: 0, indexerPort: 0 });
  algod = new Algodv2(devnet.token, devnet.algodUrl);
  [host, ledger] = await Promise.all([
    startParticipationHost({
      authAddressOf: async (address) =>
        (await algod.accountInformation(address).do()).authAddr?.toString() ?? address,
    }),
    startLedgerDevice(),
  ]);
  config = {
    env: 'sandbox',
    algod: devnet.algodUrl,
    algodToken: devnet.token,
    indexer: devnet.indexerUrl,
    indexerToken: devnet.token,
    participation: host.url,
    ledgerTransportUrl: ledger.url,
  };
  setAppConfig(config);
  await createWallet('Participation', 'correct horse battery staple kmd', basic('Key', keyAccount));
  await updateWallet((data) => ({
    ...data,
    accounts: [
      ...data.accounts,
      { addr: ledger.addressOf(1), name: 'Nano', type: 'ledger', slot: 1 },
      // Rekeyed to the key account: its own key is not in the wallet.
      {
        addr: rekeyed.addr.toString(),
        name: 'Rekeyed',
        type: 'public',
        rekeyedTo: keyAccount.addr.toString(),
      },
      { addr: watched.addr.toString(), name: 'Watch', type: 'public' },
      { addr: teamAddress, name: 'Team', type: 'msig', params: team },
      // A remote signer (WalletConnect v2) whose phone session is gone.
      { addr: phone.addr.toString(), name: 'Phone', type: 'wc', ver: 2 },
      {
        addr: multisigAddress(strangers).toString(),
        name: 'Others',
        type: 'msig',
        params: strangers,
      },
    ],
  }));
  for (const addr of [
    keyAccount.addr,
    ledger.addressOf(1),
    rekeyed.addr,
    watched.addr,
    teamAddress,
  ]) {
    await devnet.fund(addr.toString(), 5_000_000);
  }
  const rekey = makePaymentTxnWithSuggestedParamsFromObject({
    sender: rekeyed.addr,
    receiver: rekeyed.addr,
    amount: 0,
    rekeyTo: keyAccount.addr,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(rekey.signTxn(rekeyed.sk)).do();
}, 60_000);

afterAll(() => Promise.all([devnet.stop(), host.stop(), ledger.stop()]));

describe('going online and offline', () => {
  it('takes a key account online with the host key, then offline again', async () => {
    const addr = keyAccount.addr.toString();
    const round = BigInt(devnet.currentRound());
    const online = await goOnline({ ...request(addr), rounds: 10_000 });
    expect(online.range).toEqual({ first: round + 2n, last: round + 10_002n });
    expect(online.confirmedRound).toBeGreaterThan(round);

    const issued = host.issued().at(-1)!;
    expect(issued).toMatchObject({ address: addr, roundFirstValid: round + 2n });
    const status = await chainStatus(addr);
    expect(status.algod).toBe('Online');
    expect(status.indexer).toBe('Online');
    expect(bytesToBase64(status.info.participation!.voteParticipationKey)).toBe(issued.voteKey);
    expect(bytesToBase64(status.info.participation!.stateProofKey!)).toBe(issued.stateProofKey);
    expect(status.info.participation!.voteLastValid).toBe(round + 10_002n);
    expect(status.info.participation!.voteKeyDilution).toBe(BigInt(issued.voteKeyDilution));
    const keyreg = await algod.pendingTransactionInformation(online.txId).do();
    expect(keyreg.txn.txn.fee).toBe(1000n);

    const offline = await goOffline(request(addr));
    expect(offline.range).toBeUndefined();
    const after = await chainStatus(addr);
    expect(after.algod).toBe('Offline');
    expect(after.indexer).toBe('Offline');
    expect(after.info.participation).toBeUndefined();
    expect((await algod.accountInformation(addr).do()).amount).toBe(5_000_000n - 2000n);
  });

  it('signs the token and the registration on a Ledger, with the staking-rewards fee', async () => {
    const addr = ledger.addressOf(1);
    const online = await goOnline({ ...request(addr), rounds: 0, rewards: true });
    expect((await chainStatus(addr)).algod).toBe('Online');
    const keyreg = await algod.pendingTransactionInformation(online.txId).do();
    expect(keyreg.txn.txn.fee).toBe(2_000_000n);
    await goOffline(request(addr));
    expect((await chainStatus(addr)).algod).toBe('Offline');
  });

  it('follows a rekey: the target signs the token and the registration', async () => {
    const addr = rekeyed.addr.toString();
    const authAddress = keyAccount.addr.toString();
    await goOnline({ ...request(addr), authAddress, rounds: 2_000_000 });
    expect((await chainStatus(addr)).algod).toBe('Online');
    await goOffline({ ...request(addr), authAddress });
    expect((await chainStatus(addr)).indexer).toBe('Offline');
  });

  it('takes a multisig online for rewards: a member signs the token, the co-signers the proposal', async () => {
    const prepared = await prepareGoOnline({
      ...request(teamAddress),
      rounds: 1000,
      rewards: true,
    });
    expect(prepared.viaProposal).toBe(true);
    expect(host.issued().at(-1)!.address).toBe(teamAddress);
    // The fee is the 2 Algo floor, marked as the protocol's; a multisig's size fits under it.
    expect(prepared.txn.fee).toBe(2_000_000n);
    expect(protocolFee(prepared.txn)?.amount).toBe(2_000_000n);
    expect(networkFeePart(prepared.txn)).toBe(0n);
    // What the proposal page does: this wallet's member signs, the co-signer adds theirs.
    const [partial] = await signGroup({ txns: [prepared.txn], accounts: wallet() });
    expect(partial).toMatchObject({ kind: 'partial', signatures: 1, threshold: 2 });
    if (partial?.kind !== 'partial') throw new Error('expected a partial signature');
    const signed = appendSignMultisigTransaction(
      encodeProposal(partial.proposal),
      team,
      cosigner.sk,
    ).blob;
    const { txid } = await algod.sendRawTransaction(signed).do();
    await waitForConfirmation(algod, txid, 10);
    const info = await algod.accountInformation(teamAddress).do();
    expect(info.status).toBe('Online');
    expect(info.incentiveEligible).toBe(true);
    expect(info.amount).toBe(5_000_000n - 2_000_000n);

    // The node asking 20 µAlgo a byte: the offline registration pays for the subsignatures.
    await setFaults({ feePerByte: 20 });
    try {
      const offline = await prepareGoOffline(request(teamAddress));
      expect(offline.viaProposal).toBe(true);
      expect(protocolFee(offline.txn)).toBeUndefined();
      const multisig = { kind: 'multisig', params: team, rekeyed: false } as const;
      expect(offline.txn.fee).toBe(20n * BigInt(signedLength(offline.txn, multisig)));
      expect(offline.txn.fee).toBeGreaterThan(20n * BigInt(signedLength(offline.txn)));
    } finally {
      await setFaults({ feePerByte: 0 });
    }
  });

  it('says no key of the multisig is here when none of its members is in the wallet', async () => {
    const before = host.issued().length;
    await expect(
      goOnline({ ...request(multisigAddress(strangers).toString()), rounds: 10 }),
    ).rejects.toThrow('None of the keys of this multisig account is in this wallet.');
    expect(host.issued()).toHaveLength(before);
  });

  it("asks a remote signer's phone for the token, and says so when its session is gone", async () => {
    const before = host.issued().length;
    await expect(
      goOnline({ ...request(phone.addr.toString()), rounds: 10, rewards: true }),
    ).rejects.toThrow('Session data is missing');
    expect(host.issued()).toHaveLength(before);
  });

  it('refuses a watch account before asking the host', async () => {
    const before = host.issued().length;
    await expect(goOnline({ ...request(watched.addr.toString()), rounds: 10 })).rejects.toThrow(
      'Private key not found',
    );
    expect(host.issued()).toHaveLength(before);
  });

  it('uses the spec texts for a missing address, rounds out of range and no host', async () => {
    await expect(goOnline({ account: undefined, wallet: wallet(), rounds: 10 })).rejects.toThrow(
      'Address not found.',
    );
    await expect(goOffline({ account: undefined, wallet: wallet() })).rejects.toThrow(
      'Address not found.',
    );
    const addr = keyAccount.addr.toString();
    await expect(goOnline({ ...request(addr), rounds: 2_000_001 })).rejects.toThrow(
      'Rounds must be a whole number from 0 to 2000000',
    );
    setAppConfig({ ...config, participation: undefined });
    try {
      await expect(goOnline({ ...request(addr), rounds: 10 })).rejects.toThrow(
        'Please setup participation server in your settings.',
      );
    } finally {
      setAppConfig(config);
    }
  });

  it('says the key could not be created when the host is down', async () => {
    const down = await startParticipationHost();
    await down.stop();
    setAppConfig({ ...config, participation: down.url });
    try {
      await expect(
        goOnline({ ...request(keyAccount.addr.toString()), rounds: 10 }),
      ).rejects.toThrow('Unable to create participation key');
    } finally {
      setAppConfig(config);
    }
    expect((await chainStatus(keyAccount.addr.toString())).algod).toBe('Offline');
  });
});
