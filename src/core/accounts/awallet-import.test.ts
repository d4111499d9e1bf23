import { decodeAnyWalletData } from './any-wallet-data';
import CryptoJS from 'crypto-js';
import { generateAccount, multisigAddress, type Account } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { base64ToBytes } from '../encoding/base64';
import { utf8Encode } from '../encoding/utf8';
import { openVault, sealWithKey } from '../vault/vault';
import { VaultError } from '../vault/vault-error';
import { convertAWallet, isAWalletPlaintext, type AWalletImportIssue } from './awallet-import';
import {
  decodeWalletData,
  encodeWalletData,
  publicView,
  type StoredAccount,
} from './stored-account';

const HD_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon ' +
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon art';

const s = (a: Account) => a.addr.toString();

const basic = generateAccount();
const watched = generateAccount();
const signerA = generateAccount();
const signerB = generateAccount();
const signerC = generateAccount();
const ledger = generateAccount();
const ledger0 = generateAccount();
const wc2 = generateAccount();
const wc1 = generateAccount();
const primary = generateAccount();
const recovery = generateAccount();
const twoFactorKey = generateAccount();
const emailSaved = generateAccount();
const emailNotSaved = generateAccount();
const hdRoot = generateAccount();
const hdChild = generateAccount();
const falcon = generateAccount();
const noAddr = generateAccount();
const rekeyed = generateAccount();
const mismatchKey = generateAccount();
const mismatchAddr = generateAccount();
const brokenPk = generateAccount();

const msigParams = { version: 1, threshold: 2, addrs: [s(signerA), s(signerB), s(signerC)] };
const msigAddr = multisigAddress(msigParams); // an algosdk v3 Address object
const twoFaParams = {
  version: 1,
  threshold: 2,
  addrs: [s(primary), s(recovery), s(twoFactorKey)].sort(),
};
const twoFaAddr = multisigAddress(twoFaParams);

const brokenSk = Uint8Array.from(brokenPk.sk);
brokenSk[40] = brokenSk[40]! ^ 0xff;

