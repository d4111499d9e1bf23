import { describe, expect, it } from 'vitest';
import { ledgerTransportUrl } from './ledger-config';

describe('ledgerTransportUrl', () => {
  it.each(['http://127.0.0.1:9998', 'http://localhost:5000/apdu', 'http://[::1]:40000'])(
    'accepts the loopback emulator %s',
    (url) => expect(ledgerTransportUrl({ env: 'sandbox', ledgerTransportUrl: url })).toBe(url),
  );

  it.each([
    'https://ledger.example.com',
    'http://10.0.0.5:9998',
    'ftp://127.0.0.1',
    'javascript:alert(1)',
    'not a url',
    42,
  ])('ignores %s', (url) => {
    expect(ledgerTransportUrl({ ledgerTransportUrl: url })).toBeNull();
  });

  it('is null without the field', () => {
    expect(ledgerTransportUrl({})).toBeNull();
    expect(ledgerTransportUrl(null)).toBeNull();
  });
});
