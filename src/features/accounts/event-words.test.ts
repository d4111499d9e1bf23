import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../../core/history/events';
import { formatAmountWithUnit, separatorsFor } from '../../core/format/amount';
import { nativeUnits } from '../../core/format/asset-units';
import type { TFunction } from '../../i18n/react';
import { eventWords } from './event-words';

// The words are checked with a key-echoing t: which sentence, which texts, which sign.
const t = ((key: string) => key) as unknown as TFunction;
const separators = separatorsFor('en');
const ctx = {
  t,
  format: (amount: bigint, units: { decimals: number; unitName: string }, o?: object) =>
    formatAmountWithUnit(amount, units.decimals, units.unitName, separators, o),
  unitsOf: () => nativeUnits('Algo'),
  nameOf: (address: string) => (address === 'BOB' ? 'Bob' : undefined),
};
const sent: ActivityEvent = {
  id: 'TX1',
  txs: [],
  kind: 'tokenTransfer',
  appId: 1004n,
  direction: 'sent',
  counterparty: 'BOB',
  value: 12_500_000n,
};

describe('eventWords of an ARC-200 transfer', () => {
  it('says the transfer in the token units, in place of the app call', () => {
    const tokenOf = (appId: bigint) =>
      appId === 1004n ? { decimals: 6, unitName: 'TKN', name: 'Test Token' } : undefined;
    const words = eventWords(sent, { ...ctx, tokenOf });
    expect(words?.template).toBe('arc200.sent');
    expect(words?.texts).toEqual(['12.5\u00a0TKN', 'Bob']);
    expect(words?.icon).toBe('out');
    expect(words?.amounts).toEqual(['−12.5\u00a0TKN']);
  });

  it("reads as the app call until the token's units are known", () => {
    expect(eventWords(sent, ctx)?.template).toBe('overview.activity.event.appCall');
  });
});
