import { describe, expect, it } from 'vitest';
import {
  canSign,
  ownSignerKind,
  resolveSigner,
  signsForItself,
  usesMultisigFlow,
} from './capabilities';
import { publicAccount } from '../../test/public-account';

const acct = publicAccount;

const keyed = acct('KEY', { hasSecret: true });
const watch = acct('WATCH', { type: 'public' });
const ledger = acct('LEDGER', { type: 'ledger', slot: 0 });
const msig = acct('MSIG', {
  type: 'msig',
  params: { version: 1, threshold: 2, addrs: ['KEY', 'X'] },
});
const wc = acct('WC', { type: 'wc', ver: 2, hasSession: true });
const hd = acct('HD', { type: 'hd', hasHdSecret: true, hd: { accountIndex: 0 } });
const hdNoRoot = acct('HD2', { type: 'hd', hd: { accountIndex: 1 } });
const wallet = [keyed, watch, ledger, msig, wc, hd, hdNoRoot];

describe('account capabilities', () => {
  it('knows how each type signs on its own', () => {
    expect(wallet.map(ownSignerKind)).toEqual([
      'key',
      'none',
      'ledger',
      'multisig',
      'walletconnect',
      'hd',
      'none',
    ]);
  });

  it('says which accounts sign for themselves: a stored key, an HD key, a Ledger', () => {
    expect(wallet.map((a) => signsForItself(a))).toEqual([
      true, // stored key
      false, // watch
      true, // Ledger
      false, // multisig: its members sign
      false, // phone wallet
      true, // HD with its phrase
      false, // HD without its phrase
    ]);
    // A stored key wins over the type, as in ownSignerKind.
    expect(signsForItself(acct('MSIGKEY', { type: 'msig', hasSecret: true }))).toBe(true);
    expect(signsForItself(acct('WC1', { type: 'wc', ver: 1 }))).toBe(false);
  });

  it('asks a Ledger for its slot only when told to (a 2FA token is signed on the device)', () => {
    const slotless = acct('NOSLOT', { type: 'ledger' });
    expect(signsForItself(slotless)).toBe(true);
    expect(signsForItself(slotless, { needsLedgerSlot: true })).toBe(false);
    expect(signsForItself(ledger, { needsLedgerSlot: true })).toBe(true);
    expect(signsForItself({ ...slotless, hasSecret: true }, { needsLedgerSlot: true })).toBe(true);
    expect(signsForItself(keyed, { needsLedgerSlot: true })).toBe(true);
    expect(signsForItself(hd, { needsLedgerSlot: true })).toBe(true);
    expect(signsForItself(watch, { needsLedgerSlot: true })).toBe(false);
  });

  it('lets watch-only accounts neither pay nor sign', () => {
    expect(canSign(watch, wallet)).toBe(false);
    expect(canSign(keyed, wallet)).toBe(true);
    expect(canSign(ledger, wallet)).toBe(true);
    expect(canSign(wc, wallet)).toBe(true);
  });

  it('leaves WalletConnect v1 remote signers without a signer (their bridge is gone)', () => {
    const v1 = acct('WC1', { type: 'wc', ver: 1, hasSession: true });
    expect(ownSignerKind(v1)).toBe('none');
    expect(canSign(v1, [...wallet, v1])).toBe(false);
  });

  it('follows a rekey to an own account, one hop only', () => {
    const rekeyedWatch = { ...watch, rekeyedTo: 'KEY' };
    expect(resolveSigner(rekeyedWatch, wallet)).toEqual({
      kind: 'key',
      signer: keyed,
      rekeyed: true,
    });
    // The target's own rekey does not matter: its key signs.
    const target = { ...keyed, rekeyedTo: 'LEDGER' };
    expect(resolveSigner({ ...watch, rekeyedTo: 'KEY' }, [target, watch]).kind).toBe('key');
  });

  it('prefers the chain auth address over the stored rekeyedTo', () => {
    expect(resolveSigner(watch, wallet, 'LEDGER').kind).toBe('ledger');
    expect(resolveSigner({ ...keyed, rekeyedTo: 'LEDGER' }, wallet, 'KEY').kind).toBe('key');
  });

  it('cannot sign an account rekeyed away to a foreign address, even with its own key', () => {
    expect(resolveSigner(keyed, wallet, 'FOREIGN')).toEqual({
      kind: 'none',
      signer: null,
      rekeyed: true,
    });
    expect(canSign({ ...keyed, rekeyedTo: 'FOREIGN' }, wallet)).toBe(false);
  });

  it('routes multisig accounts and accounts rekeyed to one through the proposal flow', () => {
    expect(usesMultisigFlow(msig, wallet)).toBe(true);
    expect(usesMultisigFlow({ ...watch, rekeyedTo: 'MSIG' }, wallet)).toBe(true);
    expect(usesMultisigFlow(keyed, wallet)).toBe(false);
  });
});
