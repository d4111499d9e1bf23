import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { MAX_UINT64 } from '../amounts/parse';
import { utf8Encode } from '../encoding/utf8';
import {
  buildPaymentLink,
  MAX_LINK_CHARS,
  parsePaymentLink,
  validatePaymentLink,
  type PaymentLink,
  type PaymentLinkResult,
} from './payment-link';

const ADDR = generateAccount().addr.toString();
// Same address with its last character changed: right length and alphabet, wrong checksum.
// A middle character changed: the checksum breaks (the last one may only hold padding bits).
const BAD_CHECKSUM = ADDR.slice(0, 20) + (ADDR[20] === 'A' ? 'B' : 'A') + ADDR.slice(21);

function linkOf(result: PaymentLinkResult): PaymentLink {
  if (!result.ok) throw new Error(`expected a link, got ${JSON.stringify(result.error)}`);
  return result.link;
}

function errorOf(result: PaymentLinkResult) {
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

describe('parsePaymentLink: accepted forms', () => {
  it('reads a bare address', () => {
    expect(parsePaymentLink(`  ${ADDR}\n`)).toEqual({
      ok: true,
      link: { payTo: ADDR, noteIsEditable: true },
    });
  });

  it.each([
    `algorand://${ADDR}`,
    `web+algorand://${ADDR}`,
    `algorand:${ADDR}`,
    `ALGORAND://${ADDR}`,
    `Web+Algorand://${ADDR}/`,
    `algorand://${ADDR}?`,
  ])('reads %s', (input) => {
    expect(linkOf(parsePaymentLink(input))).toEqual({ payTo: ADDR, noteIsEditable: true });
  });

  it('reads every parameter', () => {
    const link = linkOf(
      parsePaymentLink(
        `algorand://${ADDR}?amount=150500000&asset=45&xnote=Order%20%2342&label=Coffee%20shop&fee=2000&network=testnet-v1.0`,
      ),
    );
    expect(link).toEqual({
      payTo: ADDR,
      amount: 150_500_000n,
      asset: 45n,
      note: 'Order #42',
      noteIsEditable: false,
      label: 'Coffee shop',
      fee: 2000n,
      network: 'testnet-v1.0',
    });
  });

  it('marks a plain note as editable', () => {
    const link = linkOf(parsePaymentLink(`algorand://${ADDR}?note=hi`));
    expect(link.note).toBe('hi');
    expect(link.noteIsEditable).toBe(true);
  });

  it('reads a link URL-encoded once and twice (protocol handler /pay/%s)', () => {
    const plain = `web+algorand://${ADDR}?amount=5&note=a%26b%3Dc`;
    const expected = { payTo: ADDR, amount: 5n, note: 'a&b=c', noteIsEditable: true };
    expect(linkOf(parsePaymentLink(encodeURIComponent(plain)))).toEqual(expected);
    expect(linkOf(parsePaymentLink(encodeURIComponent(encodeURIComponent(plain))))).toEqual(
      expected,
    );
  });

  it('keeps a plus sign and unicode in values', () => {
    const link = linkOf(
      parsePaymentLink(`algorand://${ADDR}?note=1+1&label=${encodeURIComponent('Kávé ☕')}`),
    );
    expect(link.note).toBe('1+1');
    expect(link.label).toBe('Kávé ☕');
  });

  it('ignores empty segments, empty values and unknown keys', () => {
    const link = linkOf(
      parsePaymentLink(`algorand://${ADDR}?&note=123&&amount=&decimals=6&foo&x=y`),
    );
    expect(link).toEqual({ payTo: ADDR, note: '123', noteIsEditable: true });
  });

  it('accepts leading zeros and the uint64 extremes for amount', () => {
    expect(linkOf(parsePaymentLink(`algorand://${ADDR}?amount=0`)).amount).toBe(0n);
    expect(linkOf(parsePaymentLink(`algorand://${ADDR}?amount=007`)).amount).toBe(7n);
    expect(linkOf(parsePaymentLink(`algorand://${ADDR}?amount=${MAX_UINT64}`)).amount).toBe(
      MAX_UINT64,
    );
  });

  it('accepts the fee bounds 1000 and 1000000 micro units', () => {
    expect(linkOf(parsePaymentLink(`algorand://${ADDR}?fee=1000`)).fee).toBe(1000n);
    expect(linkOf(parsePaymentLink(`algorand://${ADDR}?fee=1000000`)).fee).toBe(1_000_000n);
  });

  it('decodes noteB64 as standard base64 first, then URL-safe', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xfe, 0x00, 0x41]);
    const standard = linkOf(parsePaymentLink(`algorand://${ADDR}?noteB64=%2B%2F%2F%2BAEE%3D`));
    expect(standard.noteBytes).toEqual(bytes);
    expect(standard.noteIsEditable).toBe(false);
    expect(standard.note).toBeUndefined();
    const urlSafe = linkOf(parsePaymentLink(`algorand://${ADDR}?noteB64=-__-AEE`));
    expect(urlSafe.noteBytes).toEqual(bytes);
    // `+` that went through form encoding arrives as a space.
    const spaced = linkOf(parsePaymentLink(`algorand://${ADDR}?noteB64=%20%2F%2F%2BAEE%3D`));
    expect(spaced.noteBytes).toEqual(bytes);
  });

  it('reads the A-Wallet flag form note=<base64>&noteB64=1', () => {
    const link = linkOf(parsePaymentLink(`algorand://${ADDR}?note=SGVsbG8=&noteB64=1`));
    expect(link.noteBytes).toEqual(utf8Encode('Hello'));
    expect(link.note).toBeUndefined();
    expect(link.noteIsEditable).toBe(false);
  });
});

