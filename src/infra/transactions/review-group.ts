import { Address, modelsv2, SignedTransaction, type Transaction } from 'algosdk';
import { z } from 'zod';
import {
  balanceChanges,
  BASE_COIN,
  describeTransaction,
  estimateClosings,
  type AppliedEffects,
  type AssetRoles,
  type DescribedTransaction,
} from '../../core/transactions/review';
import { cachedAssetUnits, rememberAssetUnits } from '../chain/asset-cache';
import { base64ToBytes } from '../../core/encoding/base64';
import { algodClient, nodeMessage } from '../chain/algod-client';
import { currentChain, type ChainContext } from '../chain/indexer-client';
import { logout, sessionStore } from '../session/session';
import { algodGet } from './node-calls';
import { appResultOf, reviewAppCalls } from './review-app-calls';
import { boxEffectsOf, decodeSimulateAnswer, TRACE_CONFIG } from './review-group-trace';
import { holdingOf, transfersNotOptedIn, type NotOptedInTransfer } from './review-not-opted-in';

export type { NotOptedInTransfer } from './review-not-opted-in';
import type { AppCallReview } from '../../core/abi/app-call-review';

// Simulation and review data for a group, before anything is signed: algod's simulate with
// empty signatures allowed, the user's balances now and after, and every asset's units.

export type SimulationOutcome =
  | { kind: 'simulated'; failure?: { message: string; index?: number } }
  /** The node has no simulate endpoint: the review says so and still works. */
  | { kind: 'unavailable' }
  /** The simulation could not be run (node down, odd answer). */
  | { kind: 'failed' };

export interface AssetUnits {
  id: bigint;
  name: string;
  unitName: string;
  decimals: number;
  /** The roles as the node has them now: read for a reconfiguration, to show before/after. */
  roles?: AssetRoles;
}

export interface BalanceEffect {
  assetId: bigint;
  /** Negative: the account sends; positive: it receives. Fees included. */
  delta: bigint;
  before?: bigint;
  after?: bigint;
}

export interface AccountEffect {
  address: string;
  changes: BalanceEffect[];
}

export interface GroupReview {
  transactions: DescribedTransaction[];
  simulation: SimulationOutcome;
  /** Closing amounts were estimated from balances because nothing was simulated. */
  estimated: boolean;
  /** The user's own accounts only, in the order they first appear in the group. */
  effects: AccountEffect[];
  assets: Map<bigint, AssetUnits>;
  /**
   * Assets whose units (or, for a reconfiguration, current roles) could not be read: their
   * amounts cannot be shown in units, so the review must not offer to send (issue 23).
   */
  missingAssets: bigint[];
  /** Fees of the transactions the wallet's own accounts send. */
  totalFee: bigint;
  /** Each transaction's app call in words (undefined for the others). */
  appCalls: (AppCallReview | undefined)[];
  /** Transfers to receivers not opted in: said in words, and nothing is offered to sign. */
  notOptedIn: NotOptedInTransfer[];
}

const uint = z.union([z.bigint(), z.number().int().nonnegative()]).transform((v) => BigInt(v));
const accountSchema = z.object({
  amount: uint,
  assets: z.array(z.object({ 'asset-id': uint, amount: uint })).optional(),
});
const assetSchema = z.object({
  params: z.object({
    decimals: z.union([z.bigint(), z.number()]).transform(Number),
    name: z.string().optional(),
    'unit-name': z.string().optional(),
    'name-b64': z.string().optional(),
    manager: z.string().optional(),
    reserve: z.string().optional(),
    freeze: z.string().optional(),
    clawback: z.string().optional(),
  }),
});
const paramsSchema = z.object({ 'genesis-hash': z.string() });

/** Inner transactions nest at most 256 deep on a real node; deeper answers are not trusted. */
const MAX_INNER_DEPTH = 8;

