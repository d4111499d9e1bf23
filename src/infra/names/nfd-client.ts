import {
  namesFromLookupAnswer,
  resolutionFromAnswer,
  type NameResolution,
} from '../../core/names/nfd-answers';
import type { NameResolver } from '../../core/names/name-resolver';
import { parseNfdName } from '../../core/names/nfd-name';
import type { EnvironmentId } from '../../core/networks/environments';
import { isCanonicalAddress } from '../../core/voting/address';

// The NFD API client (issue 26): names to addresses and back. Everything it learns stays in this
// tab's memory, never in local storage: a reverse lookup of the activity tells whom a person pays.
// Reverse lookups are batched (NFD takes repeated `address=` parameters) and each address is sent
// at most once per throttle window, whatever the screens ask, so the activity cannot turn into a
// stream of requests. Resolutions are cached briefly: a name's owner may move its deposit account.

export interface NfdClientOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /** Per request; a slower answer counts as unreachable. */
  timeoutMs?: number;
  resolveTtlMs?: number;
  lookupTtlMs?: number;
  /** At most one lookup request per address in this window (also how long a failure holds). */
  lookupThrottleMs?: number;
  /** Addresses per lookup request. */
  batchSize?: number;
}

/** The resolver the receiver fields use (core/names), plus the reverse lookups. */
export interface NfdClient extends NameResolver {
  /** The verified names of those addresses that have one (cached, batched, throttled). */
  lookup(addresses: readonly string[], signal?: AbortSignal): Promise<Map<string, string>>;
  /** Names already known, without asking: null for known to have none, absent for unknown. */
  cachedNames(addresses: readonly string[]): Map<string, string | null>;
}

const MAX_BODY_CHARS = 512 * 1024;

class TimeoutError extends Error {
  constructor() {
    super('NFD API did not answer in time');
    this.name = 'TimeoutError';
  }
}

interface Answer {
  status: number;
  body: unknown;
}

export function createNfdClient(apiBase: string, options: NfdClientOptions = {}): NfdClient {
  const base = apiBase.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 8_000;
  const resolveTtl = options.resolveTtlMs ?? 60_000;
  const lookupTtl = options.lookupTtlMs ?? 10 * 60_000;
  const throttle = options.lookupThrottleMs ?? 3 * 60_000;
  const batchSize = options.batchSize ?? 20;

  const resolutions = new Map<string, { result: NameResolution; at: number }>();
  const resolving = new Map<string, Promise<NameResolution>>();
  const names = new Map<string, { name: string | null; at: number }>();
  const requestedAt = new Map<string, number>();
  const inFlight = new Map<string, Promise<void>>();

  // Requests are shared by every screen waiting for the same answer, so none is tied to one
  // caller's signal: a caller that gives up stops waiting, the request still fills the cache.
  async function get(url: string): Promise<Answer> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new TimeoutError()), timeoutMs);
    try {
      const response = await doFetch(url, {
        headers: { Accept: 'application/json' },
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        signal: timeout.signal,
      });
      const text = await response.text();
      let body: unknown = undefined;
      if (text.length <= MAX_BODY_CHARS) {
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON (an HTML error page, say): read as no body.
        }
      }
      return { status: response.status, body };
    } finally {
      clearTimeout(timer);
    }
  }

  async function fetchResolution(name: string): Promise<NameResolution> {
    let answer: Answer;
    try {
      answer = await get(`${base}/nfd/${encodeURIComponent(name)}?view=brief`);
    } catch {
      return { kind: 'unreachable', name };
    }
    const result = resolutionFromAnswer(name, answer.status, answer.body);
    if (
      result.kind === 'found' ||
      result.kind === 'not-found' ||
      result.kind === 'no-deposit-account'
    )
      resolutions.set(name, { result, at: now() });
    return result;
  }

  async function resolve(text: string, signal?: AbortSignal): Promise<NameResolution> {
    const name = parseNfdName(text);
    if (!name) return { kind: 'invalid-name', name: text.trim() };
    const cached = resolutions.get(name);
    if (cached && now() - cached.at < resolveTtl) return cached.result;
    let request = resolving.get(name);
    if (!request) {
      request = fetchResolution(name).finally(() => resolving.delete(name));
      resolving.set(name, request);
    }
    const result = await request;
    signal?.throwIfAborted();
    return result;
  }

  async function lookupBatch(batch: string[]): Promise<void> {
    const query = batch.map((a) => `address=${a}`).join('&');
    try {
      const answer = await get(`${base}/nfd/lookup?${query}&view=thumbnail&allowUnverified=false`);
      const found = namesFromLookupAnswer(batch, answer.status, answer.body);
      if (!found) return;
      const at = now();
      for (const address of batch) names.set(address, { name: found.get(address) ?? null, at });
    } catch {
      // Unreachable: the addresses stay unknown until the throttle window lets them be asked again.
    }
  }

  function fresh(address: string): boolean {
    const entry = names.get(address);
    return entry !== undefined && now() - entry.at < lookupTtl;
  }

  async function lookup(
    addresses: readonly string[],
    signal?: AbortSignal,
  ): Promise<Map<string, string>> {
    const wanted = [...new Set(addresses)].filter(isCanonicalAddress);
    const toAsk = wanted.filter((address) => {
      if (fresh(address) || inFlight.has(address)) return false;
      const last = requestedAt.get(address);
      return last === undefined || now() - last >= throttle;
    });
    for (let i = 0; i < toAsk.length; i += batchSize) {
      const batch = toAsk.slice(i, i + batchSize);
      const request = lookupBatch(batch).finally(() => {
        for (const address of batch) inFlight.delete(address);
      });
      for (const address of batch) {
        requestedAt.set(address, now());
        inFlight.set(address, request);
      }
    }
    const waits = [...new Set(wanted.map((a) => inFlight.get(a)).filter((p) => p !== undefined))];
    await Promise.all(waits);
    signal?.throwIfAborted();
    const result = new Map<string, string>();
    for (const [address, name] of cachedNames(wanted)) if (name) result.set(address, name);
    return result;
  }

  function cachedNames(addresses: readonly string[]): Map<string, string | null> {
    const result = new Map<string, string | null>();
    for (const address of addresses) {
      const entry = names.get(address);
      if (entry && now() - entry.at < lookupTtl) result.set(address, entry.name);
    }
    return result;
  }

  return { resolve, lookup, cachedNames };
}

const clients = new Map<string, NfdClient>();

/** The one client (and so the one cache) for a network and API base URL in this tab. */
export function nfdClientFor(env: EnvironmentId, apiBase: string): NfdClient {
  const key = `${env} ${apiBase}`;
  let client = clients.get(key);
  if (!client) {
    client = createNfdClient(apiBase);
    clients.set(key, client);
  }
  return client;
}
