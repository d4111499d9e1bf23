// The decrypted wallet content: what lives inside the vault. Only core/vault and the
// keyring see `StoredAccount`; the UI gets `PublicAccount` (no key material).
import { z } from 'zod';
import { base64ToBytes, bytesToBase64 } from '../encoding/base64';
import { utf8DecodeStrict, utf8Encode } from '../encoding/utf8';
import { VaultError } from '../vault/vault-error';
import { storedContactSchema, type Contact } from '../contacts/contact';

export const ACCOUNT_TYPES = [
  'basic',
  'public',
  'msig',
  'ledger',
  'wc',
  '2fa',
  '2faApi',
  'emailPwd',
  'hd',
] as const;

export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface MultisigParams {
  version: number;
  threshold: number;
  addrs: string[];
}

export interface HdAccountInfo {
  /**
   * 24-word BIP-39 phrase of the ARC-52 root. A-Wallet stores it only on the root account;
   * the import copies it onto derived accounts, so it is missing only when the root was
   * not in the file (such an account cannot sign).
   */
  mnemonic?: string;
  /** Address of the root (m/44'/283'/0'/0/0) account. */
  rootAddr?: string;
  accountIndex: number;
}

export interface TwoFactorInfo {
  primaryAccount: string;
  recoveryAccount: string;
  twoFactorAccount: string;
  /** Provider id; A-Wallet keeps it on the hidden 2faApi account, older files lack it. */
  twoFactorAuthProvider?: string;
  /** The 2-of-3 multisig address (set on the hidden 2faApi account). */
  multisigAccount?: string;
}

export interface StoredAccount {
  addr: string;
  name: string;
  type: AccountType;
  network?: string;
  /** Base64 of the 64-byte ed25519 secret key (seed || public key). */
  sk?: string;
  params?: MultisigParams;
  rekeyedTo?: string;
  /** Ledger account slot (path 44'/283'/slot'/0/0) and its base address. */
  slot?: number;
  addr0?: string;
  /** WalletConnect session as stored by the connector; v1 sessions hold a symmetric key. */
  session?: unknown;
  ver?: 1 | 2;
  email?: string;
  isHidden?: boolean;
  hd?: HdAccountInfo;
  twoFactor?: TwoFactorInfo;
  /** Fields from A-Wallet we do not model, kept verbatim so nothing is lost. */
  extra?: Record<string, unknown>;
}

export interface WalletData {
  format: 'algow-wallet';
  version: 1;
  name: string;
  accounts: StoredAccount[];
  lastActiveAccount?: string;
  lastActiveAccountName?: string;
  lastPayTo?: string;
  /**
   * Base64 AES-256 key encrypting this wallet's WalletConnect store (`wc`): kept in the vault,
   * so sessions survive reloads encrypted and a password change does not orphan them.
   */
  walletConnectKey?: string;
  /** The address book; wallets from before it have none (read as empty). */
  contacts?: Contact[];
  /** Wallet-level fields from an A-Wallet file we do not model (e.g. its `wc` store). */
  extra?: Record<string, unknown>;
}

/** What the UI may hold: the account without secret key, mnemonic, session or extras. */
export interface PublicAccount {
  addr: string;
  name: string;
  type: AccountType;
  network?: string;
  params?: MultisigParams;
  rekeyedTo?: string;
  slot?: number;
  addr0?: string;
  ver?: 1 | 2;
  email?: string;
  isHidden?: boolean;
  hd?: { rootAddr?: string; accountIndex: number };
  twoFactor?: TwoFactorInfo;
  /** `sk` is stored. */
  hasSecret: boolean;
  /** `hd.mnemonic` is stored. */
  hasHdSecret: boolean;
  hasSession: boolean;
}

export const WALLET_DATA_FORMAT = 'algow-wallet';
export const WALLET_DATA_VERSION = 1;
export const SECRET_KEY_BYTES = 64;

// Shape only (58 base32 characters); checksums are verified where addresses enter the
// wallet (forms, A-Wallet import), not on every unlock.
const ADDRESS_PATTERN = /^[A-Z2-7]{58}$/;
const addressSchema = z.string().regex(ADDRESS_PATTERN);

const secretKeySchema = z.string().refine((value) => {
  try {
    return base64ToBytes(value).length === SECRET_KEY_BYTES;
  } catch {
    return false;
  }
});

