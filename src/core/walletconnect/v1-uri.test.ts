import { describe, expect, it } from 'vitest';
import { bridgeSocketUrl, checkBridge, isV1Uri, parseV1Uri, sameBridge } from './v1-uri';

const TOPIC = '0b3e2f5a-8d4c-4f7e-9a1b-2c3d4e5f6a7b';
const KEY = 'a1'.repeat(32);
const BRIDGE = 'https://bridge.example.org';
const uri = (query: string, topic = TOPIC, version = '1') => `wc:${topic}@${version}?${query}`;
const good = uri(`bridge=${encodeURIComponent(BRIDGE)}&key=${KEY}`);

describe('parseV1Uri', () => {
  it('reads the topic, bridge and key of a dapp URI', () => {
    expect(parseV1Uri(good)).toEqual({ handshakeTopic: TOPIC, bridge: BRIDGE, key: KEY });
  });

  it('trims, and lower-cases the key', () => {
    const upper = uri(`bridge=${encodeURIComponent(BRIDGE)}&key=${KEY.toUpperCase()}`);
    expect(parseV1Uri(`  ${upper}\n`)?.key).toBe(KEY);
  });

  it('accepts the parameters in any order and an unencoded bridge', () => {
    expect(parseV1Uri(uri(`key=${KEY}&bridge=http://127.0.0.1:9995`))?.bridge).toBe(
      'http://127.0.0.1:9995',
    );
  });

  it('refuses a URI without a bridge', () => {
    expect(parseV1Uri(uri(`key=${KEY}`))).toBeNull();
  });

  it('refuses a URI without a key', () => {
    expect(parseV1Uri(uri(`bridge=${encodeURIComponent(BRIDGE)}`))).toBeNull();
  });

  it('refuses a key of the wrong length', () => {
    expect(parseV1Uri(uri(`bridge=${encodeURIComponent(BRIDGE)}&key=${KEY.slice(2)}`))).toBeNull();
  });

  it('refuses a key that is not hex', () => {
    expect(
      parseV1Uri(uri(`bridge=${encodeURIComponent(BRIDGE)}&key=${'zz'.repeat(32)}`)),
    ).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'ftp://bridge.example.org',
    'data:text/plain,x',
    'not a url',
    'https://user:pass@bridge.example.org',
  ])('refuses the bridge %s', (bridge) => {
    expect(parseV1Uri(uri(`bridge=${encodeURIComponent(bridge)}&key=${KEY}`))).toBeNull();
  });

  it('accepts ws and wss bridges', () => {
    expect(parseV1Uri(uri(`bridge=${encodeURIComponent('wss://b.example')}&key=${KEY}`))).not.toBe(
      null,
    );
    expect(parseV1Uri(uri(`bridge=${encodeURIComponent('ws://127.0.0.1:1')}&key=${KEY}`))).not.toBe(
      null,
    );
  });

  it('refuses a topic with characters a record id must not hold', () => {
    expect(parseV1Uri(good.replace(TOPIC, 'a:b'))).toBeNull();
    expect(parseV1Uri(good.replace(TOPIC, 'x'.repeat(101)))).toBeNull();
  });

  it('refuses other versions and a session URI without parameters', () => {
    expect(parseV1Uri(good.replace('@1?', '@2?'))).toBeNull();
    expect(parseV1Uri(`wc:${TOPIC}@1`)).toBeNull();
    expect(parseV1Uri('')).toBeNull();
  });
});

describe('isV1Uri', () => {
  it('tells v1 URIs from v2 ones, valid or not', () => {
    expect(isV1Uri(good)).toBe(true);
    expect(isV1Uri(`wc:${TOPIC}@1?key=bad`)).toBe(true);
    expect(isV1Uri(`wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${KEY}`)).toBe(false);
    expect(isV1Uri('https://example.org')).toBe(false);
  });
});

describe('bridges', () => {
  it('treats http and ws (https and wss) as the same endpoint', () => {
    expect(sameBridge('http://127.0.0.1:9995', 'ws://127.0.0.1:9995/')).toBe(true);
    expect(sameBridge('https://b.example/x', 'wss://b.example/x/')).toBe(true);
    expect(sameBridge('http://b.example', 'https://b.example')).toBe(false);
    expect(sameBridge('https://b.example:444', 'https://b.example')).toBe(false);
    expect(sameBridge('https://b.example/x', 'https://b.example/y')).toBe(false);
  });

  it('allows any secure bridge when none is configured', () => {
    expect(checkBridge('https://b.example', undefined)).toEqual({ ok: true });
  });

  it('allows only the configured bridge when one is configured', () => {
    expect(checkBridge('https://b.example', 'wss://b.example')).toEqual({ ok: true });
    expect(checkBridge('https://evil.example', 'https://b.example')).toEqual({
      ok: false,
      reason: 'other-bridge',
    });
  });

  it('allows plain http and ws only on this machine', () => {
    expect(checkBridge('http://127.0.0.1:9995', undefined)).toEqual({ ok: true });
    expect(checkBridge('ws://localhost:9995', undefined)).toEqual({ ok: true });
    expect(checkBridge('http://bridge.example', undefined)).toEqual({
      ok: false,
      reason: 'insecure',
    });
    expect(checkBridge('javascript:alert(1)', undefined)).toEqual({
      ok: false,
      reason: 'insecure',
    });
  });

  it('derives the socket URL like the v1 socket transport', () => {
    const http = new URL(bridgeSocketUrl('http://127.0.0.1:9995'));
    expect(http.protocol).toBe('ws:');
    expect(http.host).toBe('127.0.0.1:9995');
    expect(Object.fromEntries(http.searchParams)).toEqual({
      env: 'browser',
      protocol: 'wc',
      version: '1',
    });
    expect(new URL(bridgeSocketUrl('https://b.example/path')).href).toMatch(
      /^wss:\/\/b\.example\/path\?/,
    );
    expect(() => bridgeSocketUrl('ftp://b.example')).toThrow();
  });
});
