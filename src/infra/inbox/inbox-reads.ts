import {
  ABIMethod,
  Address,
  encodeUint64,
  makeApplicationCallTxnFromObject,
  OnApplicationComplete,
} from 'algosdk';
import { z } from 'zod';
import { effectiveEnvironment } from '../../core/config/settings';
import { base64ToBytes, bytesToBase64 } from '../../core/encoding/base64';
import {
  knownRouterSpecs,
  parseSendAssetInfo,
  routerIdFor,
  SIGNATURES,
  type SendAssetInfo,
} from '../../core/inbox/arc59';
import type { AppSpec } from '../../core/abi/app-spec';
import { getSuggestedParams } from '../chain/algod-client';
import { currentChain, indexerGet, type ChainContext } from '../chain/indexer-client';
import { settingsStore } from '../settings/settings-store';
import { algodGet } from '../transactions/node-calls';
import { simulateReturnValue } from '../transactions/read-call';

// What the ARC-59 router knows of a receiver: the inbox (an account the router controls, named
// in the router's box under the receiver's address), what it holds, and who sent it.

/** This environment's router: config.json's `arc59RouterId`, else the published one. */
export function currentRouterId(): bigint | undefined {
  const { settings, config } = settingsStore.getState();
  return routerIdFor(effectiveEnvironment(settings, config), config.arc59RouterId);
}

/** The routers the review names on `network` (see core/abi/spec-registry). */
export function walletSpecMap(network: string): Map<bigint, AppSpec> {
  return knownRouterSpecs(network, currentRouterId());
}

/** arc59_getSendAssetInfo for sending `assetId` from `sender` to `receiver`, by simulate. */
export async function sendAssetInfo(
  routerId: bigint,
  sender: string,
  receiver: string,
  assetId: bigint,
): Promise<SendAssetInfo> {
  const receiverKey = Address.fromString(receiver).publicKey;
  const txn = makeApplicationCallTxnFromObject({
    sender,
    appIndex: routerId,
    onComplete: OnApplicationComplete.NoOpOC,
    appArgs: [
      ABIMethod.fromSignature(SIGNATURES.getSendAssetInfo).getSelector(),
      receiverKey,
      encodeUint64(assetId),
    ],
    accounts: [receiver],
    foreignAssets: [assetId],
    boxes: [{ appIndex: 0, name: receiverKey }],
    suggestedParams: await getSuggestedParams(),
  });
  return parseSendAssetInfo(await simulateReturnValue(txn));
}

const uint = z.union([z.bigint(), z.number().int().nonnegative()]).transform((v) => BigInt(v));
const boxSchema = z.object({ value: z.string() });
const accountSchema = z.object({
  amount: uint,
  'min-balance': uint,
  assets: z
    .array(z.object({ 'asset-id': uint, amount: uint }))
    .max(1000)
    .optional(),
});
const assetSchema = z.object({
  params: z.object({
    creator: z.string(),
    // algodGet reads every number as a bigint.
    decimals: uint.refine((d) => d <= 19n),
    name: z.string().max(1000).optional(),
    'unit-name': z.string().max(1000).optional(),
  }),
});
const txnsSchema = z.object({
  transactions: z.array(z.object({ sender: z.string() }).loose()).max(100),
});

/** The receiver's inbox address, or undefined when the router has none for it. */
export async function inboxOf(
  routerId: bigint,
  receiver: string,
  chain: ChainContext = currentChain(),
): Promise<string | undefined> {
  const name = encodeURIComponent(`b64:${bytesToBase64(Address.fromString(receiver).publicKey)}`);
  const { status, body } = await algodGet(
    `/v2/applications/${routerId.toString()}/box?name=${name}`,
    chain,
  );
  if (status === 404) return undefined;
  const parsed = boxSchema.safeParse(body);
  if (status !== 200 || !parsed.success) throw new Error(`Unexpected box answer (${status})`);
  const value = base64ToBytes(parsed.data.value);
  if (value.length !== 32) throw new Error('The inbox box holds no address');
  return new Address(value).toString();
}

export interface InboxAsset {
  assetId: bigint;
  amount: bigint;
  name: string;
  unitName: string;
  decimals: number;
  creator: string;
  /** Who sent it, when the indexer says (the first send's sender). */
  sender?: string;
}

export interface Inbox {
  address: string;
  /** Algo above the inbox's minimum balance (what claimAlgo would move). */
  spare: bigint;
  assets: InboxAsset[];
}

/** At most this many assets of one inbox are shown (each is one more read). */
export const MAX_INBOX_ASSETS = 50;

/** The receiver's inbox and what waits in it; null when it has none. */
export async function readInbox(
  routerId: bigint,
  receiver: string,
  chain: ChainContext = currentChain(),
): Promise<Inbox | null> {
  const address = await inboxOf(routerId, receiver, chain);
  if (!address) return null;
  const { status, body } = await algodGet(`/v2/accounts/${address}`, chain);
  const account = accountSchema.safeParse(body);
  if (status !== 200 || !account.success) throw new Error(`Unexpected account answer (${status})`);
  const { amount, 'min-balance': minBalance } = account.data;
  const held = (account.data.assets ?? []).filter((a) => a.amount > 0n).slice(0, MAX_INBOX_ASSETS);
  const assets = await Promise.all(
    held.map(async (a): Promise<InboxAsset | undefined> => {
      const id = a['asset-id'];
      const answer = await algodGet(`/v2/assets/${id.toString()}`, chain);
      const asset = assetSchema.safeParse(answer.body);
      if (answer.status !== 200 || !asset.success) return undefined;
      const p = asset.data.params;
      return {
        assetId: id,
        amount: a.amount,
        name: p.name ?? '',
        unitName: p['unit-name'] ?? '',
        decimals: Number(p.decimals),
        creator: p.creator,
        sender: await senderOf(address, id, chain),
      };
    }),
  );
  return {
    address,
    spare: amount > minBalance ? amount - minBalance : 0n,
    assets: assets.filter((a): a is InboxAsset => a !== undefined),
  };
}

/**
 * The indexer answers an inner transfer to the inbox with its root transaction, whose sender
 * is the person who sent the asset; unknown when the indexer has none (or is down).
 */
async function senderOf(
  inbox: string,
  assetId: bigint,
  chain: ChainContext,
): Promise<string | undefined> {
  try {
    const { transactions } = await indexerGet(
      `/v2/accounts/${inbox}/transactions`,
      txnsSchema,
      { 'asset-id': assetId.toString(), limit: 10 },
      chain,
    );
    return transactions.at(-1)?.sender;
  } catch {
    return undefined;
  }
}