describe('parsePaymentLink: each invalid input has its code', () => {
  const cases: [string, string, string | undefined][] = [
    ['', 'empty', undefined],
    ['   ', 'empty', undefined],
    [`algorand://${ADDR}?label=${'x'.repeat(MAX_LINK_CHARS)}`, 'too-long', undefined],
    [`bitcoin:${ADDR}`, 'invalid-scheme', undefined],
    [`https://example.com/${ADDR}`, 'invalid-scheme', undefined],
    [`${ADDR}?amount=1`, 'invalid-scheme', undefined],
    ['hello', 'invalid-address', undefined],
    [BAD_CHECKSUM, 'invalid-address', undefined],
    [`algorand://${BAD_CHECKSUM}?amount=1`, 'invalid-address', undefined],
    [`algorand://${ADDR.toLowerCase()}`, 'invalid-address', undefined],
    ['algorand://?amount=1', 'invalid-address', undefined],
    [`algorand://${ADDR}?note=%E0%A4%A`, 'invalid-encoding', 'note'],
    [`algorand://${ADDR}?%ZZ=1`, 'invalid-encoding', undefined],
    [`algorand%3A%2F%2F${ADDR}%3Fnote%3D%ZZ`, 'invalid-encoding', undefined],
    [`algorand://${ADDR}?amount=1&amount=2`, 'duplicate-parameter', 'amount'],
    [`algorand://${ADDR}?note=a&note=b`, 'duplicate-parameter', 'note'],
    [`algorand://${ADDR}?req-expiry=5`, 'unsupported-required-parameter', 'req-expiry'],
    [`algorand://${ADDR}?amount=-1`, 'invalid-amount', 'amount'],
    [`algorand://${ADDR}?amount=1.5`, 'invalid-amount', 'amount'],
    [`algorand://${ADDR}?amount=1e6`, 'invalid-amount', 'amount'],
    [`algorand://${ADDR}?amount=%201`, 'invalid-amount', 'amount'],
    [`algorand://${ADDR}?amount=${MAX_UINT64 + 1n}`, 'invalid-amount', 'amount'],
    [`algorand://${ADDR}?asset=abc`, 'invalid-asset', 'asset'],
    [`algorand://${ADDR}?asset=0`, 'invalid-asset', 'asset'],
    [`algorand://${ADDR}?asset=${MAX_UINT64 + 1n}`, 'invalid-asset', 'asset'],
    [`algorand://${ADDR}?fee=999`, 'invalid-fee', 'fee'],
    [`algorand://${ADDR}?fee=1000001`, 'invalid-fee', 'fee'],
    [`algorand://${ADDR}?fee=0.001`, 'invalid-fee', 'fee'],
    [`algorand://${ADDR}?noteB64=%21%21%21%21`, 'invalid-note-base64', 'noteB64'],
    [`algorand://${ADDR}?noteB64=A`, 'invalid-note-base64', 'noteB64'],
    [`algorand://${ADDR}?xnote=not%20base64&noteB64=true`, 'invalid-note-base64', 'xnote'],
    [`algorand://${ADDR}?note=a&xnote=b`, 'conflicting-notes', undefined],
    [`algorand://${ADDR}?note=a&noteB64=SGVsbG8=`, 'conflicting-notes', undefined],
    [`algorand://${ADDR}?note=${'x'.repeat(1025)}`, 'note-too-long', 'note'],
    [`algorand://${ADDR}?xnote=${'%C3%A1'.repeat(513)}`, 'note-too-long', 'xnote'],
    [
      `algorand://${ADDR}?noteB64=${encodeURIComponent(btoa('x'.repeat(1025)))}`,
      'note-too-long',
      'noteB64',
    ],
    [`algorand://${ADDR}?network=main%20net`, 'invalid-network', 'network'],
    [`algorand://${ADDR}?network=-mainnet`, 'invalid-network', 'network'],
  ];

  it.each(cases)('%s -> %s', (input, code, param) => {
    const error = errorOf(parsePaymentLink(input));
    expect(error.code).toBe(code);
    expect(error.param).toBe(param);
  });

  it('accepts exactly 1024 note bytes', () => {
    expect(
      linkOf(parsePaymentLink(`algorand://${ADDR}?note=${'x'.repeat(1024)}`)).note,
    ).toHaveLength(1024);
  });
});

