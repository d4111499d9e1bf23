// A-Wallet's decrypted wallet JSON -> WalletData, losing no account (design.md section 4).
// A-Wallet stored whatever its Vue store held, so the same field comes in several shapes:
// addresses as strings or as algosdk v3 `Address` objects ({"publicKey":{"0":n,...}}),
// secret keys as index-keyed objects, numbers as strings. Everything we do not model is
// kept verbatim in `extra`.
import { encodeAddress, isValidAddress, mnemonicFromSeed, mnemonicToSecretKey } from 'algosdk';
import { VaultError } from '../vault/vault-error';
import { bytesEqual, wipe } from '../vault/web-crypto';
import type {
  AccountType,
  HdAccountInfo,
  MultisigParams,
  StoredAccount,
  TwoFactorInfo,
  WalletData,
} from './stored-account';
import {
  encodeSecretKey,
  isAWalletPlaintext,
  mergeAccounts,
  validateWalletData,
} from './stored-account';

export { isAWalletPlaintext };

export type AWalletImportIssueCode =
  /** The entry had no readable address; it was taken from its secret key. */
  | 'addr-from-sk'
  /** The secret key belongs to another address; the key's address is used, the old one kept in `extra.originalAddr`. */
  | 'addr-mismatch'
  /** The public half of the secret key was wrong and has been recomputed from the seed. */
  | 'sk-repaired'
  /** `sk` is not 64 bytes; kept verbatim in `extra.sk`, the account is watch-only. */
  | 'sk-invalid'
  /** Unknown `type`; kept in `extra.type`, the account type was inferred. */
  | 'unknown-type'
  /** A field could not be read; kept verbatim in `extra`. */
  | 'invalid-field'
  /** A second entry for an address already listed was merged into it. */
  | 'merged-duplicate'
  /** No address could be found at all; the raw entry is kept in the wallet's `extra.unreadableAccounts`. */
  | 'unreadable-account';

export interface AWalletImportIssue {
  /** Position in A-Wallet's `privateAccounts`. */
  index: number;
  code: AWalletImportIssueCode;
  addr?: string;
  field?: string;
}

export interface AWalletImportResult {
  wallet: WalletData;
  issues: AWalletImportIssue[];
}

const ADDRESS_BYTES = 32;
const SECRET_KEY_BYTES = 64;

// Leftovers of A-Wallet's session state: `pass` is the session password (encrypted with
// a key from browser storage) and must never be stored again.
const SESSION_LEFTOVERS = new Set(['pass', 'isOpen', 'time']);

const TYPE_ALIASES: Readonly<Record<string, AccountType>> = {
  basic: 'basic',
  public: 'public',
  watch: 'public',
  msig: 'msig',
  multisig: 'msig',
  ledger: 'ledger',
  wc: 'wc',
  '2fa': '2fa',
  '2faApi': '2faApi',
  emailPwd: 'emailPwd',
  'email-password': 'emailPwd',
  emailPassword: 'emailPwd',
  hd: 'hd',
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isByte(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 255;
}

/**
 * Uint8Array, plain array, the `{"0":n,"1":n,...}` object JSON makes of a Uint8Array, or
 * the `{"type":"Buffer","data":[...]}` a Buffer polyfill makes.
 */
function bytesFrom(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return Uint8Array.from(value);
  if (Array.isArray(value)) return value.every(isByte) ? Uint8Array.from(value) : undefined;
  if (!isPlainObject(value)) return undefined;
  if (value.type === 'Buffer' && Array.isArray(value.data)) return bytesFrom(value.data);
  const keys = Object.keys(value);
  if (keys.length === 0) return undefined;
  const out = new Uint8Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    const byte = value[String(i)];
    if (!isByte(byte)) {
      wipe(out);
      return undefined;
    }
    out[i] = byte;
  }
  return out;
}

function addressFrom(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return isValidAddress(trimmed) ? trimmed : undefined;
  }
  if (isPlainObject(value) && 'publicKey' in value) {
    const pk = bytesFrom(value.publicKey);
    return pk?.length === ADDRESS_BYTES ? encodeAddress(pk) : undefined;
  }
  return undefined;
}

