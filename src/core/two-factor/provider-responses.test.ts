import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import {
  parseConfirmResponse,
  parseRealm,
  parseSetupResponse,
  parseSignResponse,
} from './provider-responses';

describe('provider answers', () => {
  it('reads the realm as text or as a JSON string', () => {
    expect(parseRealm('2FA#ARC14')).toBe('2FA#ARC14');
    expect(parseRealm('"2FA#ARC14"\n')).toBe('2FA#ARC14');
  });

  it.each([false, '', '   ', '""', { realm: 'x' }, 'x'.repeat(201)])(
    'fails with the spec text for realm %s',
    (body) => {
      expect(() => parseRealm(body)).toThrow('Unable to fetch realm from the provider');
    },
  );

  it('reads the setup answer and normalises the manual key', () => {
    expect(
      parseSetupResponse({
        account: 'Algow',
        manualEntryKey: 'jbsw y3dp ehpk 3pxp',
        qrCodeSetupImageUrl: 'data:image/png;base64,iVBORw0KGgo=',
      }),
    ).toEqual({
      manualEntryKey: 'JBSWY3DPEHPK3PXP',
      qrCodeSetupImageUrl: 'data:image/png;base64,iVBORw0KGgo=',
    });
  });

  it.each([
    ['an http image', { qrCodeSetupImageUrl: 'http://qr.example.com/x.png' }],
    ['a script URL', { qrCodeSetupImageUrl: 'javascript:alert(1)' }],
    ['an html data URL', { qrCodeSetupImageUrl: 'data:text/html;base64,PGI+' }],
    ['a key that is not base32', { manualEntryKey: 'not-base32-1890!' }],
    ['a short key', { manualEntryKey: 'ABCDEF' }],
  ])('refuses a setup answer with %s', (_, change) => {
    const good = {
      manualEntryKey: 'JBSWY3DPEHPK3PXP',
      qrCodeSetupImageUrl: 'https://qr.example.com/a.png',
    };
    expect(parseSetupResponse(good)).toBeTruthy();
    expect(() => parseSetupResponse({ ...good, ...change })).toThrow(
      expect.objectContaining({ code: 'invalid-response' }),
    );
  });

  it('reads the two-factor account as text or JSON string, and only a valid address', () => {
    const address = generateAccount().addr.toString();
    expect(parseConfirmResponse(address)).toBe(address);
    expect(parseConfirmResponse(JSON.stringify(address))).toBe(address);
    expect(() =>
      parseConfirmResponse(
        address.slice(0, 20) + (address[20] === 'A' ? 'B' : 'A') + address.slice(21),
      ),
    ).toThrow(expect.objectContaining({ code: 'invalid-response' }));
    expect(() => parseConfirmResponse(true)).toThrow(
      expect.objectContaining({ code: 'invalid-response' }),
    );
  });

  it('reads a signed transaction as base64', () => {
    expect(parseSignResponse('"gqNzaWfEQA=="')).toBe('gqNzaWfEQA==');
    expect(() => parseSignResponse('<html>')).toThrow(
      expect.objectContaining({ code: 'invalid-response' }),
    );
  });
});
