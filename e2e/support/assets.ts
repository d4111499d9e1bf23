import algosdk from 'algosdk';
import { algod, fund } from './chain';
import { E2E_IPFS_URL } from './ports';

// Assets made on the e2e devnet by the test itself, as another wallet would.

export async function signAndConfirm(txn: algosdk.Transaction, sk: Uint8Array): Promise<void> {
  const client = algod();
  await client.sendRawTransaction(txn.signTxn(sk)).do();
  await algosdk.waitForConfirmation(client, txn.txID(), 4);
}

/** A funded creator and its new asset (manager, freeze and clawback all the creator). */
export async function createTestAsset(options: {
  name: string;
  unitName: string;
  decimals?: number;
  total?: bigint;
  /** The asset URL, e.g. ARC-3 metadata `ipfs://<cid>#arc3`. */
  url?: string;
}): Promise<{ creator: algosdk.Account; assetId: bigint }> {
  const creator = algosdk.generateAccount();
  await fund(creator.addr.toString(), 10_000_000);
  const suggestedParams = await algod().getTransactionParams().do();
  const txn = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    total: options.total ?? 1_000_000n,
    decimals: options.decimals ?? 0,
    defaultFrozen: false,
    unitName: options.unitName,
    assetName: options.name,
    assetURL: options.url,
    manager: creator.addr,
    freeze: creator.addr,
    clawback: creator.addr,
    suggestedParams,
  });
  const client = algod();
  await client.sendRawTransaction(txn.signTxn(creator.sk)).do();
  const confirmed = await algosdk.waitForConfirmation(client, txn.txID(), 4);
  return { creator, assetId: BigInt(confirmed.assetIndex ?? 0) };
}

export async function sendAsset(
  from: algosdk.Account,
  to: string,
  assetId: bigint,
  amount: bigint,
): Promise<void> {
  const suggestedParams = await algod().getTransactionParams().do();
  const txn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to,
    amount,
    assetIndex: assetId,
    suggestedParams,
  });
  await signAndConfirm(txn, from.sk);
}

/** The account's holding of the asset, or null when it does not hold it. */
export async function holdingOf(address: string, assetId: bigint): Promise<bigint | null> {
  try {
    const info = await algod().accountAssetInformation(address, assetId).do();
    return info.assetHolding?.amount ?? null;
  } catch {
    return null;
  }
}

/** Puts a file on the IPFS gateway stand-in and gives its CID. */
export async function addToIpfs(bytes: Uint8Array, contentType: string): Promise<string> {
  const response = await fetch(`${E2E_IPFS_URL}/__test/add`, {
    method: 'POST',
    body: JSON.stringify({ contentType, base64: Buffer.from(bytes).toString('base64') }),
  });
  return ((await response.json()) as { cid: string }).cid;
}