function intFrom(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
}

/** ed25519 key pair from the 32-byte seed, as algosdk derives it for mnemonics. */
function keyPairFromSeed(seed: Uint8Array): { addr: string; sk: Uint8Array } {
  const account = mnemonicToSecretKey(mnemonicFromSeed(seed));
  return { addr: account.addr.toString(), sk: account.sk };
}

interface Reader {
  take(key: string): unknown;
  keep(key: string, value: unknown): void;
  issue(code: AWalletImportIssueCode, field?: string): void;
}

function readSecretKey(
  r: Reader,
  raw: unknown,
  addr: string | undefined,
): { addr: string | undefined; sk?: string } {
  if (raw === undefined || raw === null) return { addr };
  const bytes = bytesFrom(raw);
  if (bytes?.length !== SECRET_KEY_BYTES) {
    wipe(bytes);
    r.keep('sk', raw);
    r.issue('sk-invalid', 'sk');
    return { addr };
  }
  // The seed is what signs, so the key pair derived from it is the truth; the stored
  // public half or address is only checked against it.
  const derived = keyPairFromSeed(bytes.subarray(0, 32));
  try {
    if (addr === derived.addr) {
      if (!bytesEqual(bytes.subarray(32), derived.sk.subarray(32))) r.issue('sk-repaired', 'sk');
    } else if (addr === undefined) {
      r.issue('addr-from-sk', 'addr');
    } else {
      r.keep('originalAddr', addr);
      r.issue('addr-mismatch', 'addr');
    }
    return { addr: derived.addr, sk: encodeSecretKey(derived.sk) };
  } finally {
    wipe(bytes, derived.sk);
  }
}

function readMultisigParams(r: Reader, raw: unknown): MultisigParams | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (isPlainObject(raw) && Array.isArray(raw.addrs)) {
    const addrs = raw.addrs.map(addressFrom);
    const version = intFrom(raw.version, 1, 255);
    const threshold = intFrom(raw.threshold, 1, 255);
    if (
      version !== undefined &&
      threshold !== undefined &&
      addrs.length > 0 &&
      threshold <= addrs.length &&
      addrs.every((a): a is string => a !== undefined)
    ) {
      return { version, threshold, addrs };
    }
  }
  r.keep('params', raw);
  r.issue('invalid-field', 'params');
  return undefined;
}

function readTwoFactor(r: Reader, type: AccountType, addr: string): TwoFactorInfo | undefined {
  const rawPrimary = r.take('primaryAccount');
  const rawRecovery = r.take('recoveryAccount');
  const rawTwoFactor = r.take('twoFactorAccount');
  const rawMultisig = r.take('multisigAccount');
  const rawProvider = r.take('twoFactorAuthProvider');
  const present = [rawPrimary, rawRecovery, rawTwoFactor, rawMultisig, rawProvider].some(
    (v) => v !== undefined,
  );
  if (!present) return undefined;

  const primaryAccount = addressFrom(rawPrimary);
  const recoveryAccount = addressFrom(rawRecovery);
  // The hidden 2faApi account *is* the provider's key: its own address.
  const twoFactorAccount = addressFrom(rawTwoFactor) ?? (type === '2faApi' ? addr : undefined);
  const multisigAccount = rawMultisig === undefined ? undefined : addressFrom(rawMultisig);
  const provider =
    typeof rawProvider === 'string' || typeof rawProvider === 'number'
      ? String(rawProvider)
      : undefined;
  const restore = () => {
    const raws = {
      primaryAccount: rawPrimary,
      recoveryAccount: rawRecovery,
      twoFactorAccount: rawTwoFactor,
    };
    for (const [key, value] of Object.entries(raws)) if (value !== undefined) r.keep(key, value);
  };

  if (!primaryAccount || !recoveryAccount || !twoFactorAccount) {
    restore();
    if (rawMultisig !== undefined) r.keep('multisigAccount', rawMultisig);
    if (rawProvider !== undefined) r.keep('twoFactorAuthProvider', rawProvider);
    r.issue('invalid-field', 'twoFactor');
    return undefined;
  }
  const info: TwoFactorInfo = { primaryAccount, recoveryAccount, twoFactorAccount };
  if (provider !== undefined) info.twoFactorAuthProvider = provider;
  else if (rawProvider !== undefined) {
    r.keep('twoFactorAuthProvider', rawProvider);
    r.issue('invalid-field', 'twoFactorAuthProvider');
  }
  if (multisigAccount !== undefined) info.multisigAccount = multisigAccount;
  else if (rawMultisig !== undefined) {
    r.keep('multisigAccount', rawMultisig);
    r.issue('invalid-field', 'multisigAccount');
  }
  return info;
}

