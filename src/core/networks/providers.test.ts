import { describe, expect, it } from 'vitest';
import { parseProviderList, selectableProviders, SHIPPED_PROVIDERS } from './providers';

describe('node providers', () => {
  it('never offers providers that need registration', () => {
    const mainnet = selectableProviders(
      SHIPPED_PROVIDERS.mainnet?.algod,
      'https://mainnet-api.4160.nodely.dev',
    );
    expect(mainnet.map((p) => p.providerName)).toEqual(['Nodely', 'AlgoNode']);
  });
  it('keeps the environment default selectable even when the list lacks it', () => {
    expect(selectableProviders([], 'http://localhost:4001')).toEqual([
      { host: 'http://localhost:4001', providerName: 'http://localhost:4001' },
    ]);
  });
  it('validates a downloaded list entry by entry', () => {
    expect(
      parseProviderList([
        { host: 'https://node.example/', providerName: 'Example' },
        { host: 'http://plain.example', providerName: 'No TLS' },
        { host: 'javascript:alert(1)' },
        'garbage',
        { host: 'https://reg.example', providerName: 'Reg', registrationRequired: true },
      ]),
    ).toEqual([
      { host: 'https://node.example', providerName: 'Example', registrationRequired: false },
      { host: 'https://reg.example', providerName: 'Reg', registrationRequired: true },
    ]);
    expect(parseProviderList({ not: 'a list' })).toEqual([]);
  });
});
