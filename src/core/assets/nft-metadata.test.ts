import { describe, expect, it } from 'vitest';
import { utf8Encode } from '../encoding/utf8';
import {
  arc3ImageUrl,
  arc3MetadataUrl,
  checkArc3MetadataHash,
  fetchableUrl,
  locateNftMedia,
  nftStandardOf,
  parseArc3Metadata,
  parseArc69Note,
  resolveArc19Url,
} from './nft-metadata';

// CIDs computed with the multiformats reference library from this reserve address's key.
const RESERVE = 'EEQYWGGBHRDAMTEVDPVOSDVX3HJQIG6K6IVNR3RXHYOHV64ZWAEISS4CTI';
const ZERO = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
const GATEWAY = 'https://gateway.test';

describe('ARC-19 template URLs', () => {
  it('builds CIDv0 and CIDv1 (raw and dag-pb) from the reserve address', () => {
    expect(resolveArc19Url('template-ipfs://{ipfscid:0:dag-pb:reserve:sha2-256}', RESERVE)).toBe(
      'ipfs://QmQZyq4b89RfaUw8GESPd2re4hJqB8bnm4kVHNtyQrHnnK',
    );
    expect(resolveArc19Url('template-ipfs://{ipfscid:1:raw:reserve:sha2-256}', RESERVE)).toBe(
      'ipfs://bafkreibbegfrrqj4iydezfi35luq5n6z2mcbxsxsflmo4nz6dr5pxgnqba',
    );
    expect(
      resolveArc19Url('template-ipfs://{ipfscid:1:dag-pb:reserve:sha2-256}/meta.json', RESERVE),
    ).toBe('ipfs://bafybeibbegfrrqj4iydezfi35luq5n6z2mcbxsxsflmo4nz6dr5pxgnqba/meta.json');
    expect(resolveArc19Url('template-ipfs://{ipfscid:0:dag-pb:reserve:sha2-256}', ZERO)).toBe(
      'ipfs://QmNLei78zWmzUdbeRB3CiUfAizWUrbeeZh5K1rhAQKCh51',
    );
  });

  it('refuses templates ARC-19 does not define and missing or bad reserves', () => {
    expect(resolveArc19Url('template-ipfs://{ipfscid:0:raw:reserve:sha2-256}', RESERVE)).toBeNull();
    expect(resolveArc19Url('template-ipfs://{ipfscid:2:raw:reserve:sha2-256}', RESERVE)).toBeNull();
    expect(resolveArc19Url('template-ipfs://{ipfscid:1:raw:manager:sha2-256}', RESERVE)).toBeNull();
    expect(
      resolveArc19Url('template-ipfs://{ipfscid:1:raw:reserve:sha2-256}', undefined),
    ).toBeNull();
    expect(resolveArc19Url('template-ipfs://{ipfscid:1:raw:reserve:sha2-256}', 'NOPE')).toBeNull();
  });
});

describe('which convention', () => {
  it('tells ARC-19, ARC-3 and ARC-69 apart', () => {
    const id = 5n;
    expect(
      nftStandardOf({ id, url: 'template-ipfs://{ipfscid:1:raw:reserve:sha2-256}' }, false),
    ).toBe('arc19');
    expect(nftStandardOf({ id, url: 'ipfs://x#arc3' }, false)).toBe('arc3');
    expect(nftStandardOf({ id, name: 'Cat@arc3', url: 'https://x' }, false)).toBe('arc3');
    expect(nftStandardOf({ id, name: 'arc3' }, false)).toBe('arc3');
    expect(nftStandardOf({ id, url: 'https://x/cat.png' }, true)).toBe('arc69');
    expect(nftStandardOf({ id, url: 'https://x/cat.png' }, false)).toBeNull();
  });

  it('fills {id} and drops the #arc3 marker', () => {
    expect(arc3MetadataUrl('https://meta.test/{id}.json#arc3', 1234n)).toBe(
      'https://meta.test/1234.json',
    );
  });
});

describe('fetchable URLs', () => {
  it('sends ipfs through the gateway and keeps http(s)', () => {
    expect(fetchableUrl('ipfs://bafkabc/meta.json', GATEWAY)).toBe(
      'https://gateway.test/ipfs/bafkabc/meta.json',
    );
    expect(fetchableUrl('ipfs://ipfs/QmAbc', `${GATEWAY}/`)).toBe(
      'https://gateway.test/ipfs/QmAbc',
    );
    expect(fetchableUrl('https://img.test/a.png', GATEWAY)).toBe('https://img.test/a.png');
    expect(fetchableUrl('http://img.test/a.png', GATEWAY)).toBe('http://img.test/a.png');
  });

  it('refuses every other scheme and junk', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'file:///etc/passwd',
      'ftp://x/y',
      'not a url',
      '',
    ]) {
      expect(fetchableUrl(bad, GATEWAY)).toBeNull();
    }
    expect(fetchableUrl('ipfs://bafkabc', 'javascript:alert(1)')).toBeNull();
  });
});