function readHd(r: Reader): HdAccountInfo | undefined {
  const rawMnemonic = r.take('hdMnemonic');
  const rawRoot = r.take('hdRootAddr');
  const rawIndex = r.take('hdAccountIndex');
  if (rawMnemonic === undefined && rawRoot === undefined && rawIndex === undefined)
    return undefined;
  const hd: HdAccountInfo = { accountIndex: 0 };
  if (typeof rawMnemonic === 'string' && rawMnemonic.trim() !== '')
    hd.mnemonic = rawMnemonic.trim();
  else if (rawMnemonic !== undefined && rawMnemonic !== null && rawMnemonic !== '') {
    r.keep('hdMnemonic', rawMnemonic);
    r.issue('invalid-field', 'hdMnemonic');
  }
  const rootAddr = addressFrom(rawRoot);
  if (rootAddr !== undefined) hd.rootAddr = rootAddr;
  else if (rawRoot !== undefined && rawRoot !== null && rawRoot !== '') {
    r.keep('hdRootAddr', rawRoot);
    r.issue('invalid-field', 'hdRootAddr');
  }
  const index = rawIndex === undefined || rawIndex === null ? 0 : intFrom(rawIndex, 0, 0x7fffffff);
  if (index !== undefined) hd.accountIndex = index;
  else {
    r.keep('hdAccountIndex', rawIndex);
    r.issue('invalid-field', 'hdAccountIndex');
  }
  return hd;
}

function inferType(
  declared: unknown,
  hasSk: boolean,
  hasHd: boolean,
  hasParams: boolean,
): AccountType {
  const alias = typeof declared === 'string' ? TYPE_ALIASES[declared] : undefined;
  if (alias === 'public' || alias === 'basic') return hasSk ? 'basic' : 'public';
  if (alias !== undefined) return alias;
  if (hasHd) return 'hd';
  if (hasSk) return 'basic';
  if (hasParams) return 'msig';
  return 'public';
}

/** Rekey target: top level first, else the per-network copy A-Wallet kept in `data`. */
function readRekeyedTo(
  r: Reader,
  raw: unknown,
  data: unknown,
  network: string | undefined,
  addr: string,
): string | undefined {
  let target: string | undefined;
  if (raw !== undefined && raw !== null && raw !== '') {
    target = addressFrom(raw);
    if (target === undefined) {
      r.keep('rekeyedTo', raw);
      r.issue('invalid-field', 'rekeyedTo');
    }
  }
  if (target === undefined && network !== undefined && isPlainObject(data)) {
    const perNetwork = data[network];
    if (isPlainObject(perNetwork)) target = addressFrom(perNetwork.rekeyedTo);
  }
  // A-Wallet records a rekey back to the account itself as "rekeyed to itself".
  return target === addr ? undefined : target;
}

