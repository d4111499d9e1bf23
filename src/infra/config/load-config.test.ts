import { describe, expect, it } from 'vitest';
import { loadAppConfig } from './load-config';

const respond = (body: string, init: ResponseInit) => async () => new Response(body, init);
const json = { headers: { 'content-type': 'application/json' } };

describe('loadAppConfig', () => {
  it('returns the validated config', async () => {
    expect(await loadAppConfig(respond('{"env":"sandbox"}', json))).toEqual({ env: 'sandbox' });
  });
  it('is silent on a missing file, HTML fallback, broken JSON, bad fields or a network error', async () => {
    expect(await loadAppConfig(respond('nope', { status: 404 }))).toEqual({});
    expect(
      await loadAppConfig(respond('<html>', { headers: { 'content-type': 'text/html' } })),
    ).toEqual({});
    expect(await loadAppConfig(respond('{not json', json))).toEqual({});
    expect(await loadAppConfig(respond('{"env":42}', json))).toEqual({});
    expect(
      await loadAppConfig(async () => {
        throw new TypeError('offline');
      }),
    ).toEqual({});
  });
});
