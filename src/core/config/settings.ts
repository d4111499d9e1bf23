import {
  DEFAULT_ENVIRONMENT,
  ENVIRONMENTS,
  isEnvironmentId,
  type EnvironmentId,
  type NetworkServers,
  type ServerConfig,
} from '../networks/environments';
import { parseNfdApiSettings, type NfdApiSettings } from '../names/nfd-api-config';
import { isFiatCurrency, type FiatCurrency } from '../prices/currencies';
import type { AppConfig } from './app-config';
import { isBridgeUrl } from './config-urls';
import { isVerifyUrl, verifyServiceFor } from './verify-url';

// User settings (spec section 3): environment, hosts/tokens, developer flag, language.
// None of this is secret; it is stored in local storage and validated when read back.

export const LANGUAGES = ['en', 'hu', 'it', 'nl', 'sk', 'cs'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Hosts picked from the public provider lists, per environment. */
export type ChosenHosts = Partial<
  Record<EnvironmentId, Partial<Record<keyof NetworkServers, string>>>
>;

export type ParticipationHosts = Partial<Record<EnvironmentId, ServerConfig>>;

export interface Settings {
  env?: EnvironmentId;
  custom?: NetworkServers;
  hosts?: ChosenHosts;
  /** Participation host (and token) set by the user per environment; wins over the rest. */
  participation?: ParticipationHosts;
  language?: Language;
  dev?: boolean;
  walletConnect?: WalletConnectSettings;
  /** IPFS path gateway for collectibles; wins over config.json's. */
  ipfsGateway?: string;
  /** NFD API per environment ('' turns names off there); wins over config.json's. */
  nfdApi?: NfdApiSettings;
  /** The currency values are shown in (issue 41). */
  currency?: FiatCurrency;
  /** "Hide balances": amounts and values show as •••• on this device until shown again. */
  hideBalances?: boolean;
}

/** WalletConnect overrides of config.json, and the switch allowing dapps to request rekeys. */
export interface WalletConnectSettings {
  projectId?: string;
  relayUrl?: string;
  /** v1 bridge (its public bridge is gone; a self-hosted one can be named here). */
  bridgeUrl?: string;
  /** Verify service asked where a dapp's requests come from. */
  verifyUrl?: string;
  allowRekeys?: boolean;
}

function isAbsoluteUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

// Checked by hand, like the rest of the stored settings: the login page reads settings, and
// even zod/mini would add about 15 KB gzip of zod's core to its bundle.
const PARTICIPATION_HOST = /^https?:\/\/[^\s/?#]+[^\s?#]*$/;

/** A stored or typed participation server, trimmed, or null when it is not a valid one. */
function participationServerOf(value: unknown): ServerConfig | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { host, token } = value as Record<string, unknown>;
  if (typeof host !== 'string' || typeof token !== 'string') return null;
  const trimmedHost = host.trim();
  const trimmedToken = token.trim();
  if (trimmedHost.length > 2048 || trimmedToken.length > 512) return null;
  if (!PARTICIPATION_HOST.test(trimmedHost) || !isAbsoluteUrl(trimmedHost)) return null;
  return { host: trimmedHost, token: trimmedToken };
}

export type ParticipationServerInput =
  { kind: 'default' } | { kind: 'server'; server: ServerConfig } | { kind: 'invalid' };

/**
 * A participation host typed in settings: empty means the config.json or built-in host again;
 * otherwise an http(s) URL without query or fragment (the path is appended to it), and a token.
 */
export function parseParticipationServer(host: string, token: string): ParticipationServerInput {
  if (!host.trim()) return { kind: 'default' };
  const server = participationServerOf({ host, token });
  if (!server) return { kind: 'invalid' };
  return { kind: 'server', server: { ...server, host: server.host.replace(/\/+$/, '') } };
}

/** The participation hosts map with one environment's entry set or (for `default`) removed. */
export function withParticipationHost(
  hosts: ParticipationHosts | undefined,
  env: EnvironmentId,
  input: Exclude<ParticipationServerInput, { kind: 'invalid' }>,
): ParticipationHosts {
  const next = { ...hosts };
  if (input.kind === 'default') delete next[env];
  else next[env] = input.server;
  return next;
}

function parseParticipationHosts(value: unknown): ParticipationHosts | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const hosts: ParticipationHosts = {};
  for (const [env, entry] of Object.entries(value as Record<string, unknown>)) {
    // The custom environment keeps its participation host in its own server set.
    if (!isEnvironmentId(env) || env === 'custom') continue;
    const server = participationServerOf(entry);
    if (server) hosts[env] = server;
  }
  return hosts;
}

