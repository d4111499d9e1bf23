import type { modelsv2, Transaction } from 'algosdk';
import { z } from 'zod';
import { reviewAppCall, type AppCallReview, type AppInfo } from '../../core/abi/app-call-review';
import { arc200ActionOf, withTokenMetadata } from '../../core/arc200/call-review';
import { base64ToBytes } from '../../core/encoding/base64';
import { readTokenMetadata } from '../arc200/reads';
import type { AppliedEffects } from '../../core/transactions/review';
import { savedSpecMap } from '../abi/app-specs';
import { walletSpecMap } from '../inbox/inbox-reads';
import type { ChainContext } from '../chain/indexer-client';
import { algodGet } from './node-calls';

// The app calls of a reviewed group read by their specs and simulated effects (issue 39).

const uint = z.union([z.bigint(), z.number().int().nonnegative()]).transform((v) => BigInt(v));
const appSchema = z.object({
  params: z.object({
    creator: z.string().optional(),
    'local-state-schema': z
      .object({ 'num-uint': uint.optional(), 'num-byte-slice': uint.optional() })
      .optional(),
  }),
});

/** The app's creator and local schema, for opt-in costs and "an app you created". */
async function appInfo(appId: bigint, chain: ChainContext): Promise<AppInfo> {
  if (appId === 0n) return {};
  try {
    const { status, body } = await algodGet(`/v2/applications/${appId.toString()}`, chain);
    const parsed = appSchema.safeParse(body);
    if (status !== 200 || !parsed.success) return {};
    const schema = parsed.data.params['local-state-schema'];
    return {
      creator: parsed.data.params.creator,
      localSchema: {
        uints: schema?.['num-uint'] ?? 0n,
        bytes: schema?.['num-byte-slice'] ?? 0n,
      },
    };
  } catch {
    // Unknown: the opt-in row says so without a cost.
    return {};
  }
}

const NEEDS_INFO = new Set([1, 4, 5]); // opt-in, update, delete

/** What the review needs of a simulated app call: its logs and the state keys it wrote. */
export function appResultOf(
  result: modelsv2.PendingTransactionResponse | undefined,
): Pick<AppliedEffects, 'logs' | 'stateKeys'> {
  if (!result) return {};
  return {
    ...(result.logs ? { logs: result.logs } : {}),
    ...(result.globalStateDelta || result.localStateDelta
      ? {
          stateKeys: {
            global: (result.globalStateDelta ?? []).map((kv) => base64ToBytes(kv.key)),
            local: (result.localStateDelta ?? []).map((d) => ({
              address: d.address,
              keys: d.delta.map((kv) => base64ToBytes(kv.key)),
            })),
          },
        }
      : {}),
  };
}

/** Each transaction's app call review (undefined for the others). */
export async function reviewAppCalls(
  txns: readonly Transaction[],
  applied: readonly (AppliedEffects | undefined)[],
  own: ReadonlySet<string>,
  chain: ChainContext,
): Promise<(AppCallReview | undefined)[]> {
  if (!txns.some((t) => t.applicationCall)) return txns.map(() => undefined);
  const sources = { wallet: walletSpecMap(chain.network), settings: savedSpecMap(chain.network) };
  const infos = await Promise.all(
    txns.map((t) =>
      t.applicationCall && NEEDS_INFO.has(t.applicationCall.onComplete)
        ? appInfo(t.applicationCall.appIndex, chain)
        : Promise.resolve({}),
    ),
  );
  const reviews = txns.map((_, i) => reviewAppCall(txns, i, sources, own, applied[i], infos[i]));
  return Promise.all(reviews.map((review, i) => withToken(review, txns[i]!.sender.toString())));
}

/**
 * An ARC-200 transfer, transferFrom or approve with its token's name, symbol and decimals, read
 * by simulate as `sender`. A token that answers badly is still reviewed (in base units, warned);
 * a node that cannot be asked fails the review, so Send waits for a retry.
 */
async function withToken(
  review: AppCallReview | undefined,
  sender: string,
): Promise<AppCallReview | undefined> {
  const action = review && review.appId > 0n ? arc200ActionOf(review.call) : undefined;
  if (!review || !action) return review;
  return withTokenMetadata(review, action, await readTokenMetadata(review.appId, sender));
}