describe('metadata documents', () => {
  it('reads ARC-3 and keeps only the known fields', () => {
    const doc = utf8Encode(
      JSON.stringify({ name: 'Cat', image: 'ipfs://QmImg', decimals: 0, evil: '<script>' }),
    );
    expect(parseArc3Metadata(doc)).toEqual({ name: 'Cat', image: 'ipfs://QmImg', decimals: 0 });
  });

  it('skips hostile JSON without throwing', () => {
    const hostile = [
      '{"name": 12}',
      '[1,2,3]',
      'null',
      '{"image": {"toString": "x"}}',
      `{"name": "${'x'.repeat(300)}"}`,
      '{not json',
      '{"decimals": -1}',
    ];
    for (const text of hostile) expect(parseArc3Metadata(utf8Encode(text))).toBeNull();
    expect(parseArc3Metadata(new Uint8Array([0xff, 0xfe, 0x00]))).toBeNull();
    expect(parseArc3Metadata(new Uint8Array(300 * 1024).fill(0x20))).toBeNull();
  });

  it('reads an ARC-69 note and refuses other standards', () => {
    const note = utf8Encode(
      JSON.stringify({ standard: 'arc69', description: 'A cat', properties: { eyes: 'green' } }),
    );
    expect(parseArc69Note(note)).toEqual({
      standard: 'arc69',
      description: 'A cat',
      properties: { eyes: 'green' },
    });
    expect(parseArc69Note(utf8Encode('{"standard":"arc3"}'))).toBeNull();
    expect(parseArc69Note(utf8Encode('hello'))).toBeNull();
  });
});

describe('ARC-3 metadata hash', () => {
  const doc = utf8Encode(JSON.stringify({ name: 'Cat', image: 'cat.png' }));
  const sha256 = async (bytes: Uint8Array<ArrayBuffer>) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));

  it('matches the SHA-256 of the document as served', async () => {
    expect(await checkArc3MetadataHash(doc, { name: 'Cat' }, await sha256(doc))).toBe('match');
  });

  it('finds a wrong hash', async () => {
    const wrong = await sha256(utf8Encode('something else'));
    expect(await checkArc3MetadataHash(doc, { name: 'Cat' }, wrong)).toBe('mismatch');
    expect(await checkArc3MetadataHash(doc, { name: 'Cat' }, new Uint8Array(5).fill(1))).toBe(
      'mismatch',
    );
  });

  it('says absent or unverifiable instead of claiming a match', async () => {
    expect(await checkArc3MetadataHash(doc, {}, undefined)).toBe('absent');
    expect(await checkArc3MetadataHash(doc, {}, new Uint8Array(32))).toBe('absent');
    expect(await checkArc3MetadataHash(doc, { extra_metadata: 'AAAA' }, await sha256(doc))).toBe(
      'unverifiable',
    );
  });
});

describe('where the picture is', () => {
  it('ARC-3: metadata first, image relative to it', () => {
    const media = locateNftMedia({ id: 7n, url: 'ipfs://QmMeta/{id}.json#arc3' }, null, GATEWAY);
    expect(media).toEqual({
      standard: 'arc3',
      metadataUrl: 'https://gateway.test/ipfs/QmMeta/7.json',
      imageUrl: null,
    });
    expect(arc3ImageUrl({ image: 'cat.png' }, media?.metadataUrl ?? '', GATEWAY)).toBe(
      'https://gateway.test/ipfs/QmMeta/cat.png',
    );
    expect(arc3ImageUrl({ image: 'ipfs://QmImg' }, 'https://x/', GATEWAY)).toBe(
      'https://gateway.test/ipfs/QmImg',
    );
    expect(arc3ImageUrl({ image: 'javascript:alert(1)' }, 'https://x/', GATEWAY)).toBeNull();
    expect(arc3ImageUrl({}, 'https://x/', GATEWAY)).toBeNull();
  });

  it('ARC-19: the reserve picks the CID; #arc3 means it holds JSON', () => {
    const template = 'template-ipfs://{ipfscid:1:raw:reserve:sha2-256}';
    expect(locateNftMedia({ id: 1n, url: template, reserve: RESERVE }, null, GATEWAY)).toEqual({
      standard: 'arc19',
      metadataUrl: null,
      imageUrl:
        'https://gateway.test/ipfs/bafkreibbegfrrqj4iydezfi35luq5n6z2mcbxsxsflmo4nz6dr5pxgnqba',
    });
    expect(
      locateNftMedia({ id: 1n, url: `${template}#arc3`, reserve: RESERVE }, null, GATEWAY)
        ?.metadataUrl,
    ).toBe('https://gateway.test/ipfs/bafkreibbegfrrqj4iydezfi35luq5n6z2mcbxsxsflmo4nz6dr5pxgnqba');
  });

  it('ARC-69: the asset URL is the media', () => {
    const note = { standard: 'arc69' as const, media_url: 'https://other.test/x.png' };
    expect(
      locateNftMedia({ id: 2n, url: 'https://img.test/cat.png#i' }, note, GATEWAY)?.imageUrl,
    ).toBe('https://img.test/cat.png');
    expect(locateNftMedia({ id: 2n, url: '' }, note, GATEWAY)?.imageUrl).toBe(
      'https://other.test/x.png',
    );
    expect(locateNftMedia({ id: 2n, url: 'https://img.test/cat.png' }, null, GATEWAY)).toBeNull();
  });
});

describe('collectibles', () => {
  it('are pure and fractional NFTs and anything marked ARC-3 or ARC-19', async () => {
    const { isCollectible } = await import('./nft-metadata');
    expect(isCollectible({ total: 1n, decimals: 0 })).toBe(true);
    expect(isCollectible({ total: 1000n, decimals: 3 })).toBe(true);
    expect(isCollectible({ total: 1000n, decimals: 2 })).toBe(false);
    expect(isCollectible({ total: 5n, decimals: 0, url: 'ipfs://x#arc3' })).toBe(true);
    expect(
      isCollectible({
        total: 5n,
        decimals: 0,
        url: 'template-ipfs://{ipfscid:1:raw:reserve:sha2-256}',
      }),
    ).toBe(true);
    expect(isCollectible({ total: 1_000_000n, decimals: 6, name: 'Share' })).toBe(true);
    expect(isCollectible({ total: 1_000_001n, decimals: 6, name: 'USD' })).toBe(false);
  });
});
