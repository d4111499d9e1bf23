import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { decodeAbiReturn, decodeAppCall, type CallContext } from './decode-call';
import { methodSelectorHex, parseMethodSpecs, type AbiMethodSpec } from './method-spec';

const SENDER = algosdk.generateAccount().addr.toString();
const OTHER = algosdk.generateAccount().addr.toString();
const CTX: CallContext = {
  sender: SENDER,
  appId: 1008n,
  accounts: [OTHER],
  assets: [31566704n],
  apps: [2000n],
  groupIndex: 2,
};

function method(signature: string, names: string[] = []): AbiMethodSpec {
  const m = algosdk.ABIMethod.fromSignature(signature);
  return {
    name: m.name,
    args: m.args.map((a, i) => ({ type: String(a.type), ...(names[i] ? { name: names[i] } : {}) })),
    returns: { type: String(m.returns.type) },
  };
}

/** The app args algosdk's ATC would send for `values` (reference and txn args as given). */
function appArgs(spec: AbiMethodSpec, encoded: Uint8Array[]): Uint8Array[] {
  return [Buffer.from(methodSelectorHex(spec), 'hex'), ...encoded];
}
const enc = (type: string, value: algosdk.ABIValue) => algosdk.ABIType.from(type).encode(value);

describe('decodeAppCall', () => {
  it('reads every value type by the method, with names from the spec', () => {
    const spec = method(
      'everything(uint64,uint8,ufixed64x2,bool,byte,address,string,byte[],byte[4],uint16[],uint32[2],(bool,(string,uint64)))void',
      ['amount', 'small', 'price'],
    );
    const values: [string, algosdk.ABIValue][] = [
      ['uint64', 12_500_000n],
      ['uint8', 7],
      ['ufixed64x2', 1999n],
      ['bool', true],
      ['byte', 255],
      ['address', OTHER],
      ['string', 'héllo'],
      ['byte[]', Uint8Array.of(1, 2, 3)],
      ['byte[4]', Uint8Array.of(9, 8, 7, 6)],
      ['uint16[]', [1, 2, 3]],
      ['uint32[2]', [4, 5]],
      ['(bool,(string,uint64))', [false, ['x', 9n]]],
    ];
    const call = decodeAppCall(
      appArgs(
        spec,
        values.map(([t, v]) => enc(t, v)),
      ),
      CTX,
      [spec],
    );
    expect(call.kind).toBe('call');
    if (call.kind !== 'call') return;
    expect(call.args.map((a) => a.name).slice(0, 4)).toEqual(['amount', 'small', 'price', 'arg4']);
    expect(call.args.map((a) => a.value)).toEqual([
      { kind: 'uint', type: 'uint64', value: 12_500_000n },
      { kind: 'uint', type: 'uint8', value: 7n },
      { kind: 'ufixed', type: 'ufixed64x2', value: 1999n, precision: 2 },
      { kind: 'bool', value: true },
      { kind: 'byte', value: 255 },
      { kind: 'address', value: OTHER },
      { kind: 'string', value: 'héllo' },
      { kind: 'bytes', type: 'byte[]', value: Uint8Array.of(1, 2, 3) },
      { kind: 'bytes', type: 'byte[4]', value: Uint8Array.of(9, 8, 7, 6) },
      {
        kind: 'array',
        type: 'uint16[]',
        items: [1n, 2n, 3n].map((value) => ({ kind: 'uint', type: 'uint16', value })),
      },
      {
        kind: 'array',
        type: 'uint32[2]',
        items: [4n, 5n].map((value) => ({ kind: 'uint', type: 'uint32', value })),
      },
      {
        kind: 'tuple',
        type: '(bool,(string,uint64))',
        items: [
          { kind: 'bool', value: false },
          {
            kind: 'tuple',
            type: '(string,uint64)',
            items: [
              { kind: 'string', value: 'x' },
              { kind: 'uint', type: 'uint64', value: 9n },
            ],
          },
        ],
      },
    ]);
  });

  it('resolves account, asset and application references and places transaction arguments', () => {
    const spec = method('send(pay,account,account,asset,application,application,axfer)void');
    const call = decodeAppCall(
      appArgs(
        spec,
        [0, 1, 0, 0, 1].map((i) => enc('uint8', i)),
      ),
      CTX,
      [spec],
    );
    if (call.kind !== 'call') throw new Error(call.kind);
    expect(call.args.map((a) => a.value)).toEqual([
      { kind: 'transaction', type: 'pay', groupIndex: 0 },
      { kind: 'account', index: 0, address: SENDER },
      { kind: 'account', index: 1, address: OTHER },
      { kind: 'asset', index: 0, id: 31566704n },
      { kind: 'application', index: 0, id: 1008n },
      { kind: 'application', index: 1, id: 2000n },
      { kind: 'transaction', type: 'axfer', groupIndex: 1 },
    ]);
    expect(
      decodeAppCall(
        appArgs(
          spec,
          [0, 2, 0, 0, 1].map((i) => enc('uint8', i)),
        ),
        CTX,
        [spec],
      ),
    ).toMatchObject({ kind: 'malformed', reason: 'reference-out-of-range', arg: 'arg3' });
    expect(
      decodeAppCall(
        appArgs(
          spec,
          [0, 1, 1, 0, 1].map((i) => enc('uint8', i)),
        ),
        CTX,
        [spec],
      ),
    ).toMatchObject({ kind: 'malformed', reason: 'reference-out-of-range', arg: 'arg4' });
    expect(
      decodeAppCall(
        appArgs(
          spec,
          [0, 1, 0, 0, 2].map((i) => enc('uint8', i)),
        ),
        CTX,
        [spec],
      ),
    ).toMatchObject({ kind: 'malformed', reason: 'reference-out-of-range', arg: 'arg6' });
    expect(
      decodeAppCall(
        appArgs(
          spec,
          [0, 1, 0, 0, 1].map((i) => enc('uint8', i)),
        ),
        { ...CTX, groupIndex: 1 },
        [spec],
      ),
    ).toMatchObject({ kind: 'malformed', reason: 'no-transaction-before', arg: 'arg1' });
  });

  it('reads the arguments past the 15th from the tuple in the last app arg', () => {
    const types = Array.from({ length: 17 }, (_, i) => (i === 16 ? 'asset' : 'uint64'));
    const spec = method(`many(${types.join(',')})void`);
    const direct = Array.from({ length: 14 }, (_, i) => enc('uint64', BigInt(i)));
    const packed = enc('(uint64,uint64,uint8)', [14n, 15n, 0]);
    const call = decodeAppCall(appArgs(spec, [...direct, packed]), CTX, [spec]);
    if (call.kind !== 'call') throw new Error(call.kind);
    expect(call.args).toHaveLength(17);
    expect(call.args[15]?.value).toEqual({ kind: 'uint', type: 'uint64', value: 15n });
    expect(call.args[16]?.value).toEqual({ kind: 'asset', index: 0, id: 31566704n });
  });

  it('refuses malformed arguments whole, naming the argument and why', () => {
    const spec = method('pay(uint64,bool,string)void');
    const ok = [enc('uint64', 5n), enc('bool', true), enc('string', 'hi')];
    const decode = (args: Uint8Array[]) => decodeAppCall(appArgs(spec, args), CTX, [spec]);
    expect(decode(ok).kind).toBe('call');
    expect(decode(ok.slice(0, 2))).toMatchObject({ kind: 'malformed', reason: 'argument-count' });
    expect(decode([...ok, Uint8Array.of(1)])).toMatchObject({ reason: 'argument-count' });
    expect(decode([ok[0]!.subarray(1), ok[1]!, ok[2]!])).toMatchObject({
      reason: 'not-canonical',
      arg: 'arg1',
    });
    expect(decode([Uint8Array.of(...ok[0]!, 0), ok[1]!, ok[2]!])).toMatchObject({
      reason: 'not-canonical',
      arg: 'arg1',
    });
    // ARC-4's true is 0x80: 0x01 is not a bool it could have encoded.
    expect(decode([ok[0]!, Uint8Array.of(1), ok[2]!])).toMatchObject({
      reason: 'not-canonical',
      arg: 'arg2',
    });
    expect(decode([ok[0]!, ok[1]!, Uint8Array.of(0, 2, 0xc3, 0x28)])).toMatchObject({
      reason: 'not-utf8',
      arg: 'arg3',
    });
    expect(decode([ok[0]!, ok[1]!, Uint8Array.of(0, 5, 0x68)])).toMatchObject({
      reason: 'not-canonical',
    });
  });

  it('tells bare calls and unknown selectors apart, and never picks between two same selectors', () => {
    const spec = method('pay(uint64)void');
    expect(decodeAppCall([], CTX, [spec])).toEqual({ kind: 'bare' });
    expect(decodeAppCall([Uint8Array.of(1, 2, 3, 4)], CTX, [spec])).toEqual({
      kind: 'unknown',
      selector: '01020304',
    });
    expect(decodeAppCall([Uint8Array.of(1, 2, 3)], CTX, [spec])).toMatchObject({ kind: 'unknown' });
    const twice = decodeAppCall(appArgs(spec, [enc('uint64', 1n)]), CTX, [spec, { ...spec }]);
    expect(twice).toMatchObject({ kind: 'unknown' });
  });

  it('reads an ABI return by the return type, and nothing from a malformed one', () => {
    const spec = method('balance(address)uint256');
    expect(decodeAbiReturn(spec, enc('uint256', 250n))).toEqual({
      kind: 'uint',
      type: 'uint256',
      value: 250n,
    });
    expect(decodeAbiReturn(spec, Uint8Array.of(1))).toBeUndefined();
    expect(decodeAbiReturn(method('f()void'), new Uint8Array())).toBeUndefined();
  });
});

