import { afterEach, describe, expect, it } from 'vitest';
import { rawCid, startIpfsGateway, type IpfsGateway } from './server';

let gateway: IpfsGateway | null = null;
afterEach(async () => {
  await gateway?.stop();
  gateway = null;
});

describe('IPFS gateway stand-in', () => {
  it('names files by their CIDv1 raw sha2-256 id (the empty file is the well-known one)', () => {
    expect(rawCid(new Uint8Array())).toBe(
      'bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku',
    );
  });

  it('serves added files by CID with their type, and 404 otherwise', async () => {
    gateway = await startIpfsGateway();
    const added = await fetch(`${gateway.url}/__test/add`, {
      method: 'POST',
      body: JSON.stringify({ contentType: 'application/json', base64: btoa('{"name":"Cat"}') }),
    });
    const { cid } = (await added.json()) as { cid: string };
    const file = await fetch(`${gateway.url}/ipfs/${cid}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/json');
    expect(await file.text()).toBe('{"name":"Cat"}');
    expect(gateway.fetches()).toEqual({ [cid]: 1 });
    expect((await fetch(`${gateway.url}/ipfs/bafkreiaaaa`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/other`)).status).toBe(404);
  });
});