/** What A-Wallet's store held before `JSON.stringify(state.wallet, bigintReplacer)`. */
function awalletState(): Record<string, unknown> {
  return {
    name: 'w2',
    isOpen: true,
    time: '2025-01-01T00:00:00.000Z',
    pass: 'U2FsdGVkX1/P98d6R7QllvTWEyp77oEiZ1kkr6NOcNQ=',
    algodHost: [],
    transaction: {},
    lastPayTo: s(watched),
    lastActiveAccount: basic.addr, // Address object, as algosdk v3 returned it
    lastActiveAccountName: 'Spending',
    wc: { 'wc@2:core:0.3//keychain': '{"abc":"def"}' },
    privateAccounts: [
      // 0: basic account straight from mnemonicToSecretKey: no type, Address + Uint8Array
      {
        ...basic,
        name: 'Spending',
        network: 'mainnet-v1.0',
        amount: 5_000_000,
        data: {
          'mainnet-v1.0': {
            amount: 123456789012345678n,
            assets: [{ 'asset-id': 31566704n, amount: '1500000' }],
          },
        },
      },
      // 1: watch account
      { name: 'Watch', addr: s(watched), address: s(watched), amount: '42' },
      // 2: multisig whose address is an Address object
      {
        addr: msigAddr,
        address: msigAddr,
        name: 'Team',
        params: msigParams,
        network: 'mainnet-v1.0',
        type: 'msig',
      },
      // 3: ledger, slot as a string
      {
        name: 'Nano',
        addr: s(ledger),
        addr0: s(ledger0),
        slot: '2',
        network: 'mainnet-v1.0',
        type: 'ledger',
      },
      // 4, 5: WalletConnect v2 and v1
      {
        name: 'Pera',
        addr: s(wc2),
        session: { topic: 'abc', peer: { metadata: { name: 'Pera' } } },
        ver: '2',
        type: 'wc',
      },
      {
        name: 'Old WC',
        addr: s(wc1),
        session: { key: 'deadbeef', bridge: 'https://b' },
        ver: '1',
        type: 'wc',
      },
      // 6, 7: 2FA multisig and its hidden provider account
      {
        addr: twoFaAddr,
        address: twoFaAddr,
        name: 'Savings',
        params: twoFaParams,
        type: '2fa',
        primaryAccount: s(primary),
        recoveryAccount: s(recovery),
        twoFactorAccount: s(twoFactorKey),
        network: 'mainnet-v1.0',
      },
      {
        addr: s(twoFactorKey),
        address: s(twoFactorKey),
        name: '2FA Savings',
        type: '2faApi',
        primaryAccount: s(primary),
        recoveryAccount: s(recovery),
        multisigAccount: twoFaAddr,
        network: 'mainnet-v1.0',
        isHidden: true,
        twoFactorAuthProvider: 'biatec-2fa',
      },
      // 8, 9: ARC-76 accounts with and without the saved key
      {
        ...emailSaved,
        address: emailSaved.addr,
        savePassword: true,
        name: 'Email',
        email: 'a@example.com',
        network: 'mainnet-v1.0',
        type: 'emailPwd',
      },
      {
        addr: s(emailNotSaved),
        address: s(emailNotSaved),
        savePassword: false,
        name: 'Email 2',
        email: 'b@example.com',
        type: 'emailPwd',
      },
      // 10, 11: automatic HD "Main account" and a derived HD account
      {
        name: 'Main account',
        addr: s(hdRoot),
        type: 'hd',
        hdMnemonic: HD_MNEMONIC,
        hdRootAddr: s(hdRoot),
        hdAccountIndex: 0,
      },
      { name: 'HD 1', addr: s(hdChild), type: 'hd', hdRootAddr: s(hdRoot), hdAccountIndex: '1' },
      // 12: a type this version does not model
      { name: 'PQ', addr: s(falcon), type: 'falcon1024', falconPrivateKey: { 0: 9, 1: 8, 2: 7 } },
      // 13: secret key but no address
      { name: 'No addr', sk: noAddr.sk },
      // 14: rekeyed, recorded per network in `data`
      {
        name: 'Rekeyed',
        addr: s(rekeyed),
        network: 'mainnet-v1.0',
        data: { 'mainnet-v1.0': { rekeyedTo: s(basic), amount: '7' } },
      },
      // 15: the watched address again, now with its key (plain-array sk)
      { name: 'Watch imported', addr: s(watched), sk: Array.from(watched.sk) },
      // 16: garbage
      'oops',
      // 17: key that belongs to another address
      { name: 'Mismatch', addr: s(mismatchAddr), sk: mismatchKey.sk },
      // 18: key whose public half is corrupted
      { name: 'Broken pk', addr: s(brokenPk), sk: brokenSk },
      // 19: a second listing of the 2FA multisig rekeyed to itself
      { name: 'Self rekey', addr: s(signerA), rekeyedTo: s(signerA), isHidden: 'false' },
    ],
  };
}

function awalletJson(): string {
  return JSON.stringify(awalletState(), (_k, v: unknown) =>
    typeof v === 'bigint' ? v.toString() : v,
  );
}

function convert() {
  return convertAWallet(JSON.parse(awalletJson()));
}

function find(accounts: StoredAccount[], addr: string): StoredAccount {
  const account = accounts.find((a) => a.addr === addr);
  expect(account, addr).toBeDefined();
  return account!;
}

function issue(
  issues: AWalletImportIssue[],
  code: AWalletImportIssue['code'],
): AWalletImportIssue[] {
  return issues.filter((i) => i.code === code);
}

