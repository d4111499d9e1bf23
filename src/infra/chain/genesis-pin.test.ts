import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateAccount, makePaymentTxnWithSuggestedParamsFromObject } from 'algosdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Devnet } from '../../../devnet/server';
import type { AppConfig } from '../../core/config/app-config';
import { SigningError } from '../../core/accounts/signing-error';
import { BUILT_IN_GENESIS, NetworkMismatchError } from '../../core/networks/genesis';
import { startWalletDevnet } from '../../test/devnet-chain';
import { checkAlgodProvider } from '../config/public-providers';
import { settingsStore, setAppConfig } from '../settings/settings-store';
import { signGroup } from '../transactions/sign-group';
import { getSuggestedParams } from './algod-client';
import { expectedGenesis, forgetGenesisPin, verifyGenesis } from './genesis-pin';

// A node of another chain gets no signature: public networks are pinned in the code, local ones
// at first contact, and a listed provider is asked for its genesis before it is chosen.

let devnet: Devnet;
let sandboxConfig: AppConfig;
let provider: Server;
let providerUrl: string;
let providerGenesis = BUILT_IN_GENESIS.mainnet!;

beforeAll(async () => {
  ({ devnet } = await startWalletDevnet());
  sandboxConfig = settingsStore.getState().config;
  // A public provider stand-in: algod's params answer with whatever genesis the test sets.
  provider = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        'consensus-version': 'v40',
        fee: 0,
        'genesis-id': providerGenesis.id,
        'genesis-hash': providerGenesis.hash,
        'last-round': 10,
        'min-fee': 1000,
      }),
    );
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await devnet.stop();
  await new Promise((resolve) => provider.close(resolve));
});

beforeEach(() => {
  setAppConfig(sandboxConfig);
  forgetGenesisPin('sandbox');
});

describe('pinned networks', () => {
  it('refuses a node of another chain for a public network, naming both', async () => {
    setAppConfig({ ...sandboxConfig, env: 'testnet' });
    const error = await getSuggestedParams().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkMismatchError);
    expect(error).toMatchObject({
      expected: BUILT_IN_GENESIS.testnet,
      observed: { id: devnet.genesisId, hash: devnet.genesisHash },
      host: devnet.algodUrl,
    });
  });

  it('pins a local network at first contact, then refuses another genesis', async () => {
    expect(expectedGenesis('sandbox')).toBeUndefined();
    const params = await getSuggestedParams();
    expect(params.genesisID).toBe(devnet.genesisId);
    expect(expectedGenesis('sandbox')).toEqual({ id: devnet.genesisId, hash: devnet.genesisHash });
    expect(() =>
      verifyGenesis({ id: devnet.genesisId, hash: BUILT_IN_GENESIS.testnet!.hash }, 'http://x'),
    ).toThrow(NetworkMismatchError);
    // The user pointing the environment at other servers starts over.
    forgetGenesisPin('sandbox');
    verifyGenesis(BUILT_IN_GENESIS.testnet!, 'http://x');
    expect(expectedGenesis('sandbox')).toEqual(BUILT_IN_GENESIS.testnet);
  });

  it('signs nothing for another chain than the pinned one', async () => {
    const params = await getSuggestedParams();
    const sender = generateAccount().addr.toString();
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender,
      receiver: sender,
      amount: 0,
      suggestedParams: { ...params, genesisHash: new Uint8Array(32).fill(9) },
    });
    const account = {
      addr: sender,
      name: 'Key',
      type: 'basic' as const,
      hasSecret: true,
      hasHdSecret: false,
      hasSession: false,
    };
    await expect(
      signGroup({ txns: [txn], accounts: [account], authAddresses: new Map([[sender, sender]]) }),
    ).rejects.toEqual(new SigningError('other-network'));
  });

  it('asks a listed provider for its genesis before it is chosen', async () => {
    providerGenesis = BUILT_IN_GENESIS.mainnet!;
    expect(await checkAlgodProvider('mainnet', providerUrl)).toBe('same-network');
    expect(await checkAlgodProvider('testnet', providerUrl)).toBe('other-network');
    providerGenesis = { id: 'mainnet-v1.0', hash: BUILT_IN_GENESIS.voitestnet!.hash };
    expect(await checkAlgodProvider('mainnet', providerUrl)).toBe('other-network');
    provider.closeAllConnections();
    expect(await checkAlgodProvider('mainnet', 'http://127.0.0.1:9')).toBe('unreachable');
    // Networks learnt at first contact have nothing to compare with yet.
    expect(await checkAlgodProvider('custom', providerUrl)).toBe('same-network');
  });
});