describe('parseMethodSpecs', () => {
  const arc56 = {
    methods: [
      {
        name: 'arc200_transfer',
        args: [
          { type: 'address', name: 'to' },
          { type: 'uint256', name: 'value' },
        ],
        returns: { type: 'bool' },
      },
    ],
  };

  it('reads ARC-56 and ARC-32 specs', () => {
    expect(parseMethodSpecs(arc56)).toMatchObject({
      ok: true,
      methods: [{ name: 'arc200_transfer' }],
    });
    expect(parseMethodSpecs({ contract: arc56 })).toMatchObject({ ok: true });
    const [m] = (parseMethodSpecs(arc56) as { methods: AbiMethodSpec[] }).methods;
    expect(methodSelectorHex(m!)).toBe(
      Buffer.from(
        algosdk.ABIMethod.fromSignature('arc200_transfer(address,uint256)bool').getSelector(),
      ).toString('hex'),
    );
  });

  it('refuses a spec with any method that does not check out, and hostile types', () => {
    expect(parseMethodSpecs({})).toEqual({ ok: false, problem: 'not-a-spec' });
    expect(parseMethodSpecs('<script>')).toEqual({ ok: false, problem: 'not-a-spec' });
    const bad = (m: unknown) => parseMethodSpecs({ methods: [arc56.methods[0], m] });
    expect(bad({ name: 'x', args: [{ type: 'uint7' }], returns: { type: 'void' } })).toEqual({
      ok: false,
      problem: 'bad-method',
      method: 1,
    });
    expect(bad({ name: 'x', args: [], returns: { type: 'pay' } })).toMatchObject({ ok: false });
    expect(bad({ name: 'x'.repeat(129), args: [], returns: { type: 'void' } })).toMatchObject({
      ok: false,
    });
    const deep = `${'('.repeat(9)}uint64${')'.repeat(9)}`;
    expect(bad({ name: 'x', args: [{ type: deep }], returns: { type: 'void' } })).toMatchObject({
      ok: false,
    });
    const long = `(${Array.from({ length: 80 }, () => 'uint64').join(',')})`;
    expect(bad({ name: 'x', args: [{ type: long }], returns: { type: 'void' } })).toMatchObject({
      ok: false,
    });
  });
});
