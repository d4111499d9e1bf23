import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './app-config';

describe('parseAppConfig', () => {
  it('keeps valid overrides', () => {
    expect(
      parseAppConfig({ env: 'sandbox', algod: 'http://127.0.0.1:4001', languages: ['en', 'sk'] }),
    ).toMatchObject({ env: 'sandbox', algod: 'http://127.0.0.1:4001', languages: ['en', 'sk'] });
  });
  it('ignores anything invalid as a whole, silently', () => {
    expect(parseAppConfig('not json')).toEqual({});
    expect(parseAppConfig(null)).toEqual({});
    expect(parseAppConfig([1, 2])).toEqual({});
    expect(parseAppConfig({ env: 'moon' })).toEqual({});
    expect(parseAppConfig({ algod: 'javascript:alert(1)x' })).toEqual({});
    expect(parseAppConfig({ languages: ['xx'] })).toEqual({});
  });
});