function convertAccount(
  raw: unknown,
  index: number,
  issues: AWalletImportIssue[],
): StoredAccount | undefined {
  if (!isPlainObject(raw)) {
    issues.push({ index, code: 'unreadable-account' });
    return undefined;
  }
  const rest: Record<string, unknown> = { ...raw };
  const extra: Record<string, unknown> = {};
  const pending: { code: AWalletImportIssueCode; field?: string }[] = [];
  const r: Reader = {
    take(key) {
      const value = rest[key];
      delete rest[key];
      return value;
    },
    keep(key, value) {
      extra[key] = value;
    },
    issue(code, field) {
      pending.push(field === undefined ? { code } : { code, field });
    },
  };

  const rawAddr = r.take('addr');
  const rawAddress = r.take('address');
  let addr = addressFrom(rawAddr) ?? addressFrom(rawAddress);
  // `address` normally duplicates `addr`; keep whatever does not.
  if (rawAddr !== undefined && addressFrom(rawAddr) === undefined) r.keep('addr', rawAddr);
  if (rawAddress !== undefined && addressFrom(rawAddress) !== addr) r.keep('address', rawAddress);

  const secret = readSecretKey(r, r.take('sk'), addr);
  addr = secret.addr;
  if (addr === undefined) {
    issues.push({ index, code: 'unreadable-account' });
    return undefined;
  }

  const rawName = r.take('name');
  const declaredType = r.take('type');
  const hd = readHd(r);
  const params = readMultisigParams(r, r.take('params'));
  const type = inferType(
    declaredType,
    secret.sk !== undefined,
    hd !== undefined,
    params !== undefined,
  );
  if (declaredType !== undefined && declaredType !== null) {
    if (typeof declaredType !== 'string' || TYPE_ALIASES[declaredType] === undefined) {
      r.keep('type', declaredType);
      r.issue('unknown-type', 'type');
    }
  }

  const account: StoredAccount = {
    addr,
    name:
      typeof rawName === 'string'
        ? rawName
        : rawName === undefined || rawName === null
          ? ''
          : String(rawName),
    type,
  };
  if (secret.sk !== undefined) account.sk = secret.sk;
  if (params !== undefined) account.params = params;
  if (hd !== undefined) account.hd = hd;

  const rawNetwork = r.take('network');
  if (typeof rawNetwork === 'string' && rawNetwork !== '') account.network = rawNetwork;
  else if (rawNetwork !== undefined && rawNetwork !== null && rawNetwork !== '') {
    r.keep('network', rawNetwork);
    r.issue('invalid-field', 'network');
  }

  const rekeyedTo = readRekeyedTo(r, r.take('rekeyedTo'), rest.data, account.network, addr);
  if (rekeyedTo !== undefined) account.rekeyedTo = rekeyedTo;

  const twoFactor = readTwoFactor(r, type, addr);
  if (twoFactor !== undefined) account.twoFactor = twoFactor;

  const rawSlot = r.take('slot');
  if (rawSlot !== undefined && rawSlot !== null) {
    const slot = intFrom(rawSlot, 0, 0x7fffffff);
    if (slot !== undefined) account.slot = slot;
    else {
      r.keep('slot', rawSlot);
      r.issue('invalid-field', 'slot');
    }
  }
  const rawAddr0 = r.take('addr0');
  if (rawAddr0 !== undefined && rawAddr0 !== null && rawAddr0 !== '') {
    const addr0 = addressFrom(rawAddr0);
    if (addr0 !== undefined) account.addr0 = addr0;
    else {
      r.keep('addr0', rawAddr0);
      r.issue('invalid-field', 'addr0');
    }
  }

  const rawSession = r.take('session');
  if (rawSession !== undefined && rawSession !== null) account.session = rawSession;
  const rawVer = r.take('ver');
  if (rawVer !== undefined && rawVer !== null) {
    const ver = intFrom(rawVer, 1, 2);
    if (ver === 1 || ver === 2) account.ver = ver;
    else {
      r.keep('ver', rawVer);
      r.issue('invalid-field', 'ver');
    }
  }

  const rawEmail = r.take('email');
  if (typeof rawEmail === 'string' && rawEmail !== '') account.email = rawEmail;
  else if (rawEmail !== undefined && rawEmail !== null && rawEmail !== '')
    r.keep('email', rawEmail);

  const rawHidden = r.take('isHidden');
  if (typeof rawHidden === 'boolean') account.isHidden = rawHidden;
  else if (rawHidden === 'true' || rawHidden === 'false') account.isHidden = rawHidden === 'true';
  else if (rawHidden !== undefined && rawHidden !== null) r.keep('isHidden', rawHidden);

  for (const key of SESSION_LEFTOVERS) delete rest[key];
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) extra[key] = value;
  if (Object.keys(extra).length > 0) account.extra = extra;

  for (const p of pending) issues.push({ index, addr, ...p });
  return account;
}

