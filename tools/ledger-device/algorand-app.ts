import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { encodeAddress } from 'algosdk';

// A software stand-in for the Ledger Algorand app: it answers the APDUs that
// @ledgerhq/hw-app-algorand sends (CLA 0x80; INS 0x03 get public key, INS 0x08 sign msgpack in
// chunks) with real ed25519 keys. Keys come from a fixed test seed per slot. This is a test
// device: the derivation is deterministic and simple, not BIP32-Ed25519 like the real app.

export type LedgerDeviceMode = 'ok' | 'reject' | 'locked' | 'wrong-app';

const CLA = 0x80;
const INS_GET_PUBLIC_KEY = 0x03;
const INS_SIGN_MSGPACK = 0x08;
const P1_FIRST = 0x00; // first chunk, account 0, no account index in the data (legacy)
const P1_FIRST_ACCOUNT_ID = 0x01; // first chunk starts with a 4-byte account index
const P1_MORE = 0x80;
const P1_CONFIRM = 0x80; // get public key: show the address on the screen first
const P2_MORE = 0x80;
const P2_LAST = 0x00;

export const SW = {
  OK: 0x9000,
  USER_REJECTED: 0x6986,
  LOCKED: 0x6b0c,
  CLA_NOT_SUPPORTED: 0x6e00,
  INS_NOT_SUPPORTED: 0x6d00,
  WRONG_LENGTH: 0x6700,
  WRONG_P1P2: 0x6b00,
  CONDITIONS_NOT_SATISFIED: 0x6985,
  DATA_TOO_LONG: 0x6a84,
} as const;

/** The real app refuses transactions above a few kB; so does this one. */
export const MAX_MESSAGE_BYTES = 4096;
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
export const DEFAULT_TEST_SEED = 'algow software ledger device: test seed, never for real funds';

function status(sw: number, data: Uint8Array = new Uint8Array()): Uint8Array {
  const out = new Uint8Array(data.length + 2);
  out.set(data);
  out[data.length] = sw >> 8;
  out[data.length + 1] = sw & 0xff;
  return out;
}

/**
 * The account index at the start of the data. hw-app-algorand sends it with the hardened bit
 * set (0x80000000 | slot, straight from the BIP32 path); the app hardens it anyway, so the bit
 * is ignored, as on the device.
 */
function accountIndex(data: Uint8Array): number {
  return Buffer.from(data.subarray(0, 4)).readUInt32BE(0) & 0x7fffffff;
}

interface SlotKey {
  privateKey: KeyObject;
  publicKey: Uint8Array;
}

export class AlgorandAppSimulator {
  mode: LedgerDeviceMode = 'ok';
  private readonly keys = new Map<number, SlotKey>();
  private pending: { slot: number; chunks: Uint8Array[]; size: number } | null = null;

  constructor(private readonly seed: string = DEFAULT_TEST_SEED) {}

  private key(slot: number): SlotKey {
    let key = this.keys.get(slot);
    if (!key) {
      const index = Buffer.alloc(4);
      index.writeUInt32BE(slot);
      const seed = createHash('sha512').update(this.seed).update(index).digest().subarray(0, 32);
      const privateKey = createPrivateKey({
        key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
        format: 'der',
        type: 'pkcs8',
      });
      const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
      key = { privateKey, publicKey: new Uint8Array(spki.subarray(spki.length - 32)) };
      this.keys.set(slot, key);
    }
    return key;
  }

  publicKeyOf(slot: number): Uint8Array {
    return Uint8Array.from(this.key(slot).publicKey);
  }

  addressOf(slot: number): string {
    return encodeAddress(this.key(slot).publicKey);
  }

  /** One APDU in, one response (data || SW1 SW2) out. */
  handle(apdu: Uint8Array): Uint8Array {
    if (this.mode === 'locked') return status(SW.LOCKED);
    if (apdu.length < 5 || apdu.length !== 5 + apdu[4]!) return status(SW.WRONG_LENGTH);
    const [cla, ins, p1, p2] = apdu as unknown as [number, number, number, number];
    const data = apdu.subarray(5);
    if (this.mode === 'wrong-app' || cla !== CLA) return status(SW.CLA_NOT_SUPPORTED);
    switch (ins) {
      case INS_GET_PUBLIC_KEY:
        return this.getPublicKey(p1, data);
      case INS_SIGN_MSGPACK:
        return this.signChunk(p1, p2, data);
      default:
        return status(SW.INS_NOT_SUPPORTED);
    }
  }

  private getPublicKey(p1: number, data: Uint8Array): Uint8Array {
    if (data.length !== 0 && data.length !== 4) return status(SW.WRONG_LENGTH);
    const slot = data.length === 4 ? accountIndex(data) : 0;
    // Showing the address makes the user confirm it on the device: that is where "reject" bites.
    if (p1 === P1_CONFIRM && this.mode === 'reject') return status(SW.USER_REJECTED);
    if (p1 !== 0 && p1 !== P1_CONFIRM) return status(SW.WRONG_P1P2);
    return status(SW.OK, this.key(slot).publicKey);
  }

  private signChunk(p1: number, p2: number, data: Uint8Array): Uint8Array {
    if (p2 !== P2_MORE && p2 !== P2_LAST) return status(SW.WRONG_P1P2);
    if (p1 === P1_FIRST || p1 === P1_FIRST_ACCOUNT_ID) {
      let slot = 0;
      let message = data;
      if (p1 === P1_FIRST_ACCOUNT_ID) {
        if (data.length < 4) return status(SW.WRONG_LENGTH);
        slot = accountIndex(data);
        message = data.subarray(4);
      }
      this.pending = { slot, chunks: [], size: 0 };
      return this.addChunk(message, p2);
    }
    if (p1 === P1_MORE) {
      if (!this.pending) return status(SW.CONDITIONS_NOT_SATISFIED);
      return this.addChunk(data, p2);
    }
    return status(SW.WRONG_P1P2);
  }

  private addChunk(data: Uint8Array, p2: number): Uint8Array {
    const pending = this.pending!;
    pending.chunks.push(Uint8Array.from(data));
    pending.size += data.length;
    if (pending.size > MAX_MESSAGE_BYTES) {
      this.pending = null;
      return status(SW.DATA_TOO_LONG);
    }
    if (p2 === P2_MORE) return status(SW.OK);
    this.pending = null;
    if (this.mode === 'reject') return status(SW.USER_REJECTED);
    // The app signs what the network verifies: "TX" || msgpack(transaction).
    const message = Buffer.concat([Buffer.from('TX'), ...pending.chunks]);
    const signature = sign(null, message, this.key(pending.slot).privateKey);
    return status(SW.OK, new Uint8Array(signature));
  }
}
