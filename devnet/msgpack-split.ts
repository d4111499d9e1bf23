/**
 * `POST /v2/transactions` takes a transaction group as concatenated msgpack objects with no
 * framing. algosdk only decodes a single object, so this module finds where each top-level
 * object ends by walking the msgpack headers without decoding any value.
 */

/** Thrown for bytes that are not a sequence of complete msgpack objects. */
export class MsgpackFramingError extends Error {}

/** Types of fixed size: bytes following the type byte (fixext includes its type byte). */
// prettier-ignore
const FIXED = new Map<number, number>([
  [0xca, 4], [0xcb, 8], // float32, float64
  [0xcc, 1], [0xcd, 2], [0xce, 4], [0xcf, 8], // uint8..uint64
  [0xd0, 1], [0xd1, 2], [0xd2, 4], [0xd3, 8], // int8..int64
  [0xd4, 2], [0xd5, 3], [0xd6, 5], [0xd7, 9], [0xd8, 17], // fixext 1..16
]);

/** Length-prefixed payloads: width of the length field, and bytes beyond the length (ext's type). */
// prettier-ignore
const SIZED = new Map<number, readonly [1 | 2 | 4, number]>([
  [0xc4, [1, 0]], [0xc5, [2, 0]], [0xc6, [4, 0]], // bin8/16/32
  [0xd9, [1, 0]], [0xda, [2, 0]], [0xdb, [4, 0]], // str8/16/32
  [0xc7, [1, 1]], [0xc8, [2, 1]], [0xc9, [4, 1]], // ext8/16/32
]);

/** Containers: width of the count field, and values per entry (a map entry is key + value). */
// prettier-ignore
const CONTAINERS = new Map<number, readonly [2 | 4, 1 | 2]>([
  [0xdc, [2, 1]], [0xdd, [4, 1]], // array16/32
  [0xde, [2, 2]], [0xdf, [4, 2]], // map16/32
]);

const truncated = (): MsgpackFramingError =>
  new MsgpackFramingError('msgpack decode error: unexpected end of data');

/**
 * Byte length of the msgpack object starting at `start`. Iterative (a count of values still to
 * skip) rather than recursive, so deeply nested garbage cannot overflow the stack.
 */
export function msgpackObjectLength(buf: Uint8Array, start: number): number {
  let pos = start;
  let pending = 1;
  const skip = (n: number): void => {
    if (pos + n > buf.length) throw truncated();
    pos += n;
  };
  const readUint = (width: 1 | 2 | 4): number => {
    if (pos + width > buf.length) throw truncated();
    let v = 0;
    for (let i = 0; i < width; i++) v = v * 256 + (buf[pos + i] ?? 0);
    pos += width;
    return v;
  };

  while (pending > 0) {
    const b = buf[pos];
    if (b === undefined) throw truncated();
    pos += 1;
    pending -= 1;
    const sized = SIZED.get(b);
    const container = CONTAINERS.get(b);
    const fixed = FIXED.get(b);
    if (b <= 0x7f || b >= 0xe0 || b === 0xc0 || b === 0xc2 || b === 0xc3) {
      // fixint, nil, bool: the type byte is the whole value
    } else if (b <= 0x8f) {
      pending += 2 * (b & 0x0f); // fixmap
    } else if (b <= 0x9f) {
      pending += b & 0x0f; // fixarray
    } else if (b <= 0xbf) {
      skip(b & 0x1f); // fixstr
    } else if (fixed !== undefined) {
      skip(fixed);
    } else if (sized !== undefined) {
      skip(readUint(sized[0]) + sized[1]);
    } else if (container !== undefined) {
      pending += readUint(container[0]) * container[1];
    } else {
      throw new MsgpackFramingError(`msgpack decode error: invalid byte 0x${b.toString(16)}`);
    }
    // Every pending value takes at least one byte: fail at once on counts the data cannot hold.
    if (pending > buf.length - pos) throw truncated();
  }
  return pos - start;
}

/**
 * Splits concatenated msgpack objects. Stops after `maxObjects + 1` objects so that a caller can
 * report "too many" without scanning a huge body.
 */
export function splitMsgpackObjects(buf: Uint8Array, maxObjects: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  let pos = 0;
  while (pos < buf.length && out.length <= maxObjects) {
    const len = msgpackObjectLength(buf, pos);
    out.push(buf.subarray(pos, pos + len));
    pos += len;
  }
  return out;
}
