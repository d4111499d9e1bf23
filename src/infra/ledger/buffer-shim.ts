// The Ledger libraries are written for Node: they call the global `Buffer` (alloc, from, concat,
// readUInt16BE, toString('hex') ...) even in their browser builds, and browsers have no Buffer.
// This is the small subset they use, on top of Uint8Array, installed only when no Buffer
// exists (Node, and tests, keep the real one). Replace with the `buffer` package if the Ledger
// code ever needs more than this.

import { bytesToHex } from '../../core/encoding/hex';

type Encoding = 'hex' | 'utf8' | 'utf-8' | 'base64';

function normalize(encoding: string | undefined): Encoding {
  const value = (encoding ?? 'utf8').toLowerCase();
  if (value === 'hex' || value === 'utf8' || value === 'utf-8' || value === 'base64') return value;
  throw new TypeError(`Unknown encoding: ${encoding}`);
}

function decodeString(text: string, encoding: Encoding): Uint8Array {
  if (encoding === 'hex') {
    // Node stops at the first non-hex pair; the Ledger code only ever passes clean hex.
    const length = Math.floor(text.length / 2);
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      const byte = parseInt(text.slice(i * 2, i * 2 + 2), 16);
      if (Number.isNaN(byte)) return out.subarray(0, i);
      out[i] = byte;
    }
    return out;
  }
  if (encoding === 'base64') return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  return new TextEncoder().encode(text);
}

export class ShimBuffer extends Uint8Array {
  private view(): DataView {
    return new DataView(this.buffer, this.byteOffset, this.byteLength);
  }

  private check(offset: number, size: number): void {
    if (!Number.isInteger(offset) || offset < 0 || offset + size > this.length) {
      throw new RangeError(`Offset ${offset} is out of range`);
    }
  }

  override toString(encoding?: string): string {
    const kind = normalize(encoding);
    if (kind === 'hex') return bytesToHex(this);
    if (kind === 'base64') return btoa(Array.from(this, (b) => String.fromCharCode(b)).join(''));
    return new TextDecoder().decode(this);
  }

  readUInt8(offset = 0): number {
    this.check(offset, 1);
    return this[offset]!;
  }

  readUInt16BE(offset = 0): number {
    this.check(offset, 2);
    return this.view().getUint16(offset, false);
  }

  readUInt32BE(offset = 0): number {
    this.check(offset, 4);
    return this.view().getUint32(offset, false);
  }

  writeUInt8(value: number, offset = 0): number {
    this.check(offset, 1);
    this[offset] = value;
    return offset + 1;
  }

  writeUInt16BE(value: number, offset = 0): number {
    this.check(offset, 2);
    this.view().setUint16(offset, value, false);
    return offset + 2;
  }

  writeUInt32BE(value: number, offset = 0): number {
    this.check(offset, 4);
    this.view().setUint32(offset, value, false);
    return offset + 4;
  }

  equals(other: Uint8Array): boolean {
    return this.length === other.length && this.every((b, i) => b === other[i]);
  }

  static alloc(size: number, fill = 0): ShimBuffer {
    return new ShimBuffer(size).fill(fill);
  }

  static isBuffer(value: unknown): value is ShimBuffer {
    return value instanceof ShimBuffer;
  }

  static concat(list: readonly Uint8Array[], totalLength?: number): ShimBuffer {
    const length = totalLength ?? list.reduce((sum, part) => sum + part.length, 0);
    const out = new ShimBuffer(length);
    let offset = 0;
    for (const part of list) {
      if (offset >= length) break;
      const piece = part.subarray(0, length - offset);
      out.set(piece, offset);
      offset += piece.length;
    }
    return out;
  }

  /** Node's Buffer.from: a view of an ArrayBuffer, a copy of bytes, or a decoded string. */
  static fromValue(
    value: string | ArrayBuffer | ArrayLike<number> | Iterable<number>,
    encodingOrOffset?: string | number,
    length?: number,
  ): ShimBuffer {
    if (typeof value === 'string') {
      const bytes = decodeString(value, normalize(encodingOrOffset as string | undefined));
      return new ShimBuffer(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length);
    }
    if (value instanceof ArrayBuffer) {
      const offset = typeof encodingOrOffset === 'number' ? encodingOrOffset : 0;
      return new ShimBuffer(value, offset, length ?? value.byteLength - offset);
    }
    const bytes = ArrayBuffer.isView(value)
      ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
      : Uint8Array.from(value as ArrayLike<number>);
    const out = new ShimBuffer(bytes.length);
    out.set(bytes);
    return out;
  }
}

// `from` is assigned rather than declared: TypedArray.from has another signature, and
// TypeScript does not let a subclass change a static's signature.
Object.defineProperty(ShimBuffer, 'from', { value: ShimBuffer.fromValue, writable: true });

/** Makes `Buffer` available to the Ledger libraries; a real Buffer is left alone. */
export function ensureBufferGlobal(): void {
  const scope = globalThis as { Buffer?: unknown };
  if (scope.Buffer === undefined) scope.Buffer = ShimBuffer;
}
