import { DEFAULT_ENVIRONMENT, isEnvironmentId, type EnvironmentId } from '../networks/environments';

// Where a network's NFD API is (issue 26). config.json's `nfdApi` names it per environment
// (`{"sandbox": "http://127.0.0.1:9995"}`), or as one string for the deployment's own
// environment; settings may override it per environment; mainnet and testnet fall back to
// NFDomains' public API. An empty string turns names off for that environment, so a deployment
// or a person can keep every lookup (which tells NFD whom one pays) off the wire.
// Checked by hand, without zod: settings are parsed before the login page paints.

/** NFDomains' own API, per network it serves. */
export const NFD_PUBLIC_APIS: Readonly<Partial<Record<EnvironmentId, string>>> = {
  mainnet: 'https://api.nf.domains',
  testnet: 'https://api.testnet.nf.domains',
};

/** Per environment: an API base URL, or '' for names turned off there. */
export type NfdApiSettings = Partial<Record<EnvironmentId, string>>;

const API_URL = /^https?:\/\/[^\s/?#]+[^\s?#]*$/;

/** A base URL (http(s), no query or fragment, trailing slashes dropped), '' for off, or null. */
export function nfdApiUrlOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return '';
  if (trimmed.length > 2048 || !API_URL.test(trimmed)) return null;
  try {
    new URL(trimmed);
  } catch {
    return null;
  }
  return trimmed.replace(/\/+$/, '');
}

/** A per-environment map as settings or config.json hold it; bad entries void only themselves. */
export function parseNfdApiSettings(value: unknown): NfdApiSettings | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const result: NfdApiSettings = {};
  for (const [env, entry] of Object.entries(value as Record<string, unknown>)) {
    const url = nfdApiUrlOf(entry);
    if (isEnvironmentId(env) && url !== null) result[env] = url;
  }
  return result;
}

/** config.json's `nfdApi`: a map, or one URL meaning the deployment's own environment. */
export function deploymentNfdApis(
  value: unknown,
  deploymentEnv: EnvironmentId | undefined,
): NfdApiSettings {
  if (typeof value === 'string') {
    const url = nfdApiUrlOf(value);
    return url === null ? {} : { [deploymentEnv ?? DEFAULT_ENVIRONMENT]: url };
  }
  return parseNfdApiSettings(value) ?? {};
}

/**
 * The NFD API base URL in force for `env`, or null when names are off there (the features then
 * hide names): settings first, then config.json, then NFDomains' public API.
 */
export function nfdApiFor(
  env: EnvironmentId,
  settings: { nfdApi?: NfdApiSettings },
  config: { env?: EnvironmentId; nfdApi?: unknown },
): string | null {
  const own = settings.nfdApi?.[env];
  const chosen = own ?? deploymentNfdApis(config.nfdApi, config.env)[env] ?? NFD_PUBLIC_APIS[env];
  return chosen || null;
}
