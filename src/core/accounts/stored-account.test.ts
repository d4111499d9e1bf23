import { decodeAnyWalletData } from './any-wallet-data';
import { generateAccount, multisigAddress } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../encoding/base64';
import { utf8Encode } from '../encoding/utf8';
import { VaultError } from '../vault/vault-error';
import {
  decodeWalletData,
  encodeSecretKey,
  encodeWalletData,
  mergeAccounts,
  publicView,
  secretKeyBytes,
  type StoredAccount,
  type WalletData,
} from './stored-account';

const key = generateAccount();
const KEY_ADDR = key.addr.toString();
const SK_B64 = bytesToBase64(key.sk);
const A = generateAccount().addr.toString();
const B = generateAccount().addr.toString();
const C = generateAccount().addr.toString();
const MSIG = multisigAddress({ version: 1, threshold: 2, addrs: [A, B, C] }).toString();
const MNEMONIC = `${'abandon '.repeat(23)}art`;

function wallet(accounts: StoredAccount[], more: Partial<WalletData> = {}): WalletData {
  return { format: 'algow-wallet', version: 1, name: 'Main', accounts, ...more };
}

const ACCOUNTS: StoredAccount[] = [
  { addr: KEY_ADDR, name: 'Spending', type: 'basic', sk: SK_B64, network: 'mainnet' },
  { addr: A, name: 'Watch', type: 'public', rekeyedTo: KEY_ADDR },
  {
    addr: MSIG,
    name: 'Team',
    type: 'msig',
    params: { version: 1, threshold: 2, addrs: [A, B, C] },
  },
  { addr: B, name: 'Nano', type: 'ledger', slot: 1, addr0: C },
  { addr: C, name: 'Pera', type: 'wc', ver: 2, session: { topic: 't', key: 'sym' } },
];

function expectMalformed(fn: () => unknown, detail?: string): void {
  let error: unknown;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(VaultError);
  expect((error as VaultError).code).toBe('malformed');
  if (detail !== undefined) expect((error as VaultError).detail).toBe(detail);
}

describe('encodeWalletData / decodeWalletData', () => {
  it('round-trips every field', () => {
    const data = wallet(
      [
        ...ACCOUNTS,
        {
          addr: generateAccount().addr.toString(),
          name: 'Main account',
          type: 'hd',
          hd: { mnemonic: MNEMONIC, rootAddr: A, accountIndex: 0 },
        },
        {
          addr: generateAccount().addr.toString(),
          name: '2FA',
          type: '2fa',
          params: { version: 1, threshold: 2, addrs: [A, B, C] },
          twoFactor: {
            primaryAccount: A,
            recoveryAccount: B,
            twoFactorAccount: C,
            twoFactorAuthProvider: 'p1',
          },
          email: 'a@b.c',
          isHidden: false,
          extra: { data: { mainnet: { amount: '1' } } },
        },
      ],
      {
        lastActiveAccount: KEY_ADDR,
        lastActiveAccountName: 'Spending',
        lastPayTo: A,
        extra: { wc: {} },
      },
    );
    expect(decodeWalletData(encodeWalletData(data))).toEqual(data);
  });

  it('keeps fields written by a newer version', () => {
    const data = {
      ...wallet([{ ...ACCOUNTS[0]!, futureFlag: true } as StoredAccount]),
      futureTop: 1,
    };
    const decoded = decodeWalletData(encodeWalletData(data)) as unknown as Record<string, unknown>;
    expect(decoded.futureTop).toBe(1);
    expect((decoded.accounts as Record<string, unknown>[])[0]!.futureFlag).toBe(true);
  });

  it('accepts A-Wallet plaintext', async () => {
    const awallet = { name: 'w2', privateAccounts: [{ name: 'Watch', addr: A }], pass: 'x' };
    const decoded = await decodeAnyWalletData(utf8Encode(JSON.stringify(awallet)));
    expect(decoded.format).toBe('algow-wallet');
    expect(decoded.accounts).toEqual([{ addr: A, name: 'Watch', type: 'public' }]);
  });

  it.each([
    ['invalid UTF-8', Uint8Array.from([0xff, 0xfe, 0x00])],
    ['not JSON', utf8Encode('hello')],
    ['a JSON of another shape', utf8Encode('{"accounts":[]}')],
    ['a JSON array', utf8Encode('[]')],
    ['empty bytes', new Uint8Array(0)],
  ])('rejects %s as malformed', (_label, bytes) => {
    expectMalformed(() => decodeWalletData(bytes));
  });

  it.each<[string, (w: Record<string, unknown>, a: Record<string, unknown>) => void, string]>([
    ['a bad address', (_w, a) => (a.addr = 'not-an-address'), 'accounts.0.addr'],
    ['a short secret key', (_w, a) => (a.sk = bytesToBase64(new Uint8Array(32))), 'accounts.0.sk'],
    ['an unknown type', (_w, a) => (a.type = 'falcon1024'), 'accounts.0.type'],
    ['a null network', (_w, a) => (a.network = null), 'accounts.0.network'],
    [
      'a threshold above the signer count',
      (_w, a) => (a.params = { version: 1, threshold: 4, addrs: [A, B, C] }),
      'accounts.0.params.threshold',
    ],
    ['a missing name', (w) => delete w.name, 'name'],
    ['version 0', (w) => (w.version = 0), 'version'],
  ])('rejects %s, naming only the path', (_label, edit, path) => {
    const data = JSON.parse(JSON.stringify(wallet([ACCOUNTS[0]!]))) as Record<string, unknown>;
    edit(data, (data.accounts as Record<string, unknown>[])[0]!);
    expectMalformed(() => decodeWalletData(utf8Encode(JSON.stringify(data))), path);
    expectMalformed(() => encodeWalletData(data as unknown as WalletData), path);
  });

  it('does not echo secrets in errors', () => {
    const data = wallet([{ ...ACCOUNTS[0]!, sk: `${SK_B64}AAAA` }]);
    try {
      encodeWalletData(data);
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain(SK_B64.slice(0, 20));
      expect(JSON.stringify(error)).not.toContain(SK_B64.slice(0, 20));
    }
  });

  it('reports a wallet written by a newer version as unsupported', () => {
    const bytes = utf8Encode(JSON.stringify({ ...wallet([]), version: 2 }));
    expect(() => decodeWalletData(bytes)).toThrow(
      expect.objectContaining({ code: 'unsupported-format' }),
    );
  });
});

