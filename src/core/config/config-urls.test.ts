import { describe, expect, it } from 'vitest';
import { isBridgeUrl, isHttpsUrl, isImageUrl, isSameOriginPath } from './config-urls';

describe('pictures from config.json (LOGO, the wallet’s WalletConnect icons)', () => {
  it('takes https URLs and paths on the wallet’s own origin', () => {
    for (const ok of [
      'https://cdn.example.org/logo.svg',
      'https://cdn.example.org:8443/a/logo.png?v=2',
      '/logo.svg',
      '/brand/logo%20big.png',
    ]) {
      expect(isImageUrl(ok), ok).toBe(true);
    }
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['http:', 'http://cdn.example.org/logo.svg'],
    ['blob:', 'blob:https://cdn.example.org/1'],
    ['another scheme', 'ftp://cdn.example.org/logo.svg'],
    ['https without slashes', 'https:cdn.example.org/logo.svg'],
    ['credentials', 'https://user:secret@cdn.example.org/logo.svg'],
    ['scheme-relative', '//evil.example/logo.svg'],
    ['a backslash read as a slash', '/\\evil.example/logo.svg'],
    ['a relative path', 'logo.svg'],
    ['a tab inside', 'java\tscript:alert(1)'],
    ['a newline inside', '/logo\n.svg'],
    ['empty', ''],
    ['too long', `https://cdn.example.org/${'a'.repeat(2048)}`],
  ])('refuses %s', (_, value) => {
    expect(isImageUrl(value)).toBe(false);
  });

  it('tells the two kinds apart', () => {
    expect(isHttpsUrl('/logo.svg')).toBe(false);
    expect(isSameOriginPath('https://cdn.example.org/logo.svg')).toBe(false);
  });
});

describe('a WalletConnect v1 bridge', () => {
  it('is an https (or wss) origin and nothing else', () => {
    for (const ok of [
      'https://bridge.example.org',
      'https://bridge.example.org/',
      'https://bridge.example.org:8443',
      'wss://bridge.example.org',
    ]) {
      expect(isBridgeUrl(ok), ok).toBe(true);
    }
  });

  it('may be plain http or ws only on this machine (the e2e stand-in)', () => {
    expect(isBridgeUrl('http://127.0.0.1:14035')).toBe(true);
    expect(isBridgeUrl('ws://localhost:9995')).toBe(true);
    expect(isBridgeUrl('http://[::1]:9995')).toBe(true);
    expect(isBridgeUrl('http://bridge.example.org')).toBe(false);
    expect(isBridgeUrl('http://127.0.0.1.evil.example')).toBe(false);
    expect(isBridgeUrl('ws://localhost.evil.example:9995')).toBe(false);
  });

  it.each([
    ['https without slashes (a path trick)', 'https:bridge.example.org//evil'],
    ['https without slashes', 'https:bridge.example.org'],
    ['a second slash', 'https://bridge.example.org//evil.example'],
    ['a path', 'https://bridge.example.org/bridge'],
    ['credentials', 'https://user:secret@bridge.example.org'],
    ['a user name', 'https://evil.example@bridge.example.org'],
    ['a query', 'https://bridge.example.org/?x=1'],
    ['a fragment', 'https://bridge.example.org#x'],
    ['a backslash', 'https://bridge.example.org\\evil'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/plain,x'],
    ['another scheme', 'ftp://bridge.example.org'],
    ['no host', 'https://'],
    ['spaces', 'https://bridge.example.org /'],
  ])('refuses %s', (_, value) => {
    expect(isBridgeUrl(value)).toBe(false);
  });
});
