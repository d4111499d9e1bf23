import { QueryClient } from '@tanstack/react-query';
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import enApp from '../../i18n/locales/app/en.json';
import { createTranslator } from '../../i18n/translate';
import { eventSelectorHex } from '../../core/abi/app-spec';
import { bytesToBase64 } from '../../core/encoding/base64';
import { hexToBytes } from '../../core/encoding/hex';
import { formatAmountWithUnit, ENGLISH_SEPARATORS } from '../../core/format/amount';
import { nativeUnits } from '../../core/format/asset-units';
import { activityEvents } from '../../core/history/events';
import { indexerTxn } from '../../test/indexer-txn';
import { arc200TokenQuery } from '../../infra/arc200/queries';
import { tokenListStore } from '../../infra/arc200/token-list';
import { sessionStore } from '../../infra/session/session';
import { activityCsv, type ExportContext } from './activity-export';
import { readListedTokens } from './use-listed-tokens';

// The export's lines: one per event, amounts in units for machines, names beside addresses,
// types in words, and a name that reads as a formula kept from running in a spreadsheet.

const ME = 'M'.repeat(58);
const BOB = 'B'.repeat(58);
const POOL = 'P'.repeat(58);
const USD = 7n;
// The words put the unit after the amount with a no-break space, as the activity does.
const NBSP = '\u00a0';

const translator = createTranslator();
translator.addStrings('en', { ...en, ...enApp });
const ctx: ExportContext = {
  t: translator.t,
  format: (amount, units, options) =>
    formatAmountWithUnit(amount, units.decimals, units.unitName, ENGLISH_SEPARATORS, options),
  unitsOf: (id) =>
    id === null ? nativeUnits('ALGO') : { decimals: 2, unitName: 'USDC', name: '' },
  nameOf: (a) => ({ [ME]: 'Savings', [BOB]: '=cmd|calc' })[a],
};
const pay = (id: string, sender: string, receiver: string, amount: number, extra = {}) =>
  indexerTxn(id, {
    'tx-type': 'pay',
    sender,
    'payment-transaction': { amount, receiver },
    ...extra,
  });
const axfer = (id: string, sender: string, receiver: string, amount: number, extra = {}) =>
  indexerTxn(id, {
    'tx-type': 'axfer',
    sender,
    'asset-transfer-transaction': { amount, receiver, 'asset-id': Number(USD) },
    ...extra,
  });
const lines = (csv: string) => csv.split('\r\n').slice(0, -1);

describe('activityCsv', () => {
  it('writes a header and one line per event, amounts in units', () => {
    const txs = [
      pay('IN', BOB, ME, 1_500_000, { 'round-time': 1_764_324_000 }),
      pay('OUT', ME, BOB, 2_000_000),
    ];
    const [header, first, second, ...rest] = lines(
      activityCsv([{ address: ME, events: activityEvents(txs, ME) }], ctx),
    );
    expect(rest).toEqual([]);
    expect(header).toBe(
      'Date (UTC),Type,Account,Account address,Counterparty,Counterparty address,Sent amount,Sent unit,Received amount,Received unit,Fee,Fee unit,Fiat value,Transaction ID',
    );
    // Bob's name starts with '=': an apostrophe keeps a spreadsheet from running it.
    expect(first).toBe(
      `2025-11-28T10:00:00Z,Payment,Savings,${ME},'=cmd|calc,${BOB},,,1.5,ALGO,0,ALGO,,IN`,
    );
    expect(second).toBe(
      `2023-11-14T22:13:20Z,Payment,Savings,${ME},'=cmd|calc,${BOB},2,ALGO,,,0.001,ALGO,,OUT`,
    );
  });

  it('makes a swap one line with what left and what came in, its words filled in', () => {
    const group = { group: 'G1' };
    const txs = [
      axfer('GOT', POOL, ME, 1234, group),
      indexerTxn('CALL', {
        'tx-type': 'appl',
        sender: ME,
        'application-transaction': { 'application-id': 9 },
        ...group,
      }),
      pay('PAID', ME, POOL, 4_000_000, group),
    ];
    const [, line, ...rest] = lines(
      activityCsv([{ address: ME, events: activityEvents(txs, ME) }], ctx),
    );
    expect(rest).toEqual([]);
    expect(line).toBe(
      `2023-11-14T22:13:20Z,Swapped 4${NBSP}ALGO for 12.34${NBSP}USDC,Savings,${ME},,,4,ALGO,12.34,USDC,0.002,ALGO,,PAID`,
    );
  });

  it('quotes a cell with a comma and puts every account’s events after each other', () => {
    const named = { ...ctx, nameOf: (a: string) => (a === BOB ? 'Bob, Jr.' : undefined) };
    const csv = activityCsv(
      [
        { address: ME, events: activityEvents([pay('A', BOB, ME, 1)], ME) },
        { address: BOB, events: activityEvents([pay('A', BOB, ME, 1)], BOB) },
      ],
      named,
    );
    const [, mine, bobs] = lines(csv);
    expect(mine).toBe(
      `2023-11-14T22:13:20Z,Payment,,${ME},"Bob, Jr.",${BOB},,,0.000001,ALGO,0,ALGO,,A`,
    );
    expect(bobs).toBe(
      `2023-11-14T22:13:20Z,Payment,"Bob, Jr.",${BOB},,${ME},0.000001,ALGO,,,0.001,ALGO,,A`,
    );
  });
});