describe('secret key helpers', () => {
  it('round-trips the secret key', () => {
    expect(secretKeyBytes(ACCOUNTS[0]!)).toEqual(key.sk);
    expect(encodeSecretKey(key.sk)).toBe(SK_B64);
    expect(secretKeyBytes(ACCOUNTS[1]!)).toBeUndefined();
    expect(() => encodeSecretKey(new Uint8Array(32))).toThrow(RangeError);
  });
});

describe('publicView', () => {
  it('drops the secret key, mnemonic, session and extras', () => {
    const hd: StoredAccount = {
      addr: A,
      name: 'Main account',
      type: 'hd',
      hd: { mnemonic: MNEMONIC, rootAddr: A, accountIndex: 0 },
      extra: { falconPrivateKey: { 0: 1 } },
    };
    const views = [...ACCOUNTS, hd].map(publicView);
    const json = JSON.stringify(views);
    expect(json).not.toContain(SK_B64);
    expect(json).not.toContain('abandon');
    expect(json).not.toContain('sym');
    expect(json).not.toContain('falconPrivateKey');
    expect(views[0]).toEqual({
      addr: KEY_ADDR,
      name: 'Spending',
      type: 'basic',
      network: 'mainnet',
      hasSecret: true,
      hasHdSecret: false,
      hasSession: false,
    });
    expect(views[4]).toMatchObject({ type: 'wc', ver: 2, hasSession: true, hasSecret: false });
    expect(views[5]).toEqual({
      addr: A,
      name: 'Main account',
      type: 'hd',
      hd: { rootAddr: A, accountIndex: 0 },
      hasSecret: false,
      hasHdSecret: true,
      hasSession: false,
    });
  });

  it('copies nested data so the view cannot change the stored account', () => {
    const msig = ACCOUNTS[2]!;
    const view = publicView(msig);
    view.params!.addrs.push('X');
    expect(msig.params!.addrs).toHaveLength(3);
  });
});

describe('mergeAccounts', () => {
  it('keeps every address from both sides', () => {
    const merged = mergeAccounts(ACCOUNTS.slice(0, 3), ACCOUNTS.slice(2));
    expect(merged.map((a) => a.addr)).toEqual(ACCOUNTS.map((a) => a.addr));
  });

  it('upgrades a watch entry with an incoming secret key but keeps the local name', () => {
    const watch: StoredAccount = {
      addr: KEY_ADDR,
      name: 'My key',
      type: 'public',
      network: 'testnet',
    };
    const imported: StoredAccount = { ...ACCOUNTS[0]!, extra: { data: 1 } };
    const [merged] = mergeAccounts([watch], [imported]);
    expect(merged).toEqual({
      addr: KEY_ADDR,
      name: 'My key',
      type: 'basic',
      sk: SK_B64,
      network: 'testnet',
      extra: { data: 1 },
    });
  });

  it('never loses a secret the base lacks, whichever side is base', () => {
    const watch: StoredAccount = { addr: KEY_ADDR, name: 'W', type: 'public' };
    expect(mergeAccounts([ACCOUNTS[0]!], [watch])[0]!.sk).toBe(SK_B64);
    expect(mergeAccounts([watch], [ACCOUNTS[0]!])[0]!.sk).toBe(SK_B64);
  });

  it('keeps the HD mnemonic when one entry lacks it', () => {
    const child: StoredAccount = {
      addr: A,
      name: 'Child',
      type: 'hd',
      hd: { rootAddr: B, accountIndex: 1 },
    };
    const full: StoredAccount = {
      ...child,
      name: 'Imported',
      hd: { mnemonic: MNEMONIC, rootAddr: B, accountIndex: 1 },
    };
    const [merged] = mergeAccounts([child], [full]);
    expect(merged!.name).toBe('Child');
    expect(merged!.hd).toEqual({ mnemonic: MNEMONIC, rootAddr: B, accountIndex: 1 });
  });

  it('merges extras with base values winning', () => {
    const a: StoredAccount = { addr: A, name: 'a', type: 'public', extra: { x: 1, y: 1 } };
    const b: StoredAccount = { addr: A, name: 'b', type: 'public', extra: { y: 2, z: 2 } };
    expect(mergeAccounts([a], [b])[0]!.extra).toEqual({ x: 1, y: 1, z: 2 });
  });

  it('collapses duplicates inside one list and leaves the inputs untouched', () => {
    const base = [
      { addr: A, name: 'first', type: 'public' as const },
      { addr: A, name: 'second', type: 'public' as const, network: 'testnet' },
    ];
    const snapshot = JSON.stringify(base);
    const merged = mergeAccounts(base, []);
    expect(merged).toEqual([{ addr: A, name: 'first', type: 'public', network: 'testnet' }]);
    expect(JSON.stringify(base)).toBe(snapshot);
  });
});
