import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { emptyPayForm } from '../../core/payments/pay-form';
import { payersOf, sameNetwork, valuesFromLink } from './pay-page-rules';

const account = (name: string, extra: Partial<PublicAccount> = {}): PublicAccount => ({
  addr: generateAccount().addr.toString(),
  name,
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
  ...extra,
});

describe('pay page rules', () => {
  it('matches a link network by short name, genesis id or environment', () => {
    expect(sameNetwork('testnet', 'testnet-v1.0', 'testnet')).toBe(true);
    expect(sameNetwork('TestNet-v1.0', 'testnet-v1.0', 'custom')).toBe(true);
    expect(sameNetwork('sandbox', 'dockernet-v1', 'sandbox')).toBe(true);
    expect(sameNetwork('mainnet', 'testnet-v1.0', 'testnet')).toBe(false);
    // A prefix of another name is not the same network.
    expect(sameNetwork('test', 'testnet-v1.0', 'testnet')).toBe(false);
  });

  it('fills the form from a link, leaving the amount for the asset decimals', () => {
    const base = emptyPayForm('FROM');
    const filled = valuesFromLink(base, {
      payTo: 'TO',
      amount: 5n,
      asset: 31n,
      fee: 2000n,
      noteBytes: new Uint8Array([1, 2]),
      noteIsEditable: false,
    } as never);
    expect(filled).toMatchObject({
      payFrom: 'FROM',
      payToMode: 'other',
      payToOther: 'TO',
      assetId: '31',
      amount: '',
      fee: '0.002',
      note: 'AQI=',
      noteIsBase64: true,
    });
  });

  it("fills the fee as the field's own text, never grouped, whatever the language", () => {
    const filled = valuesFromLink(emptyPayForm('FROM'), {
      payTo: 'TO',
      fee: 1_234_500_000n,
      noteIsEditable: true,
    } as never);
    expect(filled.fee).toBe('1234.5');
  });

  it('offers only visible signing accounts of this network as payers', () => {
    const key = account('Key');
    const hidden = account('Hidden', { isHidden: true });
    const elsewhere = account('Elsewhere', { network: 'mainnet-v1.0' });
    const watch = account('Watch', { type: 'public', hasSecret: false });
    expect(payersOf([key, hidden, elsewhere, watch], 'testnet-v1.0')).toEqual([key]);
  });
});
