/**
 * algod v2 endpoints the wallet and algosdk v3 use. Paths and query parameters are the OpenAPI
 * spec's (reference/algod.oas3.yml); a parameter the spec does not list for a path is a 400.
 */
import { encodeMsgpack, modelsv2, type Encodable, type EncodableClass } from 'algosdk';
import { blockOf, countTxns } from './algod-blocks';
import { AssembleError, compileTeal, disassemble } from './avm';
import {
  algodAccountJson,
  appParamsJson,
  asMsgpack,
  assetParamsJson,
  holdingJson,
  localStateJson,
  pendingJson,
  signedTxnJson,
} from './algod-views';
import {
  ALGOD_BUILD,
  CONSENSUS_VERSION,
  FEE_SINK,
  GENESIS_HASH_B64,
  GENESIS_ID,
  INITIAL_SUPPLY,
  FEE_SINK_INITIAL,
  INITIAL_TXN_COUNTER,
  WAIT_FOR_BLOCK_TIMEOUT_MS,
} from './constants';
import { badRequest, notFound } from './errors';
import { json, type Reply, type RequestContext, type Route } from './http';
import { boxKey, EMPTY_ACCOUNT } from './ledger-state';
import type { DevnetNode, SubmissionFault } from './node';
import {
  boolQuery,
  formatQuery,
  listQuery,
  parseAddress,
  parseBoxName,
  parseRound,
  parseUint,
  stringQuery,
  uintQuery,
} from './params';
import { parseSimulateRequest, simulate } from './simulate';

const BAD_ADDRESS = 'failed to parse the address';
const BAD_TXID = 'no valid transaction ID was specified';
const TXID_PATTERN = /^[A-Z2-7]{52}$/;

/** Content types a signed-transaction upload may carry (algosdk sends application/x-binary). */
const BINARY_TYPES = new Set([
  'application/x-binary',
  'application/octet-stream',
  'application/msgpack',
  'application/x-msgpack',
]);

/** Content types of a simulate request: algosdk sends msgpack; JSON works too, as on algod. */
const SIMULATE_TYPES = new Map<string, 'json' | 'msgpack'>([
  ['application/json', 'json'],
  ['application/msgpack', 'msgpack'],
  ['application/x-msgpack', 'msgpack'],
]);