function appliedOf(
  result: modelsv2.PendingTransactionResponse | undefined,
  depth = 0,
): AppliedEffects {
  return {
    closingAmount: result?.closingAmount,
    assetClosingAmount: result?.assetClosingAmount,
    createdAssetId: result?.assetIndex,
    ...appResultOf(result),
    inner:
      depth < MAX_INNER_DEPTH
        ? (result?.innerTxns ?? []).map((inner) => ({
            txn: inner.txn.txn,
            effects: appliedOf(inner, depth + 1),
          }))
        : undefined,
  };
}

const statusOf = (error: unknown) =>
  (error as { response?: { status?: unknown } } | null)?.response?.status;

async function simulate(
  txns: readonly Transaction[],
  authAddresses: ReadonlyMap<string, string | undefined>,
): Promise<{ outcome: SimulationOutcome; applied: AppliedEffects[] }> {
  const request = (trace: boolean) =>
    new modelsv2.SimulateRequest({
      txnGroups: [
        new modelsv2.SimulateRequestTransactionGroup({
          txns: txns.map((txn) => {
            const auth = authAddresses.get(txn.sender.toString());
            return new SignedTransaction({
              txn,
              sgnr: auth ? Address.fromString(auth) : undefined,
            });
          }),
        }),
      ],
      allowEmptySignatures: true,
      fixSigners: true,
      // The boxes an app call writes are only in the trace (a node without it gives none).
      ...(trace ? { execTraceConfig: TRACE_CONFIG } : {}),
    });
  try {
    let raw: Uint8Array;
    try {
      raw = await algodClient().simulateTransactions(request(true)).doRaw();
    } catch (error) {
      // A group that fails is a 200 with its failure; a 400 refuses the request. An older node
      // refuses the trace config so (its strict decoder knows no such field): asked once more
      // without it, the review has no boxes, as from a node that gives no trace. A group refused
      // as a whole is refused again, and that answer is reported below.
      if (statusOf(error) !== 400) throw error;
      raw = await algodClient().simulateTransactions(request(false)).doRaw();
    }
    const { answer, traces } = decodeSimulateAnswer(raw);
    const group = answer.txnGroups[0];
    const applied = txns.map((_, i) => {
      const result = group?.txnResults[i]?.txnResult;
      const boxes = boxEffectsOf(traces[i], result);
      return { ...appliedOf(result), ...(boxes ? { boxes } : {}) };
    });
    const failure = group?.failureMessage
      ? { message: group.failureMessage, index: group.failedAt?.[0] }
      : undefined;
    return { outcome: { kind: 'simulated', failure }, applied };
  } catch (error) {
    const status = statusOf(error);
    if (status === 401) {
      if (sessionStore.getState().status === 'open') logout('unauthorized');
      return { outcome: { kind: 'failed' }, applied: [] };
    }
    if (status === 404 || status === 405 || status === 501) {
      return { outcome: { kind: 'unavailable' }, applied: [] };
    }
    // A 400 with algod's message is the node refusing the group as a whole.
    const message = status === 400 ? nodeMessage(error) : undefined;
    if (message) return { outcome: { kind: 'simulated', failure: { message } }, applied: [] };
    return { outcome: { kind: 'failed' }, applied: [] };
  }
}

function appCallAssets(calls: readonly (AppCallReview | undefined)[]): bigint[] {
  const ids: bigint[] = [];
  for (const call of calls) {
    if (call?.call.kind === 'call')
      for (const arg of call.call.args) if (arg.value.kind === 'asset') ids.push(arg.value.id);
    for (const effect of call?.inner ?? [])
      if ('assetId' in effect && effect.assetId !== BASE_COIN) ids.push(effect.assetId);
  }
  return ids;
}

function innerParties(applied: readonly AppliedEffects[]): string[] {
  const found: string[] = [];
  const visit = (effects: AppliedEffects) => {
    for (const { txn, effects: nested } of effects.inner ?? []) {
      for (const address of [txn.payment?.receiver, txn.assetTransfer?.receiver])
        if (address) found.push(address.toString());
      visit(nested);
    }
  };
  applied.forEach(visit);
  return found;
}

