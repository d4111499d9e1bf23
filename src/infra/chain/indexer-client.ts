import { IntDecoding, parseJSON } from 'algosdk';
import type { z } from 'zod';
import { effectiveEnvironment, effectiveServers } from '../../core/config/settings';
import {
  accountResponseSchema,
  assetResponseSchema,
  assetsPageSchema,
  emptyAccount,
  transactionResponseSchema,
  transactionsPageSchema,
  type IndexerAccount,
  type IndexerAsset,
  type IndexerTransaction,
  type TransactionsPage,
} from '../../core/chain/indexer-types';
import { ENVIRONMENTS } from '../../core/networks/environments';
import { HttpError, request } from '../http/http-client';
import { settingsStore } from '../settings/settings-store';

// Indexer v2 over plain fetch: responses are validated with zod and parsed with a bigint-aware
// reader, so asset amounts above 2^53 keep every digit.

export class ChainDataError extends Error {
  constructor(message = 'Error while loading data from the blockchain') {
    super(message);
    this.name = 'ChainDataError';
  }
}

export interface ChainContext {
  indexerUrl: string;
  indexerToken: string;
  algodUrl: string;
  algodToken: string;
  network: string;
}

export function currentChain(): ChainContext {
  const { settings, config } = settingsStore.getState();
  const env = effectiveEnvironment(settings, config);
  const servers = effectiveServers(env, settings, config);
  return {
    indexerUrl: servers.indexer.host.replace(/\/+$/, ''),
    indexerToken: servers.indexer.token,
    algodUrl: servers.algod.host.replace(/\/+$/, ''),
    algodToken: servers.algod.token,
    network: env === 'custom' ? 'custom' : ENVIRONMENTS[env].network,
  };
}

const parseBigJson = (text: string): unknown => parseJSON(text, { intDecoding: IntDecoding.MIXED });

/** A zod-checked indexer GET with the chain's token; `signal` lets a poll stop on unmount. */
export async function indexerGet<S extends z.ZodType>(
  path: string,
  schema: S,
  query: Record<string, string | number | undefined> = {},
  chain: ChainContext = currentChain(),
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  if (!chain.indexerUrl) throw new ChainDataError();
  const url = new URL(chain.indexerUrl + path);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {};
  if (chain.indexerToken) headers['X-Indexer-API-Token'] = chain.indexerToken;
  const body = await request<unknown>(url.toString(), { headers, signal, parse: parseBigJson });
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ChainDataError();
  return parsed.data;
}

/** The account as the indexer knows it; never-seen addresses are empty (spec section 8). */
export async function lookupAccount(address: string): Promise<IndexerAccount> {
  try {
    const { account, 'current-round': round } = await indexerGet(
      `/v2/accounts/${encodeURIComponent(address)}`,
      accountResponseSchema,
    );
    return { ...account, round: account.round || round };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return emptyAccount(address);
    throw error;
  }
}

export function searchAccountTransactions(
  address: string,
  next?: string,
  limit = 20,
): Promise<TransactionsPage> {
  return indexerGet(
    `/v2/accounts/${encodeURIComponent(address)}/transactions`,
    transactionsPageSchema,
    {
      limit,
      next,
    },
  );
}

export async function lookupTransaction(id: string): Promise<IndexerTransaction> {
  const { transaction } = await indexerGet(
    `/v2/transactions/${encodeURIComponent(id)}`,
    transactionResponseSchema,
  );
  return transaction;
}

/** The transactions of one group, confirmed in `round` (the round keeps the search narrow). */
export async function searchGroupTransactions(
  group: string,
  round: bigint,
): Promise<IndexerTransaction[]> {
  const { transactions } = await indexerGet('/v2/transactions', transactionsPageSchema, {
    'group-id': group,
    'min-round': round.toString(),
    'max-round': round.toString(),
    limit: 16,
  });
  return transactions;
}

export async function lookupAsset(id: bigint | number | string): Promise<IndexerAsset> {
  const { asset } = await indexerGet(
    `/v2/assets/${encodeURIComponent(String(id))}`,
    assetResponseSchema,
  );
  return asset;
}

/** Assets whose name contains `name` (indexer search, case-insensitive there), newest first. */
export async function searchAssetsByName(name: string, limit = 20): Promise<IndexerAsset[]> {
  const { assets } = await indexerGet('/v2/assets', assetsPageSchema, { name, limit });
  return assets.filter((asset) => !asset.deleted);
}

/** The asset's config transactions (ARC-69 reads the latest one's note), oldest first. */
export async function searchAssetConfigs(id: bigint, limit = 100): Promise<IndexerTransaction[]> {
  const page = await indexerGet(
    `/v2/assets/${encodeURIComponent(id.toString())}/transactions`,
    transactionsPageSchema,
    { 'tx-type': 'acfg', limit },
  );
  return [...page.transactions].sort((a, b) => {
    const round = Number((a['confirmed-round'] ?? 0n) - (b['confirmed-round'] ?? 0n));
    return round !== 0 ? round : (a['intra-round-offset'] ?? 0) - (b['intra-round-offset'] ?? 0);
  });
}
