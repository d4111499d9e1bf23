import { z } from 'zod';
import type { EnvironmentId } from '../networks/environments';
import { hexToBytes } from '../encoding/hex';

// Where the two routers are and the keys they want (issue 14). Nothing is built in: config.json
// names them per environment, and Settings can override them per browser. Router A's key may
// also come as the spec's hex-encoded `deflex` value.

export const ROUTERS = ['deflex', 'folks'] as const;
export type RouterId = (typeof ROUTERS)[number];

export interface RouterEndpoint {
  url: string;
  apiKey: string;
}

export type SwapRouters = Partial<Record<RouterId, RouterEndpoint>>;

const routerUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^https?:\/\/[^\s?#]+$/)
  .transform((url) => url.replace(/\/+$/, ''));
const apiKey = z.string().trim().max(512);

export const routerFieldsSchema = z.object({
  deflexUrl: z.optional(routerUrl),
  deflexApiKey: z.optional(apiKey),
  folksUrl: z.optional(routerUrl),
  folksApiKey: z.optional(apiKey),
});
export type RouterFields = z.infer<typeof routerFieldsSchema>;

/** Per environment; a bad entry voids only itself. */
export function parseRouterFieldsByEnvironment(
  value: unknown,
): Partial<Record<EnvironmentId, RouterFields>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const result: Partial<Record<EnvironmentId, RouterFields>> = {};
  for (const [env, entry] of Object.entries(value)) {
    const parsed = routerFieldsSchema.safeParse(entry);
    if (parsed.success) result[env as EnvironmentId] = parsed.data;
  }
  return result;
}

/** The spec's `deflex` config value: the key's text, hex-encoded. Empty when not valid hex. */
export function decodeHexKey(hex: string | undefined): string {
  if (!hex) return '';
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(hex)).trim();
  } catch {
    return '';
  }
}

/** The routers in force for an environment: settings over config.json, field by field. */
export function effectiveRouters(
  own: RouterFields | undefined,
  deployment: RouterFields | undefined,
  hexDeflexKey?: string,
): SwapRouters {
  const pick = (key: keyof RouterFields) => own?.[key] || deployment?.[key] || '';
  const routers: SwapRouters = {};
  const deflexUrl = pick('deflexUrl');
  if (deflexUrl)
    routers.deflex = {
      url: deflexUrl,
      apiKey: pick('deflexApiKey') || decodeHexKey(hexDeflexKey),
    };
  const folksUrl = pick('folksUrl');
  if (folksUrl) routers.folks = { url: folksUrl, apiKey: pick('folksApiKey') };
  return routers;
}

/** Where swapping is offered: the routers' networks, and the sandbox only when one is set up. */
export function swapNetworkSupported(env: EnvironmentId, routers: SwapRouters): boolean {
  if (env === 'mainnet' || env === 'testnet') return true;
  return env === 'sandbox' && Object.keys(routers).length > 0;
}
