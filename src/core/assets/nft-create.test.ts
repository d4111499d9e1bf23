import { describe, expect, it } from 'vitest';
import { hexToBytes } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { arc3AssetUrl, arc3MetadataHashHex, buildArc69Note } from './nft-create';
import { checkArc3MetadataHash, parseArc69Note } from './nft-metadata';

describe('ARC-3 minting helpers', () => {
  it('adds the #arc3 marker once', () => {
    expect(arc3AssetUrl(' ipfs://QmMeta ')).toBe('ipfs://QmMeta#arc3');
    expect(arc3AssetUrl('ipfs://QmMeta#arc3')).toBe('ipfs://QmMeta#arc3');
  });

  it('hashes the document so the reader finds a match', async () => {
    const document = JSON.stringify({ name: 'Cat', image: 'cat.png' });
    const hex = await arc3MetadataHashHex(document);
    expect(hex).toMatch(/^[0-9a-f]{64}$/);
    const bytes = hexToBytes(hex);
    expect(await checkArc3MetadataHash(utf8Encode(document), { name: 'Cat' }, bytes)).toBe('match');
  });
});

describe('ARC-69 notes', () => {
  it('builds a note the reader accepts, leaving empty fields out', () => {
    const result = buildArc69Note({
      description: 'A cat',
      externalUrl: '',
      mimeType: 'image/png',
      properties: '{"eyes":"green"}',
    });
    expect(result).toEqual({
      ok: true,
      note: '{"standard":"arc69","description":"A cat","mime_type":"image/png","properties":{"eyes":"green"}}',
    });
    if (result.ok) expect(parseArc69Note(utf8Encode(result.note))?.description).toBe('A cat');
  });

  it('refuses properties that are not a JSON object, and notes over 1024 bytes', () => {
    const base = { description: '', externalUrl: '', mimeType: '' };
    expect(buildArc69Note({ ...base, properties: '[1]' })).toEqual({
      ok: false,
      error: 'properties-not-object',
    });
    expect(buildArc69Note({ ...base, properties: '{bad' })).toEqual({
      ok: false,
      error: 'properties-not-object',
    });
    expect(buildArc69Note({ ...base, description: 'x'.repeat(1100), properties: '' })).toEqual({
      ok: false,
      error: 'note-too-long',
    });
  });
});
