import { z } from 'zod';

// WalletConnect v1 (legacy) pairing URIs: `wc:<handshake topic>@1?bridge=<url>&key=<64 hex>`.
// The URI names the bridge the dapp listens on; its public bridge is gone, so only a
// self-hosted one can work. When the deployment or the settings name a bridge
// (`walletConnectBridgeUrl`), it is an allow-list of one: a URI for any other bridge is refused
// rather than redirected, because the dapp would never hear from us on another bridge.

/** Chain id Algorand wallets announce in v1 sessions (spec section 9). */
export const V1_CHAIN_ID = 4160;

/** Handshake topics and client ids: v1 clients use UUIDs; they also end up in record ids. */
export const v1TopicSchema = z.string().regex(/^[A-Za-z0-9-]{1,100}$/);

const BRIDGE_PROTOCOLS = ['http:', 'https:', 'ws:', 'wss:'];
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function parseBridge(value: string): URL | null {
  try {
    const url = new URL(value);
    if (!BRIDGE_PROTOCOLS.includes(url.protocol) || !url.hostname) return null;
    if (url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

const bridgeSchema = z
  .string()
  .max(2048)
  .refine((value) => parseBridge(value) !== null);

const v1UriSchema = z.object({
  handshakeTopic: v1TopicSchema,
  version: z.literal('1'),
  bridge: bridgeSchema,
  key: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .transform((key) => key.toLowerCase()),
});

export interface V1Uri {
  handshakeTopic: string;
  bridge: string;
  /** 32-byte symmetric key, lower-case hex. A secret: never log or show it. */
  key: string;
}

/** Whether the text claims to be a v1 URI (`wc:…@1`), valid or not. */
export function isV1Uri(text: string): boolean {
  return /^wc:[^@?]+@1(\?|$)/.test(text.trim());
}

/** The parts of a v1 URI, or null when any of them is missing or malformed. */
export function parseV1Uri(text: string): V1Uri | null {
  const match = /^wc:([^@?]+)@([^?]+)\?(.*)$/s.exec(text.trim());
  if (!match) return null;
  const query = new URLSearchParams(match[3]);
  const parsed = v1UriSchema.safeParse({
    handshakeTopic: match[1],
    version: match[2],
    bridge: query.get('bridge') ?? undefined,
    key: query.get('key') ?? undefined,
  });
  if (!parsed.success) return null;
  const { handshakeTopic, bridge, key } = parsed.data;
  return { handshakeTopic, bridge, key };
}

/** Same bridge: http and ws (https and wss) are one endpoint; a trailing slash is ignored. */
export function sameBridge(a: string, b: string): boolean {
  const x = parseBridge(a);
  const y = parseBridge(b);
  if (!x || !y) return false;
  const secure = (url: URL) => url.protocol === 'https:' || url.protocol === 'wss:';
  const path = (url: URL) => url.pathname.replace(/\/+$/, '');
  return secure(x) === secure(y) && x.host === y.host && path(x) === path(y);
}

export type BridgeCheck = { ok: true } | { ok: false; reason: 'other-bridge' | 'insecure' };

/**
 * Whether the wallet may connect to a URI's bridge: http/ws only on this machine (the page's
 * Content-Security-Policy allows nothing else in clear), and only the configured bridge when
 * one is configured.
 */
export function checkBridge(bridge: string, configured: string | undefined): BridgeCheck {
  const url = parseBridge(bridge);
  if (!url) return { ok: false, reason: 'insecure' };
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  if (!secure && !LOOPBACK_HOSTS.includes(url.hostname)) return { ok: false, reason: 'insecure' };
  if (configured && !sameBridge(bridge, configured)) return { ok: false, reason: 'other-bridge' };
  return { ok: true };
}

/** The WebSocket URL a v1 client opens for a bridge (as @walletconnect/socket-transport did). */
export function bridgeSocketUrl(bridge: string): string {
  const url = parseBridge(bridge);
  if (!url) throw new Error('Not a bridge URL');
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  url.searchParams.set('env', 'browser');
  url.searchParams.set('protocol', 'wc');
  url.searchParams.set('version', '1');
  return url.toString();
}