const contentTypeOf = (ctx: RequestContext): string =>
  (ctx.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const FAULT_ERROR = { message: 'devnet fault injection: internal server error' };

/** What a reverse proxy in front of algod answers when algod did not answer it. */
const BAD_GATEWAY_HTML = `<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>nginx</center>
</body>
</html>
`;

/** The answer a submission gets under a submission fault (see DevnetFaults). */
function submissionFaultReply(fault: Exclude<SubmissionFault, 'none'>): Reply {
  switch (fault) {
    case 'error-before':
    case 'error-after':
      return json(FAULT_ERROR, 500);
    case 'html-after':
      return { status: 502, text: BAD_GATEWAY_HTML, contentType: 'text/html' };
    case 'reset-after':
      return { noAnswer: 'reset' };
    case 'hang-after':
      return { noAnswer: 'hang' };
  }
}

export function algodRoutes(node: DevnetNode): Route[] {
  const ledger = node.ledger;

  const status = () => {
    const round = ledger.currentRound;
    return {
      catchpoint: '',
      'catchpoint-acquired-blocks': 0,
      'catchpoint-processed-accounts': 0,
      'catchpoint-processed-kvs': 0,
      'catchpoint-total-accounts': 0,
      'catchpoint-total-blocks': 0,
      'catchpoint-total-kvs': 0,
      'catchpoint-verified-accounts': 0,
      'catchpoint-verified-kvs': 0,
      'catchup-time': 0,
      'last-catchpoint': '',
      'last-round': round,
      'last-version': CONSENSUS_VERSION,
      'next-version': CONSENSUS_VERSION,
      'next-version-round': round + 1,
      'next-version-supported': true,
      'stopped-at-unsupported-round': false,
      // Nanoseconds, as Go's time.Duration.
      'time-since-last-round': BigInt(ledger.msSinceLastRound()) * 1_000_000n,
      'upgrade-delay': 0,
      'upgrade-next-protocol-vote-before': 0,
      'upgrade-no-votes': 0,
      'upgrade-node-vote': false,
      'upgrade-vote-rounds': 0,
      'upgrade-votes': 0,
      'upgrade-votes-required': 0,
      'upgrade-yes-votes': 0,
    };
  };

  const assetOf = (index: bigint) => {
    const a = ledger.getAsset(index);
    return a && a.destroyedAtRound === undefined ? a : undefined;
  };

  const appOf = (index: bigint) => {
    const a = ledger.getApp(index);
    return a && a.deletedAtRound === undefined ? a : undefined;
  };

  const reply = <T extends Encodable>(
    ctx: RequestContext,
    body: unknown,
    model: EncodableClass<T>,
  ): Reply =>
    formatQuery(ctx.query) === 'msgpack'
      ? { status: 200, msgpack: asMsgpack(model, body) }
      : json(body);

  const txidParam = (ctx: RequestContext): string => {
    const txid = ctx.params.txid ?? '';
    if (!TXID_PATTERN.test(txid)) throw badRequest(BAD_TXID);
    return txid;
  };

  const pendingList = (ctx: RequestContext, address: string | undefined): Reply => {
    const max = Number(uintQuery(ctx.query, 'max') ?? 0n);
    const all = node
      .pendingTransactions()
      .filter((d) => address === undefined || d.stxn.txn.sender.toString() === address);
    const top = max > 0 ? all.slice(0, max) : all;
    const body = {
      'top-transactions': top.map((d) => signedTxnJson(d.stxn)),
      'total-transactions': all.length,
    };
    return reply(ctx, body, modelsv2.PendingTransactionsResponse);
  };

  return [
    { method: 'GET', path: '/health', auth: false, handler: () => json(null) },
    { method: 'GET', path: '/ready', auth: false, handler: () => ({ status: 200, text: '' }) },
    {
      method: 'GET',
      path: '/versions',
      auth: false,
      handler: () =>
        json({
          build: ALGOD_BUILD,
          genesis_hash_b64: GENESIS_HASH_B64,
          genesis_id: GENESIS_ID,
          versions: ['v2'],
        }),
    },
    {
      method: 'GET',
      path: '/genesis',
      auth: false,
      handler: () =>
        json({
          alloc: [
            {
              addr: node.dispenser.addr,
              comment: 'dispenser',
              state: { algo: INITIAL_SUPPLY, onl: 2 },
            },
            { addr: FEE_SINK, comment: 'FeeSink', state: { algo: FEE_SINK_INITIAL, onl: 2 } },
          ],
          devmode: true,
          fees: FEE_SINK,
          id: 'v1',
          network: 'dockernet',
          proto: CONSENSUS_VERSION,
          rwd: '7777777777777777777777777777777777777777777777777774MSJUVU',
          timestamp: 0,
        }),
    },
    { method: 'GET', path: '/v2/status', handler: () => json(status()) },
    {
      method: 'GET',
      path: '/v2/status/wait-for-block-after/{round}',
      handler: async (ctx) => {
        const round = parseRound('round', ctx.params.round ?? '');
        await node.waitForRoundAfter(round, WAIT_FOR_BLOCK_TIMEOUT_MS, ctx.signal);
        return json(status());
      },
    },
    {
      method: 'GET',
      path: '/v2/transactions/params',
      handler: () =>
        json({
          'consensus-version': CONSENSUS_VERSION,
          // The pool's fee per byte: 0 while it is not congested (the `feePerByte` knob raises it).
          fee: node.faults.feePerByte,
          'genesis-hash': GENESIS_HASH_B64,
          'genesis-id': GENESIS_ID,
          'last-round': ledger.currentRound,
          'min-fee': node.faults.minFee,
        }),
    },
    {
      method: 'POST',
      path: '/v2/transactions',
      query: ['skip-pq-address-check'],
      handler: (ctx) => {
        const type = contentTypeOf(ctx);
        // 'error-before' answers before any check; submitRaw applies it.
        if (type !== '' && !BINARY_TYPES.has(type) && node.faults.submission !== 'error-before') {
          throw badRequest(
            `unsupported content type ${type}: send signed transactions as msgpack (application/x-binary)`,
          );
        }
        const { txId, fault } = node.submitRaw(ctx.body);
        return fault === 'none' ? json({ txId }) : submissionFaultReply(fault);
      },
    },
    {
      method: 'POST',
      path: '/v2/transactions/simulate',
      query: ['format'],
      handler: (ctx) => {
        // As a node without the endpoint (echo's own 404).
        if (!node.faults.simulate) throw notFound('Not Found');
        const type = contentTypeOf(ctx);
        const format = SIMULATE_TYPES.get(type);
        if (type !== '' && format === undefined) {
          throw badRequest(
            `unsupported content type ${type}: send a simulate request as msgpack (application/msgpack) or JSON (application/json)`,
          );
        }
        formatQuery(ctx.query); // a bad format is refused before any work
        const result = simulate(
          node.ledger,
          parseSimulateRequest(ctx.body, format),
          BigInt(node.faults.minFee),
        );
        return reply(ctx, result, modelsv2.SimulateResponse);
      },
    },
    {
      method: 'GET',
      path: '/v2/transactions/pending',
      query: ['max', 'format'],
      handler: (ctx) => pendingList(ctx, undefined),
    },
    {
      method: 'GET',
      path: '/v2/transactions/pending/{txid}',
      query: ['format'],
      handler: (ctx) => {
        const found = node.lookup(txidParam(ctx));
        if (!found) throw notFound('txn does not exist');
        const body =
          'confirmed' in found
            ? pendingJson(found.confirmed.stxn, found.confirmed)
            : pendingJson(found.pending.stxn, undefined);
        return reply(ctx, body, modelsv2.PendingTransactionResponse);
      },
    },
    {
      method: 'GET',
      path: '/v2/accounts/{address}',
      query: ['exclude', 'format'],
      handler: (ctx) => {
        const address = parseAddress(ctx.params.address ?? '', BAD_ADDRESS);
        const exclude = listQuery(ctx.query, 'exclude', ['all', 'none']);
        const data = ledger.getAccount(address) ?? EMPTY_ACCOUNT;
        const body = algodAccountJson(
          address,
          data,
          ledger.currentRound,
          { assetOf, appOf },
          exclude.has('all'),
        );
        return reply(ctx, body, modelsv2.Account);
      },
    },
    {
      method: 'GET',
      path: '/v2/accounts/{address}/assets/{asset-id}',
      query: ['format'],
      handler: (ctx) => {
        const address = parseAddress(ctx.params.address ?? '', BAD_ADDRESS);
        const index = parseUint('asset-id', ctx.params['asset-id'] ?? '');
        const data = ledger.getAccount(address) ?? EMPTY_ACCOUNT;
        const body: Record<string, unknown> = { round: ledger.currentRound };
        if (data.holdings.has(index)) body['asset-holding'] = holdingJson(index, data);
        const asset = assetOf(index);
        if (asset && asset.creator === address) {
          body['created-asset'] = assetParamsJson(asset.creator, asset.params);
        }
        if (body['asset-holding'] === undefined && body['created-asset'] === undefined) {
          throw notFound('account asset info not found');
        }
        return reply(ctx, body, modelsv2.AccountAssetResponse);
      },
    },
    {
      method: 'GET',
      path: '/v2/accounts/{address}/applications/{application-id}',
      query: ['format'],
      handler: (ctx) => {
        const address = parseAddress(ctx.params.address ?? '', BAD_ADDRESS);
        const index = parseUint('application-id', ctx.params['application-id'] ?? '');
        const data = ledger.getAccount(address) ?? EMPTY_ACCOUNT;
        const body: Record<string, unknown> = { round: ledger.currentRound };
        // A local state outlives a deleted app until it is cleared, as on algod.
        if (data.appLocalStates.has(index)) body['app-local-state'] = localStateJson(index, data);
        const app = appOf(index);
        if (app && app.creator === address) {
          body['created-app'] = appParamsJson(app.creator, app.params);
        }
        if (body['app-local-state'] === undefined && body['created-app'] === undefined) {
          throw notFound('account application info not found');
        }
        return reply(ctx, body, modelsv2.AccountApplicationResponse);
      },
    },
    {
      method: 'GET',
      path: '/v2/accounts/{address}/transactions/pending',
      query: ['max', 'format'],
      handler: (ctx) => pendingList(ctx, parseAddress(ctx.params.address ?? '', BAD_ADDRESS)),
    },
    {
      method: 'GET',
      path: '/v2/assets/{asset-id}',
      handler: (ctx) => {
        const index = parseUint('asset-id', ctx.params['asset-id'] ?? '');
        const asset = assetOf(index);
        if (!asset) throw notFound('asset does not exist');
        return json({ index, params: assetParamsJson(asset.creator, asset.params) });
      },
    },
    {
      method: 'GET',
      path: '/v2/applications/{application-id}',
      handler: (ctx) => {
        const index = parseUint('application-id', ctx.params['application-id'] ?? '');
        const app = appOf(index);
        if (!app) throw notFound('application does not exist');
        return json({ id: index, params: appParamsJson(app.creator, app.params) });
      },
    },
    {
      method: 'GET',
      path: '/v2/applications/{application-id}/box',
      query: ['name', 'format'],
      handler: (ctx) => {
        const index = parseUint('application-id', ctx.params['application-id'] ?? '');
        const name = parseBoxName(stringQuery(ctx.query, 'name') ?? '');
        const value = ledger.getBox(boxKey(index, name));
        if (!value) throw notFound('box not found');
        const body = {
          name: Buffer.from(name).toString('base64'),
          round: ledger.currentRound,
          value: Buffer.from(value).toString('base64'),
        };
        return reply(ctx, body, modelsv2.Box);
      },
    },
    {
      method: 'GET',
      path: '/v2/applications/{application-id}/boxes',
      query: ['max', 'limit', 'next', 'prefix', 'include', 'round', 'format'],
      handler: (ctx) => {
        const index = parseUint('application-id', ctx.params['application-id'] ?? '');
        const max = Number(uintQuery(ctx.query, 'max') ?? 0n);
        const withValues = listQuery(ctx.query, 'include', ['values']).has('values');
        const names = ledger
          .boxNames(index)
          .sort((a, b) => Buffer.compare(a, b))
          .slice(0, max > 0 ? max : undefined);
        const boxes = names.map((name) => {
          const box: Record<string, string> = { name: Buffer.from(name).toString('base64') };
          const value = withValues ? ledger.getBox(boxKey(index, name)) : undefined;
          if (value) box.value = Buffer.from(value).toString('base64');
          return box;
        });
        return reply(ctx, { boxes, round: ledger.currentRound }, modelsv2.BoxesResponse);
      },
    },
    {
      method: 'POST',
      path: '/v2/teal/compile',
      query: ['sourcemap'],
      handler: (ctx) => {
        const source = new TextDecoder().decode(ctx.body);
        try {
          const sourcemap = boolQuery(ctx.query, 'sourcemap') ?? false;
          return json(compileTeal(source, { sourcemap }));
        } catch (e) {
          if (e instanceof AssembleError) throw badRequest(e.message);
          throw e;
        }
      },
    },
    {
      method: 'GET',
      path: '/v2/blocks/{round}',
      query: ['format', 'header-only'],
      handler: (ctx) => {
        const round = parseRound('round', ctx.params.round ?? '');
        const latest = ledger.currentRound;
        if (round > latest) {
          throw notFound(
            `ledger does not have entry ${round} (latest ${latest}, committed ${latest})`,
          );
        }
        let counter = INITIAL_TXN_COUNTER;
        let timestamp = 0;
        const records = [];
        for (const r of ledger.transactions()) {
          if (r.round > round) break;
          counter += countTxns(r.applyData);
          timestamp = r.roundTime;
          if (r.round === round) records.push(r);
        }
        const headerOnly = boolQuery(ctx.query, 'header-only') === true;
        const block = blockOf(round, timestamp, headerOnly ? [] : records, counter);
        const response = new modelsv2.BlockResponse({ block });
        if (formatQuery(ctx.query) === 'msgpack') {
          return { status: 200, msgpack: encodeMsgpack(response) };
        }
        return json(response.getEncodingSchema().prepareJSON(response.toEncodingData(), {}));
      },
    },
    {
      method: 'POST',
      path: '/v2/teal/disassemble',
      handler: (ctx) => {
        try {
          return json({ result: disassemble(ctx.body) });
        } catch (e) {
          throw badRequest(e instanceof Error ? e.message : String(e));
        }
      },
    },
  ];
}