describe('buildPaymentLink', () => {
  it('writes the ARC-26 form with percent-encoded values', () => {
    expect(
      buildPaymentLink({
        payTo: ADDR,
        amount: 1_500_000n,
        note: "Tea & cake = 5€ (it's fine)",
        noteIsEditable: false,
        label: 'Shop',
        network: 'mainnet',
      }),
    ).toBe(
      `algorand://${ADDR}?amount=1500000&xnote=Tea%20%26%20cake%20%3D%205%E2%82%AC%20%28it%27s%20fine%29&label=Shop&network=mainnet`,
    );
  });

  it('uses the requested scheme and leaves empty values out', () => {
    expect(
      buildPaymentLink(
        { payTo: ADDR, note: '', label: '', noteBytes: new Uint8Array(), noteIsEditable: true },
        { scheme: 'web+algorand' },
      ),
    ).toBe(`web+algorand://${ADDR}`);
  });

  it('writes note bytes as standard base64 in noteB64', () => {
    const link = buildPaymentLink({
      payTo: ADDR,
      noteBytes: new Uint8Array([0xfb, 0xff]),
      noteIsEditable: false,
    });
    expect(link).toBe(`algorand://${ADDR}?noteB64=%2B%2F8%3D`);
  });

  const amounts = [undefined, 0n, 1n, 999_999_999_000_000n, MAX_UINT64];
  const assets = [undefined, 1n, 31_566_704n];
  const notes: Pick<PaymentLink, 'note' | 'noteBytes' | 'noteIsEditable'>[] = [
    { noteIsEditable: true },
    { note: 'invoice 7', noteIsEditable: true },
    { note: 'a&b=c?d#e/f+g%h ☕\n', noteIsEditable: false },
    { noteBytes: new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255]), noteIsEditable: false },
  ];
  const labels = [undefined, 'Coffee & cake', '  spaced  '];
  const fees = [undefined, 1000n, 1_000_000n];
  const networks = [undefined, 'testnet-v1.0', 'voitestnet'];
  const schemes = ['algorand', 'web+algorand'] as const;

  it('round-trips every combination of fields and schemes', () => {
    let count = 0;
    for (const amount of amounts)
      for (const asset of assets)
        for (const note of notes)
          for (const label of labels)
            for (const fee of fees)
              for (const network of networks)
                for (const scheme of schemes) {
                  const link: PaymentLink = { payTo: ADDR, ...note };
                  if (amount !== undefined) link.amount = amount;
                  if (asset !== undefined) link.asset = asset;
                  if (label !== undefined) link.label = label;
                  if (fee !== undefined) link.fee = fee;
                  if (network !== undefined) link.network = network;
                  expect(validatePaymentLink(link)).toBeNull();
                  const text = buildPaymentLink(link, { scheme });
                  expect(text.startsWith(`${scheme}://${ADDR}`)).toBe(true);
                  expect(parsePaymentLink(text)).toEqual({ ok: true, link });
                  // And back again: building what was parsed gives the same text.
                  expect(buildPaymentLink(linkOf(parsePaymentLink(text)), { scheme })).toBe(text);
                  count++;
                }
    expect(count).toBe(
      amounts.length *
        assets.length *
        notes.length *
        labels.length *
        fees.length *
        networks.length *
        schemes.length,
    );
  });

  it('never throws on broken text: unpaired surrogates become U+FFFD', () => {
    const link = buildPaymentLink({
      payTo: ADDR,
      note: 'a\uD800b\uDC00',
      noteIsEditable: true,
      label: '\uDBFF',
    });
    expect(link).toBe(`algorand://${ADDR}?note=a%EF%BF%BDb%EF%BF%BD&label=%EF%BF%BD`);
    expect(linkOf(parsePaymentLink(link))).toMatchObject({
      note: 'a\uFFFDb\uFFFD',
      label: '\uFFFD',
    });
    expect(buildPaymentLink({ payTo: ADDR, noteIsEditable: false, note: '\uDFFF\uD800' })).toBe(
      `algorand://${ADDR}?xnote=%EF%BF%BD%EF%BF%BD`,
    );
    expect(buildPaymentLink({ payTo: ADDR, noteIsEditable: true, network: 'x\uDFFF' })).toBe(
      `algorand://${ADDR}?network=x%EF%BF%BD`,
    );
    // A well-formed pair is one character, not two replacements.
    expect(buildPaymentLink({ payTo: ADDR, note: '\uD83D\uDE00', noteIsEditable: true })).toBe(
      `algorand://${ADDR}?note=%F0%9F%98%80`,
    );
  });

  it('round-trips through the /pay/ web link encoding', () => {
    const link: PaymentLink = { payTo: ADDR, amount: 42n, note: 'x y', noteIsEditable: true };
    const text = buildPaymentLink(link, { scheme: 'web+algorand' });
    expect(linkOf(parsePaymentLink(encodeURIComponent(text)))).toEqual(link);
  });
});