describe('convertAWallet', () => {
  it('recognises A-Wallet plaintext', () => {
    expect(isAWalletPlaintext(JSON.parse(awalletJson()))).toBe(true);
    expect(isAWalletPlaintext({ privateAccounts: {} })).toBe(false);
    expect(isAWalletPlaintext([])).toBe(false);
    expect(() => convertAWallet({ name: 'x' })).toThrow(VaultError);
  });

  it('keeps every account that has an address', () => {
    const { wallet } = convert();
    const expected = [
      basic,
      watched,
      ledger,
      wc2,
      wc1,
      twoFactorKey,
      emailSaved,
      emailNotSaved,
      hdRoot,
      hdChild,
      falcon,
      noAddr,
      rekeyed,
      mismatchKey,
      brokenPk,
      signerA,
    ].map(s);
    expected.push(msigAddr.toString(), twoFaAddr.toString());
    expect(new Set(wallet.accounts.map((a) => a.addr))).toEqual(new Set(expected));
    // 20 entries: one garbage entry, one duplicate merged.
    expect(wallet.accounts).toHaveLength(18);
  });

  it('never stores the session password or session flags', () => {
    const { wallet } = convert();
    const json = new TextDecoder().decode(encodeWalletData(wallet));
    expect(json).not.toContain('U2FsdGVkX1/P98d6R7QllvTWEyp77oEiZ1kkr6NOcNQ=');
    expect(wallet.extra).not.toHaveProperty('pass');
    expect(wallet.extra).not.toHaveProperty('isOpen');
    expect(wallet.extra).not.toHaveProperty('time');
  });

  it('maps wallet-level fields and keeps the rest', () => {
    const { wallet } = convert();
    expect(wallet.name).toBe('w2');
    expect(wallet.lastActiveAccount).toBe(s(basic));
    expect(wallet.lastActiveAccountName).toBe('Spending');
    expect(wallet.lastPayTo).toBe(s(watched));
    expect(wallet.extra).toEqual({
      algodHost: [],
      transaction: {},
      wc: { 'wc@2:core:0.3//keychain': '{"abc":"def"}' },
      unreadableAccounts: ['oops'],
    });
  });

  it('reads a basic account without a type, with an Address object and an index-keyed sk', () => {
    const { wallet } = convert();
    const a = find(wallet.accounts, s(basic));
    expect(a.type).toBe('basic');
    expect(a.name).toBe('Spending');
    expect(base64ToBytes(a.sk!)).toEqual(basic.sk);
    expect(a.network).toBe('mainnet-v1.0');
    // Chain cache kept verbatim, big amounts stay strings.
    expect(a.extra).toEqual({
      amount: 5_000_000,
      data: {
        'mainnet-v1.0': {
          amount: '123456789012345678',
          assets: [{ 'asset-id': '31566704', amount: '1500000' }],
        },
      },
    });
  });

  it('reads multisig and ledger accounts', () => {
    const { wallet } = convert();
    const msig = find(wallet.accounts, msigAddr.toString());
    expect(msig).toMatchObject({ type: 'msig', name: 'Team', params: msigParams });
    expect(msig.extra).toBeUndefined();
    expect(find(wallet.accounts, s(ledger))).toEqual({
      addr: s(ledger),
      name: 'Nano',
      type: 'ledger',
      addr0: s(ledger0),
      slot: 2,
      network: 'mainnet-v1.0',
    });
  });

  it('reads WalletConnect accounts with string versions', () => {
    const { wallet } = convert();
    expect(find(wallet.accounts, s(wc2))).toMatchObject({
      type: 'wc',
      ver: 2,
      session: { topic: 'abc' },
    });
    expect(find(wallet.accounts, s(wc1))).toMatchObject({
      type: 'wc',
      ver: 1,
      session: { key: 'deadbeef' },
    });
  });

  it('reads 2FA accounts and shares the provider with the 2fa account', () => {
    const { wallet } = convert();
    expect(find(wallet.accounts, twoFaAddr.toString())).toMatchObject({
      type: '2fa',
      params: twoFaParams,
      twoFactor: {
        primaryAccount: s(primary),
        recoveryAccount: s(recovery),
        twoFactorAccount: s(twoFactorKey),
        twoFactorAuthProvider: 'biatec-2fa',
      },
    });
    expect(find(wallet.accounts, s(twoFactorKey))).toEqual({
      addr: s(twoFactorKey),
      name: '2FA Savings',
      type: '2faApi',
      network: 'mainnet-v1.0',
      isHidden: true,
      twoFactor: {
        primaryAccount: s(primary),
        recoveryAccount: s(recovery),
        twoFactorAccount: s(twoFactorKey),
        multisigAccount: twoFaAddr.toString(),
        twoFactorAuthProvider: 'biatec-2fa',
      },
    });
  });

  it('reads ARC-76 accounts with and without a saved key', () => {
    const { wallet } = convert();
    const saved = find(wallet.accounts, s(emailSaved));
    expect(saved).toMatchObject({
      type: 'emailPwd',
      email: 'a@example.com',
      extra: { savePassword: true },
    });
    expect(base64ToBytes(saved.sk!)).toEqual(emailSaved.sk);
    const notSaved = find(wallet.accounts, s(emailNotSaved));
    expect(notSaved).toMatchObject({
      type: 'emailPwd',
      email: 'b@example.com',
      extra: { savePassword: false },
    });
    expect(notSaved.sk).toBeUndefined();
  });

  it('reads the HD main account and gives derived accounts the root mnemonic', () => {
    const { wallet } = convert();
    expect(find(wallet.accounts, s(hdRoot))).toEqual({
      addr: s(hdRoot),
      name: 'Main account',
      type: 'hd',
      hd: { mnemonic: HD_MNEMONIC, rootAddr: s(hdRoot), accountIndex: 0 },
    });
    expect(find(wallet.accounts, s(hdChild)).hd).toEqual({
      mnemonic: HD_MNEMONIC,
      rootAddr: s(hdRoot),
      accountIndex: 1,
    });
  });

  it('keeps an account of an unknown type as watch-only with its fields', () => {
    const { wallet, issues } = convert();
    expect(find(wallet.accounts, s(falcon))).toEqual({
      addr: s(falcon),
      name: 'PQ',
      type: 'public',
      extra: { type: 'falcon1024', falconPrivateKey: { 0: 9, 1: 8, 2: 7 } },
    });
    expect(issue(issues, 'unknown-type')).toEqual([
      { index: 12, addr: s(falcon), code: 'unknown-type', field: 'type' },
    ]);
  });

  it('derives a missing address from the secret key', () => {
    const { wallet, issues } = convert();
    expect(find(wallet.accounts, s(noAddr))).toMatchObject({ type: 'basic', name: 'No addr' });
    expect(issue(issues, 'addr-from-sk')).toEqual([
      { index: 13, addr: s(noAddr), code: 'addr-from-sk', field: 'addr' },
    ]);
  });

  it("lifts the rekey target of the account's network out of data", () => {
    const { wallet } = convert();
    expect(find(wallet.accounts, s(rekeyed)).rekeyedTo).toBe(s(basic));
    expect(find(wallet.accounts, s(signerA)).rekeyedTo).toBeUndefined();
    expect(find(wallet.accounts, s(signerA)).isHidden).toBe(false);
  });

  it('merges a duplicate address, keeping the key and the first name', () => {
    const { wallet, issues } = convert();
    const a = find(wallet.accounts, s(watched));
    expect(a.type).toBe('basic');
    expect(a.name).toBe('Watch');
    expect(base64ToBytes(a.sk!)).toEqual(watched.sk);
    expect(a.extra).toEqual({ amount: '42' });
    expect(issue(issues, 'merged-duplicate')).toEqual([
      { index: 15, addr: s(watched), code: 'merged-duplicate' },
    ]);
  });

  it('keeps unreadable entries in the wallet extras', () => {
    const { issues } = convert();
    expect(issue(issues, 'unreadable-account')).toEqual([
      { index: 16, code: 'unreadable-account' },
    ]);
  });

  it("uses the key's address when the key belongs to another address", () => {
    const { wallet, issues } = convert();
    expect(find(wallet.accounts, s(mismatchKey))).toMatchObject({
      name: 'Mismatch',
      type: 'basic',
      extra: { originalAddr: s(mismatchAddr) },
    });
    expect(wallet.accounts.some((a) => a.addr === s(mismatchAddr))).toBe(false);
    expect(issue(issues, 'addr-mismatch')).toHaveLength(1);
  });

  it('recomputes a corrupted public half from the seed', () => {
    const { wallet, issues } = convert();
    expect(base64ToBytes(find(wallet.accounts, s(brokenPk)).sk!)).toEqual(brokenPk.sk);
    expect(issue(issues, 'sk-repaired')).toEqual([
      { index: 18, addr: s(brokenPk), code: 'sk-repaired', field: 'sk' },
    ]);
  });

  it('accepts sk as Buffer JSON and keeps an invalid sk verbatim', () => {
    const k = generateAccount();
    const { wallet, issues } = convertAWallet({
      privateAccounts: [
        { addr: s(k), name: 'buf', sk: { type: 'Buffer', data: Array.from(k.sk) } },
        { addr: s(signerB), name: 'short', sk: { 0: 1, 1: 2 } },
      ],
    });
    expect(base64ToBytes(wallet.accounts[0]!.sk!)).toEqual(k.sk);
    expect(wallet.accounts[1]).toEqual({
      addr: s(signerB),
      name: 'short',
      type: 'public',
      extra: { sk: { 0: 1, 1: 2 } },
    });
    expect(issue(issues, 'sk-invalid')).toHaveLength(1);
  });

  it('keeps unreadable fields verbatim instead of dropping them', () => {
    const { wallet, issues } = convertAWallet({
      privateAccounts: [
        {
          addr: s(signerC),
          name: 7,
          type: 'msig',
          params: { version: 1, threshold: 3, addrs: ['bad'] },
          slot: -1,
          ver: 3,
          rekeyedTo: 'nowhere',
        },
      ],
    });
    expect(wallet.accounts[0]).toEqual({
      addr: s(signerC),
      name: '7',
      type: 'msig',
      extra: {
        params: { version: 1, threshold: 3, addrs: ['bad'] },
        slot: -1,
        ver: 3,
        rekeyedTo: 'nowhere',
      },
    });
    expect(issues.map((i) => i.field).sort()).toEqual(['params', 'rekeyedTo', 'slot', 'ver']);
  });

  it('produces data our codec round-trips, and a UI view without secrets', () => {
    const { wallet } = convert();
    expect(decodeWalletData(encodeWalletData(wallet))).toEqual(wallet);
    const views = JSON.stringify(wallet.accounts.map(publicView));
    expect(views).not.toContain('abandon');
    expect(views).not.toContain('deadbeef');
    expect(views).not.toContain('falconPrivateKey');
  });

  it('is what decodeAnyWalletData returns for A-Wallet plaintext', async () => {
    expect(await decodeAnyWalletData(utf8Encode(awalletJson()))).toEqual(convert().wallet);
    expect(() => decodeWalletData(utf8Encode(awalletJson()))).toThrow();
  });
});

describe('A-Wallet backup to Algow vault', () => {
  it('opens a CryptoJS backup, converts it and re-seals it in our format', async () => {
    const password = 'old A-Wallet password';
    const backup = CryptoJS.AES.encrypt(awalletJson(), password).toString();

    const opened = await openVault(backup, password);
    expect(opened.needsUpgrade).toBe(true);
    const wallet = await decodeAnyWalletData(opened.plaintext);
    const resealed = await sealWithKey(opened.vaultKey, encodeWalletData(wallet));

    const reopened = await openVault(resealed, password);
    expect(reopened.format).toBe('algow-v2');
    expect(reopened.needsUpgrade).toBe(false);
    expect(decodeWalletData(reopened.plaintext)).toEqual(wallet);
    expect(wallet.accounts).toHaveLength(18);
  });
});
