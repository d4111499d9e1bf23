import type { ABIType } from 'algosdk';
import {
  ABIMethod,
  type ABIValue,
  Address,
  assignGroupID,
  encodeUint64,
  getApplicationAddress,
  makeApplicationCallTxnFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  OnApplicationComplete,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import type { AppSpec } from '../abi/app-spec';
import type { EnvironmentId } from '../networks/environments';

// ARC-59's asset inbox: an asset sent to a receiver who is not opted in waits in an account the
// router controls until the receiver claims or rejects it. The groups here follow the ARC and
// our router's ABI (devnet/contracts/arc59-router.arc56.json); the Algo they move comes from
// simulating the router's arc59_getSendAssetInfo, checked against caps first, so a lying node or
// router cannot make the wallet pay more than a new inbox can cost.

/** The routers the ARC's authors deployed, by network (published facts; Pera ships the same). */
export const PUBLISHED_ROUTERS: Readonly<Record<string, { env: EnvironmentId; appId: bigint }>> = {
  'mainnet-v1.0': { env: 'mainnet', appId: 2449590623n },
  'testnet-v1.0': { env: 'testnet', appId: 643020148n },
};

/** The router of `env`: the published one, else config.json's (`arc59RouterId`). */
export function routerIdFor(
  env: EnvironmentId,
  configured: Partial<Record<EnvironmentId, number>> | undefined,
): bigint | undefined {
  const published = Object.values(PUBLISHED_ROUTERS).find((r) => r.env === env);
  if (published) return published.appId;
  const own = configured?.[env];
  return own === undefined ? undefined : BigInt(own);
}

export class InboxRouterError extends Error {
  constructor(
    readonly code: 'other-network' | 'figures-too-high' | 'bad-answer',
    message: string,
  ) {
    super(message);
    this.name = 'InboxRouterError';
  }
}

/** Refuses a router id that belongs to another network than the one `genesisId` names. */
export function checkRouterNetwork(routerId: bigint, genesisId: string): void {
  for (const [network, router] of Object.entries(PUBLISHED_ROUTERS))
    if (network !== genesisId && router.appId === routerId)
      throw new InboxRouterError('other-network', `app ${routerId} is ${network}'s router`);
  const published = PUBLISHED_ROUTERS[genesisId];
  if (published && published.appId !== routerId)
    throw new InboxRouterError('other-network', `app ${routerId} is not ${genesisId}'s router`);
}

export const SIGNATURES = {
  optRouterIn: 'arc59_optRouterIn(uint64)void',
  getSendAssetInfo: 'arc59_getSendAssetInfo(address,uint64)(uint64,uint64,bool,bool,uint64,uint64)',
  sendAsset: 'arc59_sendAsset(axfer,address,uint64)address',
  claim: 'arc59_claim(uint64)void',
  reject: 'arc59_reject(uint64)void',
  getInbox: 'arc59_getInbox(address)address',
  claimAlgo: 'arc59_claimAlgo()void',
} as const;

const selector = (name: keyof typeof SIGNATURES) =>
  ABIMethod.fromSignature(SIGNATURES[name]).getSelector();
const u64 = (value: bigint) => encodeUint64(value);

export interface SendAssetInfo {
  itxns: bigint;
  mbr: bigint;
  routerOptedIn: boolean;
  receiverOptedIn: boolean;
  receiverAlgoNeededForClaim: bigint;
  receiverAlgoNeededForWorstCaseClaim: bigint;
}

/**
 * The most a first send to a new inbox takes per ARC-59 (box, inbox account, its opt-in, the
 * router's opt-in: about 0.33 Algo; the receiver's claim about 0.2 Algo), with room to spare.
 */
export const CAPS = { itxns: 8n, mbr: 500_000n, receiverAlgo: 500_000n } as const;

/** arc59_getSendAssetInfo's return value (the simulate answer's log after its 0x151f7c75). */
export function parseSendAssetInfo(returned: Uint8Array): SendAssetInfo {
  let value: ABIValue;
  try {
    const type = ABIMethod.fromSignature(SIGNATURES.getSendAssetInfo).returns.type;
    value = (type as ABIType).decode(returned);
  } catch {
    throw new InboxRouterError('bad-answer', 'arc59_getSendAssetInfo answered no tuple');
  }
  const [itxns, mbr, routerOptedIn, receiverOptedIn, needed, worst] = value as [
    bigint,
    bigint,
    boolean,
    boolean,
    bigint,
    bigint,
  ];
  if (itxns > CAPS.itxns || mbr > CAPS.mbr || needed > CAPS.receiverAlgo)
    throw new InboxRouterError('figures-too-high', `itxns ${itxns}, mbr ${mbr}, claim ${needed}`);
  return {
    itxns,
    mbr,
    routerOptedIn,
    receiverOptedIn,
    receiverAlgoNeededForClaim: needed,
    receiverAlgoNeededForWorstCaseClaim: worst,
  };
}

export interface InboxSendInput {
  sender: string;
  receiver: string;
  assetId: bigint;
  amount: bigint;
  routerId: bigint;
  /** The receiver's inbox now, or undefined when it has none yet (the router creates it). */
  inbox?: string;
  info: SendAssetInfo;
  params: SuggestedParams;
  note?: Uint8Array;
}

export interface InboxSend {
  txns: Transaction[];
  /** Algo the sender pays beyond the asset: fees plus what the router is given. */
  fees: bigint;
  funding: bigint;
}

const feeUnit = (params: SuggestedParams): bigint => {
  const min = BigInt(params.minFee);
  return min > 1000n ? min : 1000n;
};
const flat = (params: SuggestedParams, fee: bigint): SuggestedParams => ({
  ...params,
  fee,
  flatFee: true,
});

/**
 * ARC-59's send group: the router's Algo (minimum balances and what the receiver needs to claim),
 * its opt-in to the asset when it has none, the asset to the router, and arc59_sendAsset, whose
 * fee pays for every inner transaction.
 */
export function buildInboxSend(input: InboxSendInput): InboxSend {
  const { sender, receiver, assetId, routerId, info, params } = input;
  checkRouterNetwork(routerId, params.genesisID ?? '');
  if (info.receiverOptedIn)
    throw new InboxRouterError('bad-answer', 'the receiver holds the asset: pay it directly');
  const unit = feeUnit(params);
  const router = getApplicationAddress(routerId);
  const receiverKey = Address.fromString(receiver).publicKey;
  const funding = info.mbr + info.receiverAlgoNeededForClaim;
  const txns: Transaction[] = [];
  if (funding > 0n)
    txns.push(
      makePaymentTxnWithSuggestedParamsFromObject({
        sender,
        receiver: router,
        amount: funding,
        suggestedParams: flat(params, unit),
      }),
    );
  if (!info.routerOptedIn)
    txns.push(
      makeApplicationCallTxnFromObject({
        sender,
        appIndex: routerId,
        onComplete: OnApplicationComplete.NoOpOC,
        appArgs: [selector('optRouterIn'), u64(assetId)],
        foreignAssets: [assetId],
        suggestedParams: flat(params, unit * 2n),
      }),
    );
  txns.push(
    makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender,
      receiver: router,
      assetIndex: assetId,
      amount: input.amount,
      note: input.note,
      suggestedParams: flat(params, unit),
    }),
  );
  // The router's own opt-in is counted in itxns but made by arc59_optRouterIn above; the Algo
  // for the receiver's claim is one more payment.
  const inner =
    info.itxns - (info.routerOptedIn ? 0n : 1n) + (info.receiverAlgoNeededForClaim > 0n ? 1n : 0n);
  txns.push(
    makeApplicationCallTxnFromObject({
      sender,
      appIndex: routerId,
      onComplete: OnApplicationComplete.NoOpOC,
      appArgs: [selector('sendAsset'), receiverKey, u64(info.receiverAlgoNeededForClaim)],
      accounts: [receiver, input.inbox ?? Address.zeroAddress().toString()],
      foreignAssets: [assetId],
      boxes: [{ appIndex: 0, name: receiverKey }],
      suggestedParams: flat(params, unit * (1n + inner)),
    }),
  );
  if (txns.length > 1) assignGroupID(txns);
  return { txns, fees: txns.reduce((sum, t) => sum + t.fee, 0n), funding };
}