async function balancesOf(
  addresses: readonly string[],
  chain: ChainContext,
): Promise<Map<string, Map<bigint, bigint>>> {
  const result = new Map<string, Map<bigint, bigint>>();
  await Promise.all(
    addresses.map(async (address) => {
      try {
        const { status, body } = await algodGet(
          `/v2/accounts/${encodeURIComponent(address)}?format=json`,
          chain,
        );
        const parsed = accountSchema.safeParse(body);
        if (status !== 200 || !parsed.success) return;
        const byAsset = new Map<bigint, bigint>([[BASE_COIN, parsed.data.amount]]);
        for (const holding of parsed.data.assets ?? []) {
          byAsset.set(holding['asset-id'], holding.amount);
        }
        result.set(address, byAsset);
      } catch {
        // Unknown balance: the review shows the change without "balance after".
      }
    }),
  );
  return result;
}

/** algod reports a role that is not set as the zero address or leaves it out. */
const ZERO_ADDRESS = Address.zeroAddress().toString();
const roleOf = (address: string | undefined) =>
  address && address !== ZERO_ADDRESS ? address : undefined;

/**
 * Units of each asset: from this network's cache first (they never change), else the node.
 * `withRoles` are read from the node in any case: roles do change, and a reconfiguration's
 * review shows them before and after. An asset that cannot be read is left out of the map.
 */
async function assetDetails(
  ids: readonly bigint[],
  withRoles: ReadonlySet<bigint>,
  chain: ChainContext,
): Promise<Map<bigint, AssetUnits>> {
  const result = new Map<bigint, AssetUnits>();
  await Promise.all(
    ids.map(async (id) => {
      const cached = withRoles.has(id) ? undefined : cachedAssetUnits(chain.network, id);
      if (cached) {
        result.set(id, { id, ...cached });
        return;
      }
      try {
        const { status, body } = await algodGet(`/v2/assets/${id.toString()}`, chain);
        const parsed = assetSchema.safeParse(body);
        if (status !== 200 || !parsed.success) return;
        const p = parsed.data.params;
        if (!Number.isInteger(p.decimals) || p.decimals < 0 || p.decimals > 19) return;
        const units = { name: p.name ?? '', unitName: p['unit-name'] ?? '', decimals: p.decimals };
        rememberAssetUnits(chain.network, id, units);
        result.set(id, {
          id,
          ...units,
          roles: {
            manager: roleOf(p.manager),
            reserve: roleOf(p.reserve),
            freeze: roleOf(p.freeze),
            clawback: roleOf(p.clawback),
          },
        });
      } catch {
        // Reported as missing: the review waits for it (Retry).
      }
    }),
  );
  return result;
}