describe('an ARC-200 transfer in the export', () => {
  // Real addresses: the token's log carries public keys.
  const holder = algosdk.encodeAddress(new Uint8Array(32).fill(1));
  const carol = algosdk.encodeAddress(new Uint8Array(32).fill(2));
  const TOKEN = 1004n;
  const TKN = { decimals: 6, unitName: 'TKN', name: 'Token' };
  // arc200_Transfer(address,address,uint256) as the token logs it (ARC-28).
  const transferLog = (from: string, to: string, value: bigint) =>
    bytesToBase64(
      Uint8Array.from([
        ...hexToBytes(
          eventSelectorHex({
            name: 'arc200_Transfer',
            args: [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }],
          }),
        ),
        ...algosdk.decodeAddress(from).publicKey,
        ...algosdk.decodeAddress(to).publicKey,
        ...hexToBytes(value.toString(16).padStart(64, '0')),
      ]),
    );
  const call = (id: string, sender: string, log: string) =>
    indexerTxn(id, {
      'tx-type': 'appl',
      sender,
      'application-transaction': { 'application-id': Number(TOKEN) },
      logs: [log],
    });
  const tokenCtx: ExportContext = {
    ...ctx,
    nameOf: (a) => ({ [holder]: 'Savings', [carol]: 'Carol' })[a],
    tokenOf: (appId) => (appId === TOKEN ? TKN : undefined),
  };
  const exported = (txs: ReturnType<typeof call>[], context: ExportContext) =>
    lines(
      activityCsv(
        [{ address: holder, events: activityEvents(txs, holder, (id) => id === TOKEN) }],
        context,
      ),
    ).slice(1);

  it('writes a sent and a received transfer as the activity words them, in the token’s units', () => {
    const sent = call('SENT', holder, transferLog(holder, carol, 12_500_000n));
    // Received through the holder's own call (an allowance it holds, say).
    const got = call('GOT', holder, transferLog(carol, holder, 3_000_000n));
    expect(exported([sent, got], tokenCtx)).toEqual([
      `2023-11-14T22:13:20Z,Sent 12.5${NBSP}TKN to Carol,Savings,${holder},Carol,${carol},12.5,TKN,,,0.001,ALGO,,SENT`,
      `2023-11-14T22:13:20Z,Received 3${NBSP}TKN from Carol,Savings,${holder},Carol,${carol},,,3,TKN,0.001,ALGO,,GOT`,
    ]);
  });

  it('stays an app call while the token’s units are unknown, as the activity reads it', () => {
    const sent = call('SENT', holder, transferLog(holder, carol, 12_500_000n));
    expect(exported([sent], { ...tokenCtx, tokenOf: () => undefined })).toEqual([
      `2023-11-14T22:13:20Z,Called app 1004,Savings,${holder},,,,,,,0.001,ALGO,,SENT`,
    ]);
  });
});

describe('readListedTokens, as the export reads them', () => {
  it('knows the listed tokens and the units of those read, from the cache the activity fills', async () => {
    const client = new QueryClient();
    const meta = { appId: 1004n, name: 'Token', symbol: 'TKN', decimals: 6, warnings: [] };
    client.setQueryData(arc200TokenQuery('sandbox', 1004n, '').queryKey, meta);
    sessionStore.setState({ walletId: 'w-export' });
    tokenListStore.setState({ all: { 'w-export': { sandbox: ['1004'] } } });
    try {
      const listed = await readListedTokens(client, 'sandbox', 'HOLDER', translator.t);
      expect(listed.isToken(1004n)).toBe(true);
      expect(listed.isToken(9n)).toBe(false);
      expect(listed.unitsOf(1004n)).toEqual({ decimals: 6, unitName: 'TKN', name: 'Token' });
    } finally {
      sessionStore.setState({ walletId: null });
      tokenListStore.setState({ all: {} });
    }
  });
});
