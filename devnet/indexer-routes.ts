/**
 * Indexer v2 endpoints over the devnet ledger. The indexer here is never behind algod: a
 * confirmed transaction is searchable at once, and `current-round` is algod's last round.
 */
import { FEE_SINK, INDEXER_VERSION } from './constants';
import { badRequest, notFound } from './errors';
import { json, type RequestContext, type Route } from './http';
import { ERR_ADDRESS, limitQuery, searchTransactions, TXN_SEARCH_PARAMS } from './indexer-search';
import {
  indexerAccountJson,
  indexerAppJson,
  indexerAssetJson,
  indexerLocalStateJson,
  indexerTxnJson,
} from './indexer-views';
import type { AccountVersion } from './ledger';
import { isEmptyAccount } from './ledger-state';
import type { DevnetNode } from './node';
import {
  boolQuery,
  listQuery,
  parseAddress,
  parseUint,
  roundQuery,
  stringQuery,
  uintQuery,
} from './params';

const EXCLUDABLE = ['all', 'assets', 'created-assets', 'apps-local-state', 'created-apps', 'none'];

export function indexerRoutes(node: DevnetNode): Route[] {
  const ledger = node.ledger;
  const currentRound = (): number => ledger.currentRound;
  /** A list page of apps or assets: the indexer's next-token is the last id on the page. */
  const indexPage = (key: string, items: unknown[], lastId: bigint | undefined) =>
    json({
      [key]: items,
      'current-round': currentRound(),
      ...(lastId !== undefined ? { 'next-token': lastId.toString() } : {}),
    });
  const assetOf = (index: bigint) => ledger.getAsset(index);
  const appOf = (index: bigint) => ledger.getApp(index);

  /** The `next` parameter of the id-paged lists. */
  const nextId = (q: URLSearchParams): bigint | undefined => {
    const raw = stringQuery(q, 'next');
    return raw === undefined || raw === '' ? undefined : parseUint('next', raw);
  };

  const accountVersion = (
    address: string,
    round: number | undefined,
    includeAll: boolean,
  ): AccountVersion => {
    const v = ledger.accountAt(address, round ?? currentRound());
    if (!v || (!includeAll && v.meta.closedAtRound !== undefined && isEmptyAccount(v.data))) {
      throw notFound(`no accounts found for address: ${address}`);
    }
    return v;
  };

  const accountParam = (ctx: RequestContext): string =>
    parseAddress(ctx.params['account-id'] ?? '', ERR_ADDRESS);

  return [
    {
      method: 'GET',
      path: '/health',
      auth: false,
      handler: () =>
        json({
          data: { 'migration-required': false, 'read-only-mode': false },
          'db-available': true,
          'is-migrating': false,
          message: String(currentRound()),
          round: currentRound(),
          version: INDEXER_VERSION,
        }),
    },
    {
      method: 'GET',
      path: '/v2/accounts',
      query: [
        'asset-id',
        'limit',
        'next',
        'currency-greater-than',
        'include-all',
        'exclude',
        'currency-less-than',
        'auth-addr',
        'round',
        'application-id',
        'online-only',
      ],
      handler: (ctx) => {
        const q = ctx.query;
        if (q.has('round')) {
          throw badRequest('multiple accounts rewind is not supported by this server');
        }
        const assetId = uintQuery(q, 'asset-id');
        const gt = uintQuery(q, 'currency-greater-than');
        const lt = uintQuery(q, 'currency-less-than');
        const authAddr = stringQuery(q, 'auth-addr');
        if (authAddr !== undefined) parseAddress(authAddr, ERR_ADDRESS);
        const includeAll = boolQuery(q, 'include-all') ?? false;
        const onlineOnly = boolQuery(q, 'online-only') ?? false;
        const exclude = listQuery(q, 'exclude', EXCLUDABLE);
        const appId = uintQuery(q, 'application-id');
        const limit = limitQuery(q, 'accounts');
        const next = stringQuery(q, 'next') ?? '';
        const rows = [...ledger.accountVersions()]
          .filter(([address, v]) => {
            // Like the indexer, account search leaves out the special fee sink account.
            if (address === FEE_SINK) return false;
            // application-id: the accounts opted in to the app.
            if (appId !== undefined && !v.data.appLocalStates.has(appId)) return false;
            if (next !== '' && address <= next) return false;
            if (!includeAll && v.meta.closedAtRound !== undefined && isEmptyAccount(v.data)) {
              return false;
            }
            if (authAddr !== undefined && v.data.authAddr !== authAddr) return false;
            if (onlineOnly && v.data.status !== 'Online') return false;
            const amount =
              assetId === undefined ? v.data.microAlgos : v.data.holdings.get(assetId)?.amount;
            if (amount === undefined) return false;
            if (gt !== undefined && !(amount > gt)) return false;
            if (lt !== undefined && !(amount < lt)) return false;
            return true;
          })
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .slice(0, limit);
        const round = currentRound();
        const body: Record<string, unknown> = {
          accounts: rows.map(([address, v]) =>
            indexerAccountJson(address, v, { round, exclude, assetOf, appOf }),
          ),
          'current-round': round,
        };
        const last = rows.at(-1);
        if (last) body['next-token'] = last[0];
        return json(body);
      },
    },
    {
      method: 'GET',
      path: '/v2/accounts/{account-id}',
      query: ['round', 'include-all', 'exclude'],
      handler: (ctx) => {
        const address = accountParam(ctx);
        const round = roundQuery(ctx.query, 'round');
        if (round !== undefined && round > currentRound()) {
          throw badRequest(
            `error while rewinding account: round ${round} is after the current round ${currentRound()}`,
          );
        }
        const v = accountVersion(address, round, boolQuery(ctx.query, 'include-all') ?? false);
        const exclude = listQuery(ctx.query, 'exclude', EXCLUDABLE);
        const atRound = round ?? currentRound();
        return json({
          account: indexerAccountJson(address, v, { round: atRound, exclude, assetOf, appOf }),
          'current-round': currentRound(),
        });
      },
    },
    {
      method: 'GET',
      path: '/v2/accounts/{account-id}/transactions',
      query: TXN_SEARCH_PARAMS.filter(
        (p) =>
          !['address', 'address-role', 'exclude-close-to', 'group-id', 'application-id'].includes(
            p,
          ),
      ),
      handler: (ctx) => searchTransactions(ledger, ctx.query, { address: accountParam(ctx) }),
    },
    {
      method: 'GET',
      path: '/v2/accounts/{account-id}/assets',
      query: ['asset-id', 'include-all', 'limit', 'next'],
      handler: (ctx) => {
        const address = accountParam(ctx);
        const v = accountVersion(address, undefined, boolQuery(ctx.query, 'include-all') ?? false);
        const only = uintQuery(ctx.query, 'asset-id');
        const limit = limitQuery(ctx.query, 'balances');
        const nextRaw = stringQuery(ctx.query, 'next');
        const next =
          nextRaw === undefined || nextRaw === '' ? undefined : parseUint('next', nextRaw);
        const ids = [...v.data.holdings.keys()]
          .filter((id) => (only === undefined || id === only) && (next === undefined || id > next))
          .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
          .slice(0, limit);
        const body: Record<string, unknown> = {
          assets: ids.map((id) => {
            const h = v.data.holdings.get(id);
            return {
              amount: h?.amount ?? 0n,
              'asset-id': id,
              deleted: false,
              'is-frozen': h?.frozen ?? false,
              'opted-in-at-round': h?.optedInAtRound ?? 0,
            };
          }),
          'current-round': currentRound(),
        };
        const last = ids.at(-1);
        if (last !== undefined) body['next-token'] = last.toString();
        return json(body);
      },
    },
    {
      method: 'GET',
      path: '/v2/accounts/{account-id}/created-assets',
      query: ['asset-id', 'include-all', 'limit', 'next'],
      handler: (ctx) => {
        const address = accountParam(ctx);
        const includeAll = boolQuery(ctx.query, 'include-all') ?? false;
        accountVersion(address, undefined, includeAll);
        const only = uintQuery(ctx.query, 'asset-id');
        const limit = limitQuery(ctx.query, 'assets');
        const nextRaw = stringQuery(ctx.query, 'next');
        const next =
          nextRaw === undefined || nextRaw === '' ? undefined : parseUint('next', nextRaw);
        const assets = ledger
          .allAssets()
          .filter(
            (a) =>
              a.creator === address &&
              (includeAll || a.destroyedAtRound === undefined) &&
              (only === undefined || a.index === only) &&
              (next === undefined || a.index > next),
          )
          .slice(0, limit);
        return indexPage('assets', assets.map(indexerAssetJson), assets.at(-1)?.index);
      },
    },
    {
      method: 'GET',
      path: '/v2/accounts/{account-id}/apps-local-state',
      query: ['application-id', 'include-all', 'limit', 'next'],
      handler: (ctx) => {
        const address = accountParam(ctx);
        const v = accountVersion(address, undefined, boolQuery(ctx.query, 'include-all') ?? false);
        const only = uintQuery(ctx.query, 'application-id');
        const limit = limitQuery(ctx.query, 'applications');
        const next = nextId(ctx.query);
        const ids = [...v.data.appLocalStates.keys()]
          .filter((id) => (only === undefined || id === only) && (next === undefined || id > next))
          .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
          .slice(0, limit);
        const body: Record<string, unknown> = {
          'apps-local-states': ids.map((id) => indexerLocalStateJson(id, v.data)),
          'current-round': currentRound(),
        };
        const last = ids.at(-1);
        if (last !== undefined) body['next-token'] = last.toString();
        return json(body);
      },
    },
    {
      method: 'GET',
      path: '/v2/accounts/{account-id}/created-applications',
      query: ['application-id', 'include-all', 'limit', 'next'],
      handler: (ctx) => {
        const address = accountParam(ctx);
        const includeAll = boolQuery(ctx.query, 'include-all') ?? false;
        accountVersion(address, undefined, includeAll);
        const q = ctx.query;
        const only = uintQuery(q, 'application-id');
        const next = nextId(q);
        const apps = ledger
          .allApps()
          .filter(
            (a) =>
              a.creator === address &&
              (includeAll || a.deletedAtRound === undefined) &&
              (only === undefined || a.index === only) &&
              (next === undefined || a.index > next),
          )
          .slice(0, limitQuery(q, 'applications'));
        return indexPage('applications', apps.map(indexerAppJson), apps.at(-1)?.index);
      },
    },
    {
      method: 'GET',
      path: '/v2/applications',
      query: ['application-id', 'creator', 'include-all', 'limit', 'next'],
      handler: (ctx) => {
        const q = ctx.query;
        const includeAll = boolQuery(q, 'include-all') ?? false;
        const creator = stringQuery(q, 'creator');
        if (creator !== undefined) parseAddress(creator, ERR_ADDRESS);
        const only = uintQuery(q, 'application-id');
        const next = nextId(q);
        const apps = ledger
          .allApps()
          .filter(
            (a) =>
              (includeAll || a.deletedAtRound === undefined) &&
              (creator === undefined || a.creator === creator) &&
              (only === undefined || a.index === only) &&
              (next === undefined || a.index > next),
          )
          .slice(0, limitQuery(q, 'applications'));
        return indexPage('applications', apps.map(indexerAppJson), apps.at(-1)?.index);
      },
    },
    {
      method: 'GET',
      path: '/v2/applications/{application-id}',
      query: ['include-all'],
      handler: (ctx) => {
        const index = parseUint('application-id', ctx.params['application-id'] ?? '');
        const app = ledger.getApp(index);
        const includeAll = boolQuery(ctx.query, 'include-all') ?? false;
        if (!app || (!includeAll && app.deletedAtRound !== undefined)) {
          throw notFound(`no application found for application-id: ${index}`);
        }
        return json({ application: indexerAppJson(app), 'current-round': currentRound() });
      },
    },
    {
      method: 'GET',
      path: '/v2/transactions',
      query: TXN_SEARCH_PARAMS,
      handler: (ctx) => searchTransactions(ledger, ctx.query, {}),
    },
    {
      method: 'GET',
      path: '/v2/transactions/{txid}',
      handler: (ctx) => {
        const txid = ctx.params.txid ?? '';
        const rec = ledger.transaction(txid);
        if (!rec) throw notFound(`no transaction found for transaction id: ${txid}`);
        return json({ 'current-round': currentRound(), transaction: indexerTxnJson(rec) });
      },
    },
    {
      method: 'GET',
      path: '/v2/assets',
      query: ['include-all', 'limit', 'next', 'creator', 'name', 'unit', 'asset-id'],
      handler: (ctx) => {
        const q = ctx.query;
        const includeAll = boolQuery(q, 'include-all') ?? false;
        const creator = stringQuery(q, 'creator');
        if (creator !== undefined) parseAddress(creator, 'found an invalid creator address');
        // Like the indexer's ILIKE '%name%': case-insensitive substring.
        const name = stringQuery(q, 'name')?.toLowerCase();
        const unit = stringQuery(q, 'unit')?.toLowerCase();
        const assetId = uintQuery(q, 'asset-id');
        const limit = limitQuery(q, 'assets');
        const nextRaw = stringQuery(q, 'next');
        const next =
          nextRaw === undefined || nextRaw === '' ? undefined : parseUint('next', nextRaw);
        const assets = ledger
          .allAssets()
          .filter(
            (a) =>
              (includeAll || a.destroyedAtRound === undefined) &&
              (creator === undefined || a.creator === creator) &&
              (name === undefined || (a.params.name ?? '').toLowerCase().includes(name)) &&
              (unit === undefined || (a.params.unitName ?? '').toLowerCase().includes(unit)) &&
              (assetId === undefined || a.index === assetId) &&
              (next === undefined || a.index > next),
          )
          .slice(0, limit);
        return indexPage('assets', assets.map(indexerAssetJson), assets.at(-1)?.index);
      },
    },
    {
      method: 'GET',
      path: '/v2/assets/{asset-id}',
      query: ['include-all'],
      handler: (ctx) => {
        const index = parseUint('asset-id', ctx.params['asset-id'] ?? '');
        const asset = ledger.getAsset(index);
        const includeAll = boolQuery(ctx.query, 'include-all') ?? false;
        if (!asset || (!includeAll && asset.destroyedAtRound !== undefined)) {
          throw notFound(`no assets found for asset-id: ${index}`);
        }
        return json({ asset: indexerAssetJson(asset), 'current-round': currentRound() });
      },
    },
    {
      method: 'GET',
      path: '/v2/assets/{asset-id}/balances',
      query: ['include-all', 'limit', 'next', 'currency-greater-than', 'currency-less-than'],
      handler: (ctx) => {
        const index = parseUint('asset-id', ctx.params['asset-id'] ?? '');
        const gt = uintQuery(ctx.query, 'currency-greater-than');
        const lt = uintQuery(ctx.query, 'currency-less-than');
        boolQuery(ctx.query, 'include-all');
        const limit = limitQuery(ctx.query, 'balances');
        const next = stringQuery(ctx.query, 'next') ?? '';
        const rows: { address: string; amount: bigint; frozen: boolean; round: number }[] = [];
        for (const [address, v] of ledger.accountVersions()) {
          const h = v.data.holdings.get(index);
          if (!h || (next !== '' && address <= next)) continue;
          if (gt !== undefined && !(h.amount > gt)) continue;
          if (lt !== undefined && !(h.amount < lt)) continue;
          rows.push({ address, amount: h.amount, frozen: h.frozen, round: h.optedInAtRound });
        }
        rows.sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
        const page = rows.slice(0, limit);
        const body: Record<string, unknown> = {
          balances: page.map((r) => ({
            address: r.address,
            amount: r.amount,
            deleted: false,
            'is-frozen': r.frozen,
            'opted-in-at-round': r.round,
          })),
          'current-round': currentRound(),
        };
        const last = page.at(-1);
        if (last) body['next-token'] = last.address;
        return json(body);
      },
    },
    {
      method: 'GET',
      path: '/v2/assets/{asset-id}/transactions',
      query: TXN_SEARCH_PARAMS.filter(
        (p) => !['asset-id', 'group-id', 'application-id'].includes(p),
      ),
      handler: (ctx) =>
        searchTransactions(ledger, ctx.query, {
          assetId: parseUint('asset-id', ctx.params['asset-id'] ?? ''),
        }),
    },
  ];
}
