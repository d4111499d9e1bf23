import { describe, expect, it } from 'vitest';
import { assetIconSource, isAllowedImage } from './icon-source';

const GATEWAY = 'https://ipfs.example/';
const LIST = 'https://list.example/assets.json';
const configured = [GATEWAY, LIST];

describe('asset icon source', () => {
  it("prefers the asset's own metadata picture", () => {
    expect(
      assetIconSource({
        metadataImage: 'https://ipfs.example/ipfs/bafy1',
        listLogo: 'https://list.example/1/icon.png',
        configured,
      }),
    ).toEqual({ kind: 'image', url: 'https://ipfs.example/ipfs/bafy1' });
  });

  it("then the verified list's logo", () => {
    for (const metadataImage of [null, 'https://elsewhere.example/cat.png'])
      expect(
        assetIconSource({ metadataImage, listLogo: 'https://list.example/1/icon.png', configured }),
      ).toEqual({ kind: 'image', url: 'https://list.example/1/icon.png' });
  });

  it('then the letters', () => {
    expect(assetIconSource({ metadataImage: null, listLogo: null, configured })).toEqual({
      kind: 'letters',
    });
    expect(
      assetIconSource({
        metadataImage: 'https://elsewhere.example/a.png',
        listLogo: 'https://cdn.example/b.png',
        configured,
      }),
    ).toEqual({ kind: 'letters' });
  });

  it('loads pictures only from the configured origins', () => {
    expect(isAllowedImage('https://ipfs.example/ipfs/x', configured)).toBe(true);
    expect(isAllowedImage('https://ipfs.example.evil/ipfs/x', configured)).toBe(false);
    expect(isAllowedImage('http://ipfs.example/ipfs/x', configured)).toBe(false);
    expect(isAllowedImage('https://user@ipfs.example/x', configured)).toBe(false);
    expect(isAllowedImage('data:image/svg+xml,<svg/>', ['data:image/svg+xml,'])).toBe(false);
    expect(isAllowedImage('javascript:alert(1)', configured)).toBe(false);
    expect(isAllowedImage('https://ipfs.example/x', ['', ''])).toBe(false);
  });
});