describe('validatePaymentLink', () => {
  const base: PaymentLink = { payTo: ADDR, noteIsEditable: true };
  it.each<{ what: string; link: PaymentLink; code: string }>([
    { what: 'bad checksum', link: { ...base, payTo: BAD_CHECKSUM }, code: 'invalid-address' },
    { what: 'negative amount', link: { ...base, amount: -1n }, code: 'invalid-amount' },
    { what: 'amount > uint64', link: { ...base, amount: MAX_UINT64 + 1n }, code: 'invalid-amount' },
    { what: 'asset 0', link: { ...base, asset: 0n }, code: 'invalid-asset' },
    { what: 'fee 999', link: { ...base, fee: 999n }, code: 'invalid-fee' },
    {
      what: 'note and bytes',
      link: { ...base, note: 'a', noteBytes: new Uint8Array([1]) },
      code: 'conflicting-notes',
    },
    { what: '1026-byte note', link: { ...base, note: 'é'.repeat(513) }, code: 'note-too-long' },
    {
      what: '1025 note bytes',
      link: { ...base, noteBytes: new Uint8Array(1025) },
      code: 'note-too-long',
    },
    { what: 'network with a space', link: { ...base, network: 'a b' }, code: 'invalid-network' },
  ])('$what -> $code', ({ link, code }) => {
    expect(validatePaymentLink(link)?.code).toBe(code);
  });

  it('passes a valid link', () => {
    expect(validatePaymentLink({ ...base, amount: 1n, note: 'é'.repeat(512) })).toBeNull();
  });
});