/** A typed IPFS gateway: empty means config.json's again; else an http(s) URL, no query. */
export function parseIpfsGatewayInput(
  value: string,
): { kind: 'default' } | { kind: 'url'; url: string } | { kind: 'invalid' } {
  const trimmed = value.trim();
  if (!trimmed) return { kind: 'default' };
  const url = ipfsGatewayOf(trimmed);
  return url ? { kind: 'url', url } : { kind: 'invalid' };
}

function ipfsGatewayOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  if (!PARTICIPATION_HOST.test(value) || !isAbsoluteUrl(value)) return null;
  return value.replace(/\/+$/, '');
}

/** The IPFS gateway in force: settings first, then config.json; empty loads no ipfs:// media. */
export function effectiveIpfsGateway(settings: Settings, config: AppConfig): string {
  return settings.ipfsGateway || config.ipfsGateway || '';
}

const WS_URL = /^wss?:\/\/[^\s]+$/;

function parseWalletConnectSettings(value: unknown): WalletConnectSettings | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const result: WalletConnectSettings = {};
  if (typeof record.projectId === 'string' && /^[\w-]{1,256}$/.test(record.projectId))
    result.projectId = record.projectId;
  if (
    typeof record.relayUrl === 'string' &&
    record.relayUrl.length <= 2048 &&
    WS_URL.test(record.relayUrl)
  )
    result.relayUrl = record.relayUrl;
  if (typeof record.bridgeUrl === 'string' && isBridgeUrl(record.bridgeUrl))
    result.bridgeUrl = record.bridgeUrl;
  if (typeof record.verifyUrl === 'string' && isVerifyUrl(record.verifyUrl))
    result.verifyUrl = record.verifyUrl;
  if (typeof record.allowRekeys === 'boolean') result.allowRekeys = record.allowRekeys;
  return result;
}

export interface EffectiveWalletConnect {
  projectId: string | undefined;
  /** Unset: the SDK's default relay (WalletConnect's own). */
  relayUrl: string | undefined;
  bridgeUrl: string | undefined;
  /** The Verify service to ask; unset: none is asked and requests show as not verified. */
  verifyUrl: string | undefined;
  allowRekeys: boolean;
}

/** WalletConnect in force: settings first, then config.json. */
export function effectiveWalletConnect(
  settings: Settings,
  config: AppConfig,
): EffectiveWalletConnect {
  const own = settings.walletConnect ?? {};
  const relayUrl = own.relayUrl || config.walletConnectRelayUrl || undefined;
  return {
    projectId: own.projectId || config.walletConnectProjectId || undefined,
    relayUrl,
    bridgeUrl: own.bridgeUrl || config.walletConnectBridgeUrl || undefined,
    verifyUrl: verifyServiceFor(relayUrl, own.verifyUrl || config.walletConnectVerifyUrl),
    allowRekeys: own.allowRekeys ?? false,
  };
}

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

function isServer(value: unknown): value is ServerConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { host, token } = value as Record<string, unknown>;
  return (
    typeof host === 'string' &&
    host.length <= 2048 &&
    typeof token === 'string' &&
    token.length <= 512
  );
}