async function genesisHash(chain: ChainContext): Promise<Uint8Array | undefined> {
  try {
    const { body } = await algodGet('/v2/transactions/params', chain);
    const parsed = paramsSchema.safeParse(body);
    return parsed.success ? base64ToBytes(parsed.data['genesis-hash']) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Everything the review shows for `txns`, the exact transactions that will be signed.
 * `ownAddresses` are the wallet's accounts: only their balance changes are listed.
 */
export async function reviewGroup(
  txns: readonly Transaction[],
  ownAddresses: readonly string[],
  authAddresses: ReadonlyMap<string, string | undefined> = new Map(),
  chain: ChainContext = currentChain(),
): Promise<GroupReview> {
  const own = new Set(ownAddresses);
  const involved = new Set<string>();
  for (const txn of txns) {
    for (const address of [
      txn.sender,
      txn.payment?.receiver,
      txn.payment?.closeRemainderTo,
      txn.assetTransfer?.receiver,
      txn.assetTransfer?.assetSender,
      txn.assetTransfer?.closeRemainderTo,
    ]) {
      const text = address?.toString();
      if (text && own.has(text)) involved.add(text);
    }
  }
  const assetIds = new Set<bigint>();
  const withRoles = new Set<bigint>();
  const freezes: { index: number; holder: string; assetId: bigint }[] = [];
  for (const [index, txn] of txns.entries()) {
    const id =
      txn.assetTransfer?.assetIndex ?? txn.assetConfig?.assetIndex ?? txn.assetFreeze?.assetIndex;
    if (id) assetIds.add(id);
    if (txn.assetConfig?.assetIndex) withRoles.add(txn.assetConfig.assetIndex);
    if (txn.assetFreeze) {
      const { freezeAccount, assetIndex } = txn.assetFreeze;
      freezes.push({ index, holder: freezeAccount.toString(), assetId: assetIndex });
    }
  }
  const [simulation, balances, assets, genesis, frozenHoldings] = await Promise.all([
    simulate(txns, authAddresses),
    balancesOf([...involved], chain),
    assetDetails([...assetIds], withRoles, chain),
    genesisHash(chain),
    Promise.all(freezes.map((f) => holdingOf(f.holder, f.assetId, chain))),
  ]);
  const simulated = simulation.outcome.kind === 'simulated' && simulation.applied.length > 0;
  const applied = simulated
    ? simulation.applied
    : estimateClosings(txns, (address, assetId) => balances.get(address)?.get(assetId));
  // An app call may pay an own account only through its inner transactions.
  for (const address of innerParties(applied)) if (own.has(address)) involved.add(address);
  const changes = balanceChanges(txns, applied);
  // A created asset's units are in its creation; one the group's apps move (a swap's output
  // through inner transactions) is read like any other.
  txns.forEach((txn, i) => {
    const created = applied[i]?.createdAssetId;
    const acfg = txn.assetConfig;
    if (created === undefined || !acfg || acfg.assetIndex) return;
    assets.set(created, {
      id: created,
      name: acfg.assetName ?? '',
      unitName: acfg.unitName ?? '',
      decimals: acfg.decimals,
    });
  });
  // A group the node would not run may be an asset sent to someone not opted in.
  const passed =
    simulated && !(simulation.outcome.kind === 'simulated' && simulation.outcome.failure);
  const [appCalls, notOptedIn] = await Promise.all([
    reviewAppCalls(txns, applied, own, chain),
    passed ? [] : transfersNotOptedIn(txns, chain),
  ]);
  const moved = new Set<bigint>();
  for (const address of involved)
    for (const assetId of changes.get(address)?.keys() ?? [])
      if (assetId !== BASE_COIN && !assets.has(assetId)) moved.add(assetId);
  // An app call's asset arguments and inner transfers are shown in units too.
  for (const id of appCallAssets(appCalls)) if (!assets.has(id)) moved.add(id);
  if (moved.size > 0)
    for (const [id, units] of await assetDetails([...moved], new Set(), chain))
      assets.set(id, units);
  const missingAssets = [...assetIds, ...moved].filter(
    (id) => !assets.has(id) || (withRoles.has(id) && !assets.get(id)?.roles),
  );
  const effects: AccountEffect[] = [];
  for (const address of involved) {
    const byAsset = changes.get(address);
    if (!byAsset) continue;
    effects.push({
      address,
      changes: [...byAsset].map(([assetId, delta]) => {
        const before =
          balances.get(address)?.get(assetId) ?? (balances.has(address) ? 0n : undefined);
        return { assetId, delta, before, after: before === undefined ? undefined : before + delta };
      }),
    });
  }
  const closes = txns.some((t) => t.payment?.closeRemainderTo || t.assetTransfer?.closeRemainderTo);
  const transactions = txns.map((txn, i) => describeTransaction(txn, i, genesis));
  freezes.forEach(({ index }, i) => {
    const described = transactions[index];
    if (described?.freeze)
      described.freeze = { ...described.freeze, holding: frozenHoldings[i] ?? undefined };
  });
  return {
    transactions,
    simulation: simulation.outcome,
    estimated: !simulated && closes,
    effects,
    assets,
    missingAssets,
    // What the user's accounts pay: a swap pool's or a dapp's own fees are not theirs.
    totalFee: txns.reduce((sum, t) => (own.has(t.sender.toString()) ? sum + t.fee : sum), 0n),
    appCalls,
    notOptedIn,
  };
}
