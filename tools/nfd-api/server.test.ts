import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { generateAccount } from 'algosdk';
import { afterEach, describe, expect, it } from 'vitest';
import { createNfdClient } from '../../src/infra/names/nfd-client';
import { startNfdApi, type NfdApiStandIn } from './server';

const DEPOSIT = generateAccount().addr.toString();
const SECOND = generateAccount().addr.toString();
const NOBODY = generateAccount().addr.toString();

let api: NfdApiStandIn | null = null;
afterEach(async () => {
  await api?.stop();
  api = null;
});

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', body: JSON.stringify(body) });

describe('NFD API stand-in', () => {
  it('answers names added over HTTP with the brief view, and 404 with NFD’s error body', async () => {
    api = await startNfdApi();
    const added = await post(`${api.url}/__test/add`, {
      name: 'alice.algo',
      owner: DEPOSIT,
      depositAccount: DEPOSIT,
      caAlgo: [DEPOSIT, SECOND],
    });
    expect(added.status).toBe(200);
    const found = await fetch(`${api.url}/nfd/alice.algo?view=brief`);
    expect(found.headers.get('access-control-allow-origin')).toBe('*');
    expect(await found.json()).toMatchObject({
      name: 'alice.algo',
      depositAccount: DEPOSIT,
      caAlgo: [DEPOSIT, SECOND],
      state: 'owned',
    });
    const missing = await fetch(`${api.url}/nfd/bob.algo?view=brief`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ name: 'not_found', fault: false });
    expect((await fetch(`${api.url}/nfd/%E0%A4%A.algo`)).status).toBe(404);
  });

  it('maps looked-up addresses to records by verified address, 404 when none', async () => {
    api = await startNfdApi();
    api.add({ name: 'alice.algo', depositAccount: DEPOSIT, caAlgo: [DEPOSIT] });
    const query = `address=${DEPOSIT}&address=${NOBODY}&view=thumbnail&allowUnverified=false`;
    const answer = await fetch(`${api.url}/nfd/lookup?${query}`);
    expect(Object.keys((await answer.json()) as object)).toEqual([DEPOSIT]);
    expect((await fetch(`${api.url}/nfd/lookup?address=${NOBODY}`)).status).toBe(404);
    expect((await fetch(`${api.url}/nfd/lookup?address=nope`)).status).toBe(400);
    expect(api.requests()).toMatchObject({ lookup: 3 });
  });

  it('serves the wallet’s client, and its failure modes reach it as unreachable or bad', async () => {
    api = await startNfdApi();
    api.add({ name: 'alice.algo', depositAccount: DEPOSIT, caAlgo: [DEPOSIT] });
    api.add({ name: 'empty.algo', owner: DEPOSIT });
    const client = createNfdClient(api.url, { timeoutMs: 300 });
    expect(await client.resolve('alice.algo')).toMatchObject({ kind: 'found', address: DEPOSIT });
    expect((await client.resolve('empty.algo')).kind).toBe('no-deposit-account');
    expect((await client.resolve('nobody.algo')).kind).toBe('not-found');
    expect(await client.lookup([DEPOSIT, NOBODY])).toEqual(new Map([[DEPOSIT, 'alice.algo']]));

    expect((await post(`${api.url}/__test/mode`, { mode: '500' })).status).toBe(200);
    expect((await client.resolve('bob.algo')).kind).toBe('unreachable');
    await post(`${api.url}/__test/mode`, { mode: 'html' });
    expect((await client.resolve('bob.algo')).kind).toBe('bad-answer');
    await post(`${api.url}/__test/mode`, { mode: 'timeout' });
    expect((await client.resolve('carol.algo')).kind).toBe('unreachable');
    expect((await post(`${api.url}/__test/mode`, { mode: 'later' })).status).toBe(400);
    await post(`${api.url}/__test/reset`, {});
    expect(api.requests()).toEqual({ resolve: 0, lookup: 0, lookupAddresses: [] });
  });

  it('runs from its CLI on a free port and stops with its process group', async () => {
    const child = spawn('node_modules/.bin/tsx', ['tools/nfd-api/cli.ts', '--port', '0'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const pid = child.pid;
    if (pid === undefined) throw new Error('CLI did not start');
    try {
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', () => reject(new Error(`CLI exited: ${output}`)));
      });
      await post(`${url}/__test/add`, { name: 'cli.algo', depositAccount: DEPOSIT });
      expect(((await (await fetch(`${url}/nfd/cli.algo`)).json()) as { name: string }).name).toBe(
        'cli.algo',
      );
    } finally {
      const exited = once(child, 'exit');
      process.kill(-pid, 'SIGTERM');
      await exited;
    }
  });
});
