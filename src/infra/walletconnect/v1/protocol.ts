import { z } from 'zod';
import { v1TopicSchema } from '../../../core/walletconnect/v1-uri';

// The WalletConnect v1 wire format on the wallet side: bridge socket frames, the encrypted
// payload they carry, and the JSON-RPC inside. Everything here comes from the network (the
// bridge or the dapp) and is validated before use.

/** Spec section 8: v1 answers. */
export const V1_USER_REJECTED = { code: 4001, message: 'The user rejected the request.' } as const;
export const V1_UNSUPPORTED_REQUEST = { code: 4300, message: 'Unsupported request.' } as const;

export const SESSION_REQUEST = 'wc_sessionRequest';
export const SESSION_UPDATE = 'wc_sessionUpdate';

/** JSON text checked against a schema; null for anything else. */
export function parseJsonAs<T>(schema: z.ZodType<T>, text: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A frame from the bridge: a message published on a topic we subscribed to. */
export const bridgeFrameSchema = z.object({
  topic: z.string().min(1).max(256),
  type: z.string(),
  payload: z.string().max(4_000_000),
});

export const encryptedPayloadSchema = z.object({
  data: z.string().max(4_000_000),
  hmac: z.string().max(128),
  iv: z.string().max(64),
});

const rpcId = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** A call from the dapp (responses carry no method and are not expected by a wallet). */
export const rpcRequestSchema = z.object({
  id: rpcId,
  method: z.string().min(1).max(200),
  // Checked per method: algo_signTxn's by the request validator, before anything is signed.
  params: z.unknown().optional(),
});

const text = (max: number) => z.string().max(max).catch('');

export const peerMetaSchema = z.object({
  name: text(200),
  description: text(1000),
  url: text(2048),
  icons: z.array(z.string().max(2048)).max(10).catch([]),
});

export type V1PeerMeta = z.infer<typeof peerMetaSchema>;

/** params of wc_sessionRequest: [{peerId, peerMeta, chainId}]. */
export const sessionRequestParamsSchema = z.tuple([
  z.object({
    peerId: v1TopicSchema,
    peerMeta: peerMetaSchema.nullable().catch(null),
    chainId: z.number().int().nullable().catch(null),
  }),
]);

/** params of wc_sessionUpdate: [{approved, ...}]. */
export const sessionUpdateParamsSchema = z.tuple([z.object({ approved: z.boolean() })]);

export interface RpcResponse {
  id: number;
  jsonrpc: '2.0';
  result?: unknown;
  error?: { code: number; message: string };
}

let lastPayloadId = 0;

/** Like v1's payloadId(): milliseconds * 1000 plus three random digits, always increasing. */
export function payloadId(): number {
  const candidate = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  lastPayloadId = Math.max(lastPayloadId + 1, candidate);
  return lastPayloadId;
}