// Loose objects: a record written by a newer Algow (another tab, after an update) must
// survive a save by this version without losing the fields it does not know.
const multisigParamsSchema = z
  .looseObject({
    version: z.number().int().min(1).max(255),
    threshold: z.number().int().min(1).max(255),
    addrs: z.array(addressSchema).min(1).max(255),
  })
  .refine((p) => p.threshold <= p.addrs.length, { path: ['threshold'] });

const hdSchema = z.looseObject({
  mnemonic: z.string().min(1).optional(),
  rootAddr: addressSchema.optional(),
  accountIndex: z.number().int().min(0).max(0x7fffffff),
});

const twoFactorSchema = z.looseObject({
  primaryAccount: addressSchema,
  recoveryAccount: addressSchema,
  twoFactorAccount: addressSchema,
  twoFactorAuthProvider: z.string().optional(),
  multisigAccount: addressSchema.optional(),
});

const extraSchema = z.record(z.string(), z.unknown());

export const storedAccountSchema = z.looseObject({
  addr: addressSchema,
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  network: z.string().optional(),
  sk: secretKeySchema.optional(),
  params: multisigParamsSchema.optional(),
  rekeyedTo: addressSchema.optional(),
  slot: z.number().int().min(0).max(0x7fffffff).optional(),
  addr0: addressSchema.optional(),
  session: z.unknown().optional(),
  ver: z.union([z.literal(1), z.literal(2)]).optional(),
  email: z.string().optional(),
  isHidden: z.boolean().optional(),
  hd: hdSchema.optional(),
  twoFactor: twoFactorSchema.optional(),
  extra: extraSchema.optional(),
});

export const walletDataSchema = z.looseObject({
  format: z.literal(WALLET_DATA_FORMAT),
  version: z.literal(WALLET_DATA_VERSION),
  name: z.string(),
  accounts: z.array(storedAccountSchema),
  lastActiveAccount: z.string().optional(),
  lastActiveAccountName: z.string().optional(),
  lastPayTo: z.string().optional(),
  walletConnectKey: z
    .string()
    .refine((value) => {
      try {
        return base64ToBytes(value).length === 32;
      } catch {
        return false;
      }
    })
    .optional(),
  contacts: z.array(storedContactSchema).optional(),
  extra: extraSchema.optional(),
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function issuePath(error: z.ZodError): string {
  return error.issues[0]?.path.map(String).join('.') || 'wallet';
}

/** Structural check of wallet content; throws VaultError 'malformed' naming the path only. */
export function validateWalletData(value: unknown): WalletData {
  const result = walletDataSchema.safeParse(value);
  if (!result.success) throw new VaultError('malformed', issuePath(result.error));
  const accounts: StoredAccount[] = result.data.accounts;
  const contacts: Contact[] | undefined = result.data.contacts;
  return { ...result.data, accounts, ...(contacts && { contacts }) };
}

/**
 * UTF-8 JSON for the vault. Validates first: writing something `decodeWalletData` would
 * reject would lock the user out of the wallet on the next unlock.
 */
export function encodeWalletData(w: WalletData): Uint8Array {
  validateWalletData(w);
  return utf8Encode(JSON.stringify(w));
}

export function parseWalletJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(utf8DecodeStrict(bytes));
  } catch {
    throw new VaultError('malformed', 'json');
  }
}

/** A-Wallet plaintext: an object with a `privateAccounts` array (and no `format` of ours). */
export function isAWalletPlaintext(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && value.format === undefined && Array.isArray(value.privateAccounts);
}

export function decodeOwnFormat(parsed: unknown): WalletData {
  if (isPlainObject(parsed) && parsed.format === WALLET_DATA_FORMAT) {
    if (typeof parsed.version === 'number' && parsed.version > WALLET_DATA_VERSION) {
      throw new VaultError('unsupported-format', 'version');
    }
    return validateWalletData(parsed);
  }
  throw new VaultError('malformed', 'wallet');
}

/** Our own format only: what every record holds once it has been opened (and upgraded) once. */
export function decodeWalletData(bytes: Uint8Array): WalletData {
  return decodeOwnFormat(parseWalletJson(bytes));
}

export function encodeSecretKey(sk: Uint8Array): string {
  if (sk.length !== SECRET_KEY_BYTES) throw new RangeError('Secret key must be 64 bytes');
  return bytesToBase64(sk);
}

