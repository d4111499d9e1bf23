import * as z from 'zod/mini';
import { ENVIRONMENT_IDS } from '../networks/environments';
import { isBridgeUrl, isImageUrl } from './config-urls';
import { VERIFY_URL } from './verify-url';

// GET /config.json lets a deployment override hosts, tokens, languages, logo and WalletConnect
// settings (spec section 7). It is untrusted input: anything that does not validate is ignored.

// zod/mini keeps the validator small enough for the login page's bundle.
const url = z.string().check(z.trim(), z.maxLength(2048), z.regex(/^https?:\/\/[^\s]+$/));
const token = z.string().check(z.maxLength(512));
// Pictures the wallet shows or hands to dapps: https, or a path on the wallet's own origin.
const image = z.string().check(z.trim(), z.maxLength(2048), z.refine(isImageUrl));

const LANGUAGE_CODES = ['en', 'hu', 'it', 'nl', 'sk', 'cs'] as const;

export const appConfigSchema = z.looseObject({
  env: z.optional(z.enum(ENVIRONMENT_IDS)),
  debug: z.optional(z.boolean()),
  dev: z.optional(z.boolean()),
  LOGO: z.optional(image),
  algod: z.optional(url),
  indexer: z.optional(url),
  participation: z.optional(url),
  algodToken: z.optional(token),
  indexerToken: z.optional(token),
  participationToken: z.optional(token),
  languages: z.optional(z.array(z.enum(LANGUAGE_CODES)).check(z.minLength(1))),
  ledgerTransportUrl: z.optional(url),
  // NFT metadata and pictures on ipfs:// are read through this path gateway (issue 13).
  ipfsGateway: z.optional(url),
  // Swap routers (issue 14): the spec's hex-encoded router A key, and per-environment router
  // URLs and keys, validated by the swap feature when it loads (core/swap/router-config).
  deflex: z.optional(z.string().check(z.maxLength(1024))),
  swapRouters: z.optional(z.unknown()),
  // NFD (.algo names, issue 26): one URL or a map per environment, read by core/names.
  nfdApi: z.optional(z.unknown()),
  // Prices (issue 41): a source per environment, read by core/prices/price-config.
  prices: z.optional(z.unknown()),
  // The verified-asset list's URL per environment (issue 41), read by core/assets/verified-list.
  verifiedAssets: z.optional(z.unknown()),
  // The app id of the ARC-59 asset inbox router per environment, e.g. {"sandbox": 1001} (ours,
  // devnet/contracts): where assets can be sent to receivers not opted in to them. Mainnet and
  // testnet have published routers (core/inbox/arc59.ts) that this cannot replace.
  arc59RouterId: z.optional(z.partialRecord(z.enum(ENVIRONMENT_IDS), z.int().check(z.positive()))),
  // ARC-200 tokens "Add token" suggests per environment (issue 40), read entry by entry by
  // core/arc200/token-config, so one bad entry cannot void config.json.
  arc200Tokens: z.optional(z.unknown()),
  // The /donate page's receiver (issue 15); without it the page says donations are not set up.
  donationAddress: z.optional(z.string().check(z.trim(), z.regex(/^[A-Z2-7]{58}$/))),
  // The login page's links: this deployment's own source and guides (no link when unset).
  sourceCodeUrl: z.optional(url),
  guideBasicUrl: z.optional(url),
  guideTetherUrl: z.optional(url),
  // Entries are validated one by one by the 2FA code, so one bad entry cannot void config.json.
  twoFactorProviders: z.optional(z.array(z.unknown()).check(z.maxLength(100))),
  walletConnectProjectId: z.optional(z.string().check(z.maxLength(256))),
  walletConnectRelayUrl: z.optional(
    z.string().check(z.maxLength(2048), z.regex(/^wss?:\/\/[^\s]+$/)),
  ),
  walletConnectVerifyUrl: z.optional(
    z.string().check(z.trim(), z.maxLength(2048), z.regex(VERIFY_URL)),
  ),
  // A v1 bridge is an origin only (http/ws only on this machine, for the test stand-in).
  walletConnectBridgeUrl: z.optional(z.string().check(z.trim(), z.refine(isBridgeUrl))),
  walletConnectMetadata: z.optional(
    z.object({
      name: z.string().check(z.maxLength(200)),
      description: z.optional(z.string().check(z.maxLength(1000))),
      url: z.optional(url),
      icons: z.optional(z.array(image).check(z.maxLength(10))),
    }),
  ),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

/** Parses a config body; returns an empty config for anything that is not a valid object. */
export function parseAppConfig(body: unknown): AppConfig {
  const parsed = appConfigSchema.safeParse(body);
  return parsed.success ? parsed.data : {};
}
