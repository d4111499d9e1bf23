/**
 * Devnet control endpoints under `/devnet/` on the algod port: fund an address, set fault knobs,
 * make rounds, and describe the chain. Loopback clients with the API token only, and exempt from
 * fault injection so that a test can always switch the faults off again.
 */
import { isValidAddress } from 'algosdk';
import { z } from 'zod';
import { GENESIS_HASH_B64, GENESIS_ID } from './constants';
import { badRequest } from './errors';
import { json, type RequestContext, type Route } from './http';
import { MAX_FEE_KNOB, SUBMISSION_FAULTS, type DevnetNode } from './node';

const FundBody = z
  .object({
    address: z.string().refine(isValidAddress, 'not a valid Algorand address'),
    amount: z.union([
      z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      z.string().regex(/^[1-9]\d{0,19}$/),
    ]),
  })
  .strict();

const FaultsBody = z
  .object({
    latencyMs: z.number().min(0).max(600_000),
    errorRate: z.number().min(0).max(1),
    unauthorized: z.boolean(),
    dropSubmissions: z.boolean(),
    submission: z.enum(SUBMISSION_FAULTS),
    submissionFaultCount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    submissionFaultSender: z.union([
      z.literal(''),
      z.string().refine(isValidAddress, 'not a valid Algorand address'),
    ]),
    simulate: z.boolean(),
    feePerByte: z.number().int().min(0).max(MAX_FEE_KNOB),
    minFee: z.number().int().min(0).max(MAX_FEE_KNOB),
  })
  .partial()
  .strict();

const AdvanceBody = z.object({ rounds: z.number().int().min(1).max(1_000_000) }).strict();

const validAddress = z.string().refine(isValidAddress, 'not a valid Algorand address');

const HeartbeatBody = z.object({ address: validAddress }).strict();

const ProposedBody = z
  .object({ address: validAddress, round: z.number().int().min(1).optional() })
  .strict();

function parseBody<T>(ctx: RequestContext, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(ctx.body).toString('utf8'));
  } catch {
    throw badRequest('request body must be JSON');
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw badRequest(`invalid request body: ${z.prettifyError(result.error)}`);
  return result.data;
}

export function adminRoutes(
  node: DevnetNode,
  urls: () => { algod: string; indexer: string },
): Route[] {
  return [
    {
      method: 'GET',
      path: '/devnet/info',
      admin: true,
      handler: () =>
        json({
          genesisId: GENESIS_ID,
          genesisHash: GENESIS_HASH_B64,
          dispenser: node.dispenser.addr,
          round: node.ledger.currentRound,
          algodUrl: urls().algod,
          indexerUrl: urls().indexer,
          faults: node.faults,
        }),
    },
    {
      method: 'POST',
      path: '/devnet/fund',
      admin: true,
      handler: (ctx) => {
        const body = parseBody(ctx, FundBody);
        return json({ txId: node.fund(body.address, BigInt(body.amount)) });
      },
    },
    {
      method: 'POST',
      path: '/devnet/faults',
      admin: true,
      handler: (ctx) => {
        node.setFaults(parseBody(ctx, FaultsBody));
        return json({ faults: node.faults });
      },
    },
    {
      method: 'POST',
      path: '/devnet/advance',
      admin: true,
      handler: (ctx) => {
        node.advanceRounds(parseBody(ctx, AdvanceBody).rounds);
        return json({ round: node.ledger.currentRound });
      },
    },
    {
      method: 'POST',
      path: '/devnet/heartbeat',
      admin: true,
      handler: (ctx) => {
        const txId = node.heartbeat(parseBody(ctx, HeartbeatBody).address);
        return json({ txId, round: node.ledger.currentRound });
      },
    },
    {
      method: 'POST',
      path: '/devnet/proposed',
      admin: true,
      handler: (ctx) => {
        const body = parseBody(ctx, ProposedBody);
        const round = body.round ?? node.ledger.currentRound;
        node.setLastProposed(body.address, round);
        return json({ address: body.address, lastProposed: round });
      },
    },
  ];
}
