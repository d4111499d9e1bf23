import Transport from '@ledgerhq/hw-transport';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlgorandAppSimulator } from '../../../tools/ledger-device/algorand-app';
import { ShimBuffer } from './buffer-shim';

// The shim must behave like Node's Buffer wherever the Ledger libraries use it; Node's own
// Buffer is the reference.

type BufferLike = typeof Buffer;
const Shim = ShimBuffer as unknown as BufferLike;
const bytes = (value: Uint8Array) => Array.from(value);

describe('ShimBuffer against Node Buffer', () => {
  it.each([
    ['alloc', (B: BufferLike) => B.alloc(5)],
    ['alloc with fill', (B: BufferLike) => B.alloc(3, 7)],
    ['from array', (B: BufferLike) => B.from([1, 2, 255])],
    ['from hex', (B: BufferLike) => B.from('00ff10a0', 'hex')],
    ['from odd hex', (B: BufferLike) => B.from('abc', 'hex')],
    ['from utf8', (B: BufferLike) => B.from('héllo')],
    ['from base64', (B: BufferLike) => B.from('AAEC/w==', 'base64')],
    ['concat', (B: BufferLike) => B.concat([B.from([1]), new Uint8Array([2, 3]), B.alloc(0)])],
    ['concat with length', (B: BufferLike) => B.concat([B.from([1, 2, 3]), B.from([4])], 2)],
    ['slice', (B: BufferLike) => B.from([1, 2, 3, 4]).slice(1, 3)],
  ])('%s', (_, make) => {
    const shim = make(Shim);
    expect(shim).toBeInstanceOf(ShimBuffer);
    expect(bytes(shim)).toEqual(bytes(make(Buffer)));
  });

  it('views an ArrayBuffer without copying, copies typed arrays', () => {
    const source = new Uint8Array([1, 2, 3]);
    const view = Shim.from(source.buffer);
    const copy = Shim.from(source);
    source[0] = 9;
    expect(view[0]).toBe(9);
    expect(copy[0]).toBe(1);
  });

  it('encodes hex, base64 and utf8 like Node', () => {
    const data = [0, 1, 127, 128, 255];
    for (const encoding of ['hex', 'base64'] as const) {
      expect(Shim.from(data).toString(encoding)).toBe(Buffer.from(data).toString(encoding));
    }
    expect(Shim.from('Algorand ✓').toString()).toBe('Algorand ✓');
    expect(() => Shim.from([1]).toString('latin1')).toThrow(TypeError);
  });

  it('reads and writes big-endian integers, with bounds checks', () => {
    const shim = Shim.alloc(8);
    const node = Buffer.alloc(8);
    for (const b of [shim, node]) {
      b.writeUInt32BE(0x80000001, 0);
      b.writeUInt16BE(0x9000, 4);
      b.writeUInt8(0x6b, 6);
    }
    expect(bytes(shim)).toEqual(bytes(node));
    expect(shim.readUInt16BE(4)).toBe(0x9000);
    expect(shim.readUInt32BE(0)).toBe(0x80000001);
    expect(shim.readUInt8(6)).toBe(0x6b);
    expect(() => shim.readUInt16BE(7)).toThrow(RangeError);
    expect(() => shim.writeUInt32BE(1, 6)).toThrow(RangeError);
  });

  it('compares contents with equals', () => {
    expect(Shim.from([1, 2]).equals(Shim.from([1, 2]))).toBe(true);
    expect(Shim.from([1, 2]).equals(Shim.from([1, 3]))).toBe(false);
  });
});

// What the browser runs: hw-transport and hw-app-algorand with only the shim as `Buffer`.
class SimulatorTransport extends Transport {
  constructor(private readonly app: AlgorandAppSimulator) {
    super();
  }
  override exchange(apdu: Buffer): Promise<Buffer> {
    return Promise.resolve(Shim.from(this.app.handle(new Uint8Array(apdu))));
  }
}

describe('the Ledger stack on the shim', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gets an address and a chunked signature', async () => {
    const { default: Algorand } = await import('@ledgerhq/hw-app-algorand');
    const simulator = new AlgorandAppSimulator();
    vi.stubGlobal('Buffer', ShimBuffer);
    const app = new Algorand(new SimulatorTransport(simulator));
    const { address } = await app.getAddress("44'/283'/5'/0/0");
    const { signature } = await app.sign("44'/283'/5'/0/0", 'ab'.repeat(600));
    vi.unstubAllGlobals();
    expect(address).toBe(simulator.addressOf(5));
    expect(signature).toBeInstanceOf(ShimBuffer);
    expect(signature).toHaveLength(66);
  });
});
