import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { NameResolver } from '../../core/names/name-resolver';
import { createNfdClient } from './nfd-client';

const [A, B, C] = [0, 1, 2].map(() => generateAccount().addr.toString()) as [
  string,
  string,
  string,
];
const record = (name: string, address: string) => ({
  name,
  owner: address,
  depositAccount: address,
  caAlgo: [address],
});

/** A fetch that answers from `respond` and records every URL asked. */
function fakeFetch(respond: (url: URL) => { status: number; body: unknown } | 'hang') {
  const urls: URL[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    urls.push(url);
    const answer = respond(url);
    if (answer === 'hang')
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return Promise.resolve(new Response(text, { status: answer.status }));
  };
  return { fetch: fetch as typeof globalThis.fetch, urls };
}

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('NFD client: resolving names', () => {
  it('is the NameResolver the shared receiver fields use: one request per name, cached', async () => {
    const api = fakeFetch(() => ({ status: 200, body: record('bob.algo', B) }));
    // What ui/receiver sees of the client: resolve() and nothing else.
    const resolver: NameResolver = createNfdClient('https://nfd.test', { fetch: api.fetch });
    const [first, second] = await Promise.all([
      resolver.resolve('bob.algo'),
      resolver.resolve('BOB.algo'),
    ]);
    expect(first).toEqual({ kind: 'found', name: 'bob.algo', address: B, owner: B });
    expect(second).toEqual(first);
    expect(await resolver.resolve('bob.algo')).toEqual(first);
    expect(api.urls).toHaveLength(1);
  });

  it('asks GET /nfd/{name}?view=brief and answers the deposit account', async () => {
    const api = fakeFetch(() => ({ status: 200, body: record('alice.algo', A) }));
    const client = createNfdClient('https://nfd.test/', { fetch: api.fetch });
    const result = await client.resolve(' Alice.algo');
    expect(result).toEqual({ kind: 'found', name: 'alice.algo', address: A, owner: A });
    expect(api.urls.map(String)).toEqual(['https://nfd.test/nfd/alice.algo?view=brief']);
  });

  it('never sends an invalid name', async () => {
    const api = fakeFetch(() => ({ status: 200, body: {} }));
    const client = createNfdClient('https://nfd.test', { fetch: api.fetch });
    expect(await client.resolve('../admin.algo')).toEqual({
      kind: 'invalid-name',
      name: '../admin.algo',
    });
    expect(api.urls).toEqual([]);
  });

  it('not found on 404 with NFD’s error body', async () => {
    const api = fakeFetch(() => ({
      status: 404,
      body: { name: 'not_found', id: 'x', message: 'not found', temporary: false },
    }));
    const client = createNfdClient('https://nfd.test', { fetch: api.fetch });
    expect((await client.resolve('nobody.algo')).kind).toBe('not-found');
  });

  it('unreachable on 500, on an HTML page, and after the timeout', async () => {
    const failing = fakeFetch(() => ({ status: 500, body: '<html>oops</html>' }));
    expect(
      (await createNfdClient('https://nfd.test', { fetch: failing.fetch }).resolve('a.algo')).kind,
    ).toBe('unreachable');
    const html = fakeFetch(() => ({ status: 200, body: '<html>hi</html>' }));
    expect(
      (await createNfdClient('https://nfd.test', { fetch: html.fetch }).resolve('a.algo')).kind,
    ).toBe('bad-answer');
    const hanging = fakeFetch(() => 'hang');
    const client = createNfdClient('https://nfd.test', { fetch: hanging.fetch, timeoutMs: 30 });
    const started = Date.now();
    expect((await client.resolve('a.algo')).kind).toBe('unreachable');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('caches answers for the resolve TTL, failures not at all, and shares requests in flight', async () => {
    const time = clock();
    let status = 500;
    const api = fakeFetch(() => ({ status, body: record('alice.algo', A) }));
    const client = createNfdClient('https://nfd.test', {
      fetch: api.fetch,
      now: time.now,
      resolveTtlMs: 60_000,
    });
    expect((await client.resolve('alice.algo')).kind).toBe('unreachable');
    status = 200;
    const [first, second] = await Promise.all([
      client.resolve('alice.algo'),
      client.resolve('alice.algo'),
    ]);
    expect(first).toEqual(second);
    expect(api.urls).toHaveLength(2);
    time.advance(59_000);
    expect((await client.resolve('alice.algo')).kind).toBe('found');
    expect(api.urls).toHaveLength(2);
    time.advance(2_000);
    await client.resolve('alice.algo');
    expect(api.urls).toHaveLength(3);
  });
});

describe('NFD client: reverse lookups', () => {
  const lookupAnswer = (url: URL) => {
    const asked = url.searchParams.getAll('address');
    const found = Object.fromEntries(
      asked.filter((a) => a === A).map((a) => [a, record('alice.algo', a)]),
    );
    return Object.keys(found).length ? { status: 200, body: found } : { status: 404, body: {} };
  };

  it('batches addresses in one request with the thumbnail view, verified only', async () => {
    const api = fakeFetch(lookupAnswer);
    const client = createNfdClient('https://nfd.test', { fetch: api.fetch });
    const names = await client.lookup([A, B, A, 'not an address']);
    expect(names).toEqual(new Map([[A, 'alice.algo']]));
    expect(api.urls).toHaveLength(1);
    const url = api.urls[0] as URL;
    expect(url.pathname).toBe('/nfd/lookup');
    expect(url.searchParams.getAll('address')).toEqual([A, B]);
    expect(url.searchParams.get('view')).toBe('thumbnail');
    expect(url.searchParams.get('allowUnverified')).toBe('false');
    expect(client.cachedNames([A, B, C])).toEqual(
      new Map([
        [A, 'alice.algo'],
        [B, null],
      ]),
    );
  });

  it('answers from the cache until it expires, asking only for new addresses', async () => {
    const time = clock();
    const api = fakeFetch(lookupAnswer);
    const client = createNfdClient('https://nfd.test', {
      fetch: api.fetch,
      now: time.now,
      lookupTtlMs: 600_000,
      lookupThrottleMs: 180_000,
    });
    await client.lookup([A, B]);
    expect(await client.lookup([A, B, C])).toEqual(new Map([[A, 'alice.algo']]));
    expect(api.urls.map((u) => u.searchParams.getAll('address'))).toEqual([[A, B], [C]]);
    time.advance(600_001);
    await client.lookup([A]);
    expect(api.urls).toHaveLength(3);
  });

  it('asks a failing address at most once per throttle window, however often it is wanted', async () => {
    const time = clock();
    let status = 500;
    const api = fakeFetch((url) => (status === 500 ? { status, body: {} } : lookupAnswer(url)));
    const client = createNfdClient('https://nfd.test', {
      fetch: api.fetch,
      now: time.now,
      lookupThrottleMs: 180_000,
    });
    expect(await client.lookup([A])).toEqual(new Map());
    const concurrent = Promise.all([client.lookup([A]), client.lookup([A])]);
    await concurrent;
    time.advance(179_000);
    await client.lookup([A]);
    expect(api.urls).toHaveLength(1);
    status = 200;
    time.advance(1_000);
    expect(await client.lookup([A])).toEqual(new Map([[A, 'alice.algo']]));
    expect(api.urls).toHaveLength(2);
  });

  it('shares a lookup in flight and splits large sets into batches', async () => {
    const api = fakeFetch(lookupAnswer);
    const client = createNfdClient('https://nfd.test', { fetch: api.fetch, batchSize: 2 });
    const [one, two] = await Promise.all([client.lookup([A, B, C]), client.lookup([A])]);
    expect(one).toEqual(new Map([[A, 'alice.algo']]));
    expect(two).toEqual(new Map([[A, 'alice.algo']]));
    expect(api.urls.map((u) => u.searchParams.getAll('address'))).toEqual([[A, B], [C]]);
  });

  it('gives up on a hanging API after the timeout, leaving the addresses unknown', async () => {
    const api = fakeFetch(() => 'hang');
    const client = createNfdClient('https://nfd.test', { fetch: api.fetch, timeoutMs: 30 });
    expect(await client.lookup([A])).toEqual(new Map());
    expect(client.cachedNames([A])).toEqual(new Map());
  });
});