export interface InboxClaimInput {
  receiver: string;
  inbox: string;
  assetId: bigint;
  routerId: bigint;
  /** Whether the receiver holds the asset already (else the group opts it in). */
  optedIn: boolean;
  /** The inbox's Algo above its minimum balance: taken first, so it can pay the fees. */
  inboxSpare: bigint;
  params: SuggestedParams;
}

/** Claim: the inbox's spare Algo (fee 0), the opt-in when needed, arc59_claim paying all fees. */
export function buildInboxClaim(input: InboxClaimInput): Transaction[] {
  return inboxGroup(input, 'claim');
}

/** Reject: the asset back to its creator, the freed Algo to the receiver (two inner txns). */
export function buildInboxReject(
  input: Omit<InboxClaimInput, 'optedIn'> & { creator: string },
): Transaction[] {
  return inboxGroup({ ...input, optedIn: true }, 'reject', input.creator);
}

function inboxGroup(
  input: InboxClaimInput,
  kind: 'claim' | 'reject',
  creator?: string,
): Transaction[] {
  const { receiver, inbox, assetId, routerId, params } = input;
  checkRouterNetwork(routerId, params.genesisID ?? '');
  const unit = feeUnit(params);
  const receiverKey = Address.fromString(receiver).publicKey;
  const boxes = [{ appIndex: 0, name: receiverKey }];
  const txns: Transaction[] = [];
  const takeAlgo = input.inboxSpare > 0n;
  if (takeAlgo)
    txns.push(
      makeApplicationCallTxnFromObject({
        sender: receiver,
        appIndex: routerId,
        onComplete: OnApplicationComplete.NoOpOC,
        appArgs: [selector('claimAlgo')],
        accounts: [inbox],
        boxes,
        suggestedParams: flat(params, 0n),
      }),
    );
  if (kind === 'claim' && !input.optedIn)
    txns.push(
      makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: receiver,
        receiver,
        assetIndex: assetId,
        amount: 0n,
        suggestedParams: flat(params, unit),
      }),
    );
  // The call, its two inner transactions and, when taken first, claimAlgo with its one.
  txns.push(
    makeApplicationCallTxnFromObject({
      sender: receiver,
      appIndex: routerId,
      onComplete: OnApplicationComplete.NoOpOC,
      appArgs: [selector(kind), u64(assetId)],
      accounts: creator ? [inbox, creator] : [inbox],
      foreignAssets: [assetId],
      boxes,
      suggestedParams: flat(params, unit * (3n + (takeAlgo ? 2n : 0n))),
    }),
  );
  if (txns.length > 1) assignGroupID(txns);
  return txns;
}