/** A-Wallet kept the mnemonic only on the HD root; derived accounts point at it by address. */
function shareHdMnemonics(accounts: StoredAccount[]): void {
  const mnemonicByRoot = new Map<string, string>();
  for (const a of accounts) {
    if (a.hd?.mnemonic !== undefined) mnemonicByRoot.set(a.hd.rootAddr ?? a.addr, a.hd.mnemonic);
  }
  for (const a of accounts) {
    if (a.hd === undefined || a.hd.mnemonic !== undefined || a.hd.rootAddr === undefined) continue;
    const mnemonic = mnemonicByRoot.get(a.hd.rootAddr);
    if (mnemonic !== undefined) a.hd = { ...a.hd, mnemonic };
  }
}

/** A-Wallet wrote the provider id only on the hidden 2faApi account; copy it to its 2fa account. */
function shareTwoFactorProviders(accounts: StoredAccount[]): void {
  const providerByKey = new Map<string, string>();
  for (const a of accounts) {
    const provider = a.twoFactor?.twoFactorAuthProvider;
    if (a.type === '2faApi' && provider !== undefined) providerByKey.set(a.addr, provider);
  }
  for (const a of accounts) {
    if (a.type !== '2fa' || !a.twoFactor || a.twoFactor.twoFactorAuthProvider !== undefined)
      continue;
    const provider = providerByKey.get(a.twoFactor.twoFactorAccount);
    if (provider !== undefined) a.twoFactor = { ...a.twoFactor, twoFactorAuthProvider: provider };
  }
}

/** Convert, reporting every repair so the UI can tell the user what changed. */
export function convertAWallet(value: unknown): AWalletImportResult {
  if (!isAWalletPlaintext(value)) throw new VaultError('malformed', 'privateAccounts');
  const issues: AWalletImportIssue[] = [];
  const rawAccounts = value.privateAccounts as unknown[];
  const converted: StoredAccount[] = [];
  const seen = new Set<string>();
  const unreadable: unknown[] = [];
  rawAccounts.forEach((raw, index) => {
    const account = convertAccount(raw, index, issues);
    if (account === undefined) {
      unreadable.push(raw);
      return;
    }
    if (seen.has(account.addr))
      issues.push({ index, addr: account.addr, code: 'merged-duplicate' });
    seen.add(account.addr);
    converted.push(account);
  });
  const accounts = mergeAccounts([], converted);
  shareHdMnemonics(accounts);
  shareTwoFactorProviders(accounts);

  const rest: Record<string, unknown> = { ...value };
  const rawName = rest.name;
  const rawActive = rest.lastActiveAccount;
  const rawActiveName = rest.lastActiveAccountName;
  const rawPayTo = rest.lastPayTo;
  for (const key of [
    'privateAccounts',
    'name',
    'lastActiveAccount',
    'lastActiveAccountName',
    'lastPayTo',
  ]) {
    delete rest[key];
  }
  for (const key of SESSION_LEFTOVERS) delete rest[key];

  const wallet: WalletData = {
    format: 'algow-wallet',
    version: 1,
    name: typeof rawName === 'string' ? rawName : '',
    accounts,
  };
  const active = addressFrom(rawActive);
  if (active !== undefined) wallet.lastActiveAccount = active;
  if (typeof rawActiveName === 'string' && rawActiveName !== '')
    wallet.lastActiveAccountName = rawActiveName;
  const payTo =
    addressFrom(rawPayTo) ??
    (typeof rawPayTo === 'string' && rawPayTo !== '' ? rawPayTo : undefined);
  if (payTo !== undefined) wallet.lastPayTo = payTo;
  if (unreadable.length > 0) rest.unreadableAccounts = unreadable;
  const extra = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (Object.keys(extra).length > 0) wallet.extra = extra;

  return { wallet: validateWalletData(wallet), issues };
}

export function awalletToWalletData(value: unknown): WalletData {
  return convertAWallet(value).wallet;
}