// Written by this app into local storage; checked field by field by hand (rather than with a
// schema library) because it is read before the login page paints.
export function parseSettings(raw: string | null): Settings {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  const settings: Settings = {};
  if (isEnvironmentId(record.env)) settings.env = record.env;
  if (isLanguage(record.language)) settings.language = record.language;
  if (typeof record.dev === 'boolean') settings.dev = record.dev;
  if (isFiatCurrency(record.currency)) settings.currency = record.currency;
  if (typeof record.hideBalances === 'boolean') settings.hideBalances = record.hideBalances;
  const custom = record.custom as Record<string, unknown> | undefined;
  if (
    custom &&
    isServer(custom.algod) &&
    isServer(custom.indexer) &&
    isServer(custom.participation)
  ) {
    settings.custom = {
      algod: custom.algod,
      indexer: custom.indexer,
      participation: custom.participation,
    };
  }
  const hosts = parseChosenHosts(record.hosts);
  if (hosts) settings.hosts = hosts;
  const participation = parseParticipationHosts(record.participation);
  if (participation) settings.participation = participation;
  const walletConnect = parseWalletConnectSettings(record.walletConnect);
  if (walletConnect) settings.walletConnect = walletConnect;
  const ipfsGateway = ipfsGatewayOf(record.ipfsGateway);
  if (ipfsGateway) settings.ipfsGateway = ipfsGateway;
  const nfdApi = parseNfdApiSettings(record.nfdApi);
  if (nfdApi) settings.nfdApi = nfdApi;
  return settings;
}

function parseChosenHosts(value: unknown): ChosenHosts | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const hosts: ChosenHosts = {};
  for (const [env, chosen] of Object.entries(value as Record<string, unknown>)) {
    if (!isEnvironmentId(env) || typeof chosen !== 'object' || chosen === null) continue;
    const entry: Partial<Record<keyof NetworkServers, string>> = {};
    for (const kind of ['algod', 'indexer', 'participation'] as const) {
      const host = (chosen as Record<string, unknown>)[kind];
      if (typeof host === 'string' && /^https:\/\/[^\s]+$/.test(host) && host.length <= 2048)
        entry[kind] = host;
    }
    hosts[env] = entry;
  }
  return hosts;
}

export function effectiveEnvironment(settings: Settings, config: AppConfig): EnvironmentId {
  return settings.env ?? config.env ?? DEFAULT_ENVIRONMENT;
}

function withChosenHosts(
  servers: NetworkServers,
  chosen: Partial<Record<keyof NetworkServers, string>> | undefined,
): NetworkServers {
  if (!chosen) return servers;
  const pick = (kind: keyof NetworkServers) =>
    chosen[kind] ? { host: chosen[kind], token: '' } : servers[kind];
  return { algod: pick('algod'), indexer: pick('indexer'), participation: pick('participation') };
}

/**
 * Servers in force: the custom set for `custom`; otherwise the deployment's hosts (built-in,
 * overridden by config.json for the deployment's own environment), then the provider the
 * user picked in settings, then the participation host the user typed for this environment.
 */
export function effectiveServers(
  env: EnvironmentId,
  settings: Settings,
  config: AppConfig,
): NetworkServers {
  if (env === 'custom' && settings.custom) return settings.custom;
  const servers = withChosenHosts(deploymentServers(env, config), settings.hosts?.[env]);
  const participation = env === 'custom' ? undefined : settings.participation?.[env];
  return participation ? { ...servers, participation } : servers;
}

/** The servers an environment has before any user choice. */
export function deploymentServers(env: EnvironmentId, config: AppConfig): NetworkServers {
  const base = ENVIRONMENTS[env].servers;
  if (env !== (config.env ?? DEFAULT_ENVIRONMENT)) return base;
  return {
    algod: { host: config.algod ?? base.algod.host, token: config.algodToken ?? base.algod.token },
    indexer: {
      host: config.indexer ?? base.indexer.host,
      token: config.indexerToken ?? base.indexer.token,
    },
    participation: {
      host: config.participation ?? base.participation.host,
      token: config.participationToken ?? base.participation.token,
    },
  };
}