/** The router as the review names it: ARC-59's methods with their arguments' names. */
export const ARC59_ROUTER_SPEC: AppSpec = {
  name: 'ARC-59 asset inbox router',
  methods: (
    [
      ['optRouterIn', ['asa']],
      ['getSendAssetInfo', ['receiver', 'asset']],
      ['sendAsset', ['axfer', 'receiver', 'additionalReceiverFunds']],
      ['claim', ['asa']],
      ['reject', ['asa']],
      ['getInbox', ['receiver']],
      ['claimAlgo', []],
      ['getOrCreateInbox', ['receiver']],
    ] as const
  ).map(([key, names]) => {
    const method = ABIMethod.fromSignature(
      key === 'getOrCreateInbox' ? 'arc59_getOrCreateInbox(address)address' : SIGNATURES[key],
    );
    return {
      name: method.name,
      args: method.args.map((arg, i) => ({ name: names[i], type: arg.type.toString() })),
      returns: { type: method.returns.type.toString() },
    };
  }),
  events: [],
};

/** The routers the wallet knows on `network`: the published one and `configured` (this env's). */
export function knownRouterSpecs(network: string, configured?: bigint): Map<bigint, AppSpec> {
  const ids = new Set<bigint>();
  const published = PUBLISHED_ROUTERS[network];
  if (published) ids.add(published.appId);
  else if (configured !== undefined) ids.add(configured);
  return new Map([...ids].map((id) => [id, ARC59_ROUTER_SPEC]));
}
