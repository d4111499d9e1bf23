import { z } from 'zod';

// 2FA providers come from a public list per network (design.md section 3:
// https://scholtz.github.io/AlgorandPublicData/2fa/<network>/public-2fa-providers.json). The
// list is remote input: every entry is validated and bad entries are dropped. A copy for the
// built-in networks ships with the wallet so setup works while that host is down.

export interface TwoFactorProvider {
  id: string;
  providerName: string;
  /** Base URL without a trailing slash; the API lives under {host}/v1/Multisig/. */
  host: string;
  registrationRequired?: boolean;
}

export const PUBLIC_LIST_BASE = 'https://scholtz.github.io/AlgorandPublicData/2fa';
export const MAX_PROVIDERS = 100;

export function publicProviderListUrl(network: string): string {
  return `${PUBLIC_LIST_BASE}/${encodeURIComponent(network)}/public-2fa-providers.json`;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

// https only: the provider receives the auth token and co-signs payments. Plain http is
// allowed on loopback for the sandbox stand-in and local development.
const hostSchema = z
  .string()
  .trim()
  .max(2048)
  .transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not a URL' });
      return z.NEVER;
    }
    const secure =
      url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
    if (!secure || url.username || url.password || url.search || url.hash) {
      ctx.addIssue({ code: 'custom', message: 'host must be an https base URL' });
      return z.NEVER;
    }
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  });

const providerSchema = z.looseObject({
  id: z.string().trim().min(1).max(200),
  providerName: z.string().trim().min(1).max(200),
  host: hostSchema,
  registrationRequired: z.boolean().optional(),
});

/** The valid entries of a provider list (first wins on a repeated id); [] for a non-list. */
export function parseProviderList(value: unknown): TwoFactorProvider[] {
  if (!Array.isArray(value)) return [];
  const providers: TwoFactorProvider[] = [];
  const seen = new Set<string>();
  for (const item of value.slice(0, MAX_PROVIDERS)) {
    const parsed = providerSchema.safeParse(item);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    const { id, providerName, host, registrationRequired } = parsed.data;
    providers.push({
      id,
      providerName,
      host,
      ...(registrationRequired !== undefined ? { registrationRequired } : {}),
    });
  }
  return providers;
}

/** Providers the user may pick: those needing registration are hidden (spec 000 section 5). */
export function selectableProviders(list: readonly TwoFactorProvider[]): TwoFactorProvider[] {
  return list.filter((p) => p.registrationRequired !== true);
}

/** Copies of the public lists (AlgorandPublicData), keyed by network name. */
export const BUILTIN_TWO_FACTOR_PROVIDERS: Readonly<Record<string, readonly TwoFactorProvider[]>> =
  {
    'mainnet-v1.0': [
      {
        id: 'e3b7839e-ce5b-49f9-aa8c-2e3dbc73ed13',
        providerName: 'Aramid Finance',
        host: 'https://2famsig.k8s.aramid.finance',
        registrationRequired: false,
      },
    ],
    'testnet-v1.0': [
      {
        id: '0f99e8ef-3fb5-4357-8748-89554e8196c3',
        providerName: 'Aramid Finance',
        host: 'https://2famsig-testnet.k8s.aramid.finance',
        registrationRequired: false,
      },
    ],
  };
