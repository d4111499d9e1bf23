import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { bytesToBase64, bytesToBase64Url } from '../encoding/base64';
import { utf8Encode } from '../encoding/utf8';
import type { PaymentLink } from '../payments/payment-link';
import {
  callbackConfigJson,
  decodeCallbackConfig,
  decodeGatewayPath,
  encodeGatewayLink,
  isHttpsCallbackUrl,
} from './gateway-link';

const payTo = generateAccount().addr.toString();
const link: PaymentLink = {
  payTo,
  amount: 1_500_000n,
  asset: 312769n,
  note: 'order/42 ü?&=',
  noteIsEditable: false,
  fee: 2000n,
};
const segments = (path: string) => path.split('/').slice(2);
const b64 = (text: string) => bytesToBase64(utf8Encode(text));
const b64url = (text: string) => bytesToBase64Url(utf8Encode(text));

describe('encodeGatewayLink / decodeGatewayPath', () => {
  it('round-trips a link with both callbacks', () => {
    const settings = { success: 'https://shop.example/ok?id=1', cancel: 'https://shop.example/no' };
    const path = encodeGatewayLink(link, settings);
    expect(path).toMatch(/^\/gateway\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/);
    const [payment, config] = segments(path);
    expect(decodeGatewayPath(payment!, config)).toEqual({ ok: true, payment: link, settings });
  });

  it('leaves the settings segment out without callback URLs', () => {
    expect(segments(encodeGatewayLink(link))).toHaveLength(1);
    expect(segments(encodeGatewayLink(link, {}))).toHaveLength(1);
    const only = encodeGatewayLink(link, { cancel: 'https://a.example' });
    const [payment, config] = segments(only);
    expect(decodeGatewayPath(payment!, config)).toMatchObject({
      ok: true,
      settings: { cancel: 'https://a.example' },
    });
  });

  it('reads standard base64 first, then URL-safe', () => {
    // '~' bytes give '+' in standard base64 ('-' in URL-safe); this text also needs padding.
    const text = `algorand://${payTo}?amount=5&label=~~~~~~`;
    expect(b64(text)).toMatch(/\+.*=$/);
    for (const encoded of [b64(text), b64url(text), `${b64url(text)}==`]) {
      const result = decodeGatewayPath(encoded);
      expect(result).toMatchObject({ ok: true, payment: { amount: 5n, label: '~~~~~~' } });
    }
  });

  it('gives typed errors for a malformed payment segment', () => {
    expect(decodeGatewayPath('%%%')).toEqual({ ok: false, error: 'payment-link-encoding' });
    expect(decodeGatewayPath(bytesToBase64Url(new Uint8Array([0xff, 0xfe])))).toEqual({
      ok: false,
      error: 'payment-link-encoding',
    });
    expect(decodeGatewayPath('A'.repeat(20_000))).toEqual({
      ok: false,
      error: 'payment-link-encoding',
    });
    expect(decodeGatewayPath(b64url('algorand://NOTANADDRESS?amount=1'))).toMatchObject({
      ok: false,
      error: 'payment-link',
      linkError: { code: 'invalid-address' },
    });
    expect(decodeGatewayPath(b64url(`algorand://${payTo}?amount=-1`))).toMatchObject({
      error: 'payment-link',
      linkError: { code: 'invalid-amount' },
    });
    expect(decodeGatewayPath(b64url(`algorand://${payTo}?note=x`))).toEqual({
      ok: false,
      error: 'payment-link-amount',
    });
  });

  it('gives typed errors for malformed settings', () => {
    const payment = segments(encodeGatewayLink(link))[0]!;
    const withSettings = (json: string) => decodeGatewayPath(payment, b64url(json));
    expect(decodeGatewayPath(payment, '%%%')).toEqual({ ok: false, error: 'settings-encoding' });
    expect(withSettings('{not json')).toEqual({ ok: false, error: 'settings-encoding' });
    expect(withSettings('[]')).toEqual({ ok: false, error: 'settings' });
    expect(withSettings('{"success":1}')).toEqual({ ok: false, error: 'settings' });
    expect(withSettings('{"other":"https://a.example"}')).toEqual({ ok: false, error: 'settings' });
    expect(withSettings('{"cancel":"http://a.example"}')).toEqual({
      ok: false,
      error: 'callback-url',
      field: 'cancel',
    });
    expect(withSettings('{"success":"javascript:alert(1)"}')).toMatchObject({
      error: 'callback-url',
      field: 'success',
    });
    expect(decodeGatewayPath(payment, 'A'.repeat(10_000))).toEqual({
      ok: false,
      error: 'settings-encoding',
    });
  });

  it('treats an empty settings segment as none', () => {
    const payment = segments(encodeGatewayLink(link))[0]!;
    expect(decodeGatewayPath(payment, '')).toMatchObject({ ok: true, settings: {} });
    expect(decodeCallbackConfig(b64url('{}'))).toEqual({ ok: true, settings: {} });
  });
});

describe('callback URLs', () => {
  it('honours only https URLs with a host', () => {
    expect(isHttpsCallbackUrl('https://shop.example/paid')).toBe(true);
    for (const url of [
      'http://shop.example',
      'HTTPS://shop.example',
      'https://',
      'https:// shop.example',
      ' https://shop.example',
      'javascript:alert(1)',
      `https://shop.example/${'a'.repeat(2048)}`,
    ]) {
      expect(isHttpsCallbackUrl(url), url).toBe(false);
    }
  });

  it('writes the config JSON in a fixed order without empty keys', () => {
    expect(callbackConfigJson({ cancel: 'https://c.example', success: 'https://s.example' })).toBe(
      '{"success":"https://s.example","cancel":"https://c.example"}',
    );
    expect(callbackConfigJson({ success: '' })).toBe('{}');
  });
});