/** Fresh copy of the account's secret key for one signing call; the caller wipes it. */
export function secretKeyBytes(account: StoredAccount): Uint8Array | undefined {
  return account.sk === undefined ? undefined : base64ToBytes(account.sk);
}

/**
 * Copies listed public fields only, so a secret field added to StoredAccount later stays
 * out of the UI until someone decides it belongs there.
 */
export function publicView(a: StoredAccount): PublicAccount {
  const view: PublicAccount = {
    addr: a.addr,
    name: a.name,
    type: a.type,
    hasSecret: a.sk !== undefined,
    hasHdSecret: a.hd?.mnemonic !== undefined,
    hasSession: a.session !== undefined && a.session !== null,
  };
  if (a.network !== undefined) view.network = a.network;
  if (a.params !== undefined) {
    view.params = {
      version: a.params.version,
      threshold: a.params.threshold,
      addrs: [...a.params.addrs],
    };
  }
  if (a.rekeyedTo !== undefined) view.rekeyedTo = a.rekeyedTo;
  if (a.slot !== undefined) view.slot = a.slot;
  if (a.addr0 !== undefined) view.addr0 = a.addr0;
  if (a.ver !== undefined) view.ver = a.ver;
  if (a.email !== undefined) view.email = a.email;
  if (a.isHidden !== undefined) view.isHidden = a.isHidden;
  if (a.hd !== undefined) {
    view.hd = { accountIndex: a.hd.accountIndex };
    if (a.hd.rootAddr !== undefined) view.hd.rootAddr = a.hd.rootAddr;
  }
  if (a.twoFactor !== undefined) {
    const t = a.twoFactor;
    view.twoFactor = {
      primaryAccount: t.primaryAccount,
      recoveryAccount: t.recoveryAccount,
      twoFactorAccount: t.twoFactorAccount,
    };
    if (t.twoFactorAuthProvider !== undefined)
      view.twoFactor.twoFactorAuthProvider = t.twoFactorAuthProvider;
    if (t.multisigAccount !== undefined) view.twoFactor.multisigAccount = t.multisigAccount;
  }
  return view;
}

/** How much signing power an entry carries; the stronger entry decides the merged type. */
function capability(a: StoredAccount): number {
  if (a.sk !== undefined) return 6;
  if (a.type === 'hd' && a.hd?.mnemonic !== undefined) return 5;
  switch (a.type) {
    case 'ledger':
      return 4;
    case '2fa':
    case 'msig':
      return 3;
    case 'wc':
    case 'hd':
      return 2;
    case 'emailPwd':
    case '2faApi':
      return 1;
    default:
      return 0;
  }
}

function definedEntries<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function mergePair(base: StoredAccount, incoming: StoredAccount): StoredAccount {
  const incomingWins = capability(incoming) > capability(base);
  const primary = incomingWins ? incoming : base;
  const secondary = incomingWins ? base : incoming;
  // Everything the weaker entry knows fills gaps; the stronger entry's values win.
  const merged: StoredAccount = { ...secondary, ...definedEntries(primary) } as StoredAccount;
  // Labels the user chose in the wallet being merged into stay as they are.
  if (base.name) merged.name = base.name;
  if (base.network !== undefined) merged.network = base.network;
  if (base.isHidden !== undefined) merged.isHidden = base.isHidden;
  if (primary.hd || secondary.hd) {
    const hd = { ...secondary.hd, ...definedEntries(primary.hd ?? {}) } as HdAccountInfo;
    hd.accountIndex = primary.hd?.accountIndex ?? secondary.hd?.accountIndex ?? 0;
    merged.hd = hd;
  }
  if (base.extra || incoming.extra) merged.extra = { ...incoming.extra, ...base.extra };
  return merged;
}

/**
 * Union by address. Entries for the same address are merged into one, never dropped:
 * the entry with more signing power (secret key > HD mnemonic > ledger > multisig/2FA >
 * WalletConnect > watch) decides the type, gaps are filled from the other, and the
 * name/network/hidden flag of `base` are kept. Order: `base` first, then new addresses
 * in `incoming` order. Inputs are not mutated.
 */
export function mergeAccounts(base: StoredAccount[], incoming: StoredAccount[]): StoredAccount[] {
  const byAddr = new Map<string, StoredAccount>();
  for (const account of [...base, ...incoming]) {
    const existing = byAddr.get(account.addr);
    byAddr.set(account.addr, existing ? mergePair(existing, account) : { ...account });
  }
  return [...byAddr.values()];
}
