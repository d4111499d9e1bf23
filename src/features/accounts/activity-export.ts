import type { TFunction } from '../../i18n/react';
import type { AssetUnits } from '../../core/format/asset-units';
import { formatAmount, type NumberSeparators } from '../../core/format/amount';
import { describeActivity } from '../../core/history/activity';
import type { ActivityEvent } from '../../core/history/events';
import { csvDocument } from '../../core/history/csv';
import { OUTSIDE_SLOTS } from '../../ui/OutsideText';
import { typeWords } from '../../ui/type-words';
import type { FormatAmount } from '../../ui/use-amount-format';
import { eventWords, feesOf } from './event-words';

// The activity as a CSV file (issue 41): one line per event, as the activity shows them, with
// amounts in units written for machines ("1234.5": a '.' decimal, no grouping, no sign; what
// left and what came in have columns of their own, so a swap is one line too).

const MACHINE: NumberSeparators = { group: '', decimal: '.', minimumGroupingDigits: 1 };

export interface ExportContext {
  t: TFunction;
  /** The person's language's amount format, for amounts inside the type's words ("Swapped…"). */
  format: FormatAmount;
  unitsOf: (assetId: bigint | null) => AssetUnits;
  nameOf: (address: string) => string | undefined;
  /** A listed ARC-200 token's units once read: its transfer is then a line of its own kind. */
  tokenOf?: (appId: bigint) => AssetUnits | undefined;
}

/** The whole file's text: the header in the person's language, then the accounts' events. */
export function activityCsv(
  accounts: readonly { address: string; events: readonly ActivityEvent[] }[],
  ctx: ExportContext,
): string {
  const rows = accounts.flatMap(({ address, events }) =>
    events.map((event) => exportRow(event, address, ctx)),
  );
  return csvDocument(exportHeader(ctx.t), rows);
}

export function exportHeader(t: TFunction): string[] {
  return [
    t('overview.export.columns.date'),
    t('overview.export.columns.type'),
    t('overview.export.columns.account'),
    t('overview.export.columns.accountAddress'),
    t('overview.export.columns.counterparty'),
    t('overview.export.columns.counterpartyAddress'),
    t('overview.export.columns.sent'),
    t('overview.export.columns.sentUnit'),
    t('overview.export.columns.received'),
    t('overview.export.columns.receivedUnit'),
    t('overview.export.columns.fee'),
    t('overview.export.columns.feeUnit'),
    t('overview.export.columns.fiat'),
    t('overview.export.columns.transactionId'),
  ];
}

interface Amount {
  amount: bigint;
  units: AssetUnits;
}

interface Moved {
  sent?: Amount;
  received?: Amount;
  counterparty: string | null;
}

/** What left, what came in and who was on the other side, as the activity's row reads it. */
function movedOf(event: ActivityEvent, account: string, ctx: ExportContext): Moved {
  const of = (m: { amount: bigint; assetId: bigint | null }) => ({
    amount: m.amount,
    units: ctx.unitsOf(m.assetId),
  });
  switch (event.kind) {
    case 'swap':
      return { sent: of(event.paid), received: of(event.received), counterparty: null };
    case 'assetRemoved':
      return {
        ...(event.closed > 0n && { sent: of({ amount: event.closed, assetId: event.assetId }) }),
        counterparty: event.closeTo,
      };
    case 'tokenTransfer': {
      // As its words (eventWords): an app call until the token's units are read.
      const units = ctx.tokenOf?.(event.appId);
      if (!units || event.direction === 'self') return { counterparty: null };
      const move = { amount: event.value, units };
      return event.direction === 'sent'
        ? { sent: move, counterparty: event.counterparty }
        : { received: move, counterparty: event.counterparty };
    }
    case 'rekeyed':
      return { counterparty: event.to === account ? null : event.to };
    case 'transaction': {
      const tx = event.txs.find((x) => x.id === event.id) ?? event.txs[0];
      if (!tx) return { counterparty: null };
      const entry = describeActivity(tx, account, () => true);
      const move = of({ amount: entry.amount, assetId: entry.assetId });
      if (entry.direction === 'in') return { received: move, counterparty: entry.counterparty };
      if (entry.direction === 'out') return { sent: move, counterparty: entry.counterparty };
      return { counterparty: null };
    }
    default:
      return { counterparty: null };
  }
}

/** An event's words with its outside texts put back in their slots. */
function typeOf(event: ActivityEvent, ctx: ExportContext): string {
  const words = eventWords(event, ctx);
  if (words) {
    return OUTSIDE_SLOTS.reduce(
      (text, slot, i) => text.split(slot).join(words.texts[i] ?? ''),
      words.template,
    );
  }
  const tx = event.txs.find((x) => x.id === event.id) ?? event.txs[0];
  return tx ? typeWords(ctx.t, tx['tx-type']) : '';
}

export function exportRow(event: ActivityEvent, account: string, ctx: ExportContext): string[] {
  const tx = event.txs.find((x) => x.id === event.id) ?? event.txs[0];
  const seconds = tx?.['round-time'];
  // ISO 8601 in UTC to the second: one meaning in every spreadsheet and language.
  const date =
    seconds === undefined ? '' : new Date(seconds * 1000).toISOString().slice(0, 19) + 'Z';
  const moved = movedOf(event, account, ctx);
  const amount = (m: Amount | undefined) =>
    m ? [formatAmount(m.amount, m.units.decimals, MACHINE), m.units.unitName] : ['', ''];
  const coin = ctx.unitsOf(null);
  return [
    date,
    typeOf(event, ctx),
    ctx.nameOf(account) ?? '',
    account,
    moved.counterparty === null ? '' : (ctx.nameOf(moved.counterparty) ?? ''),
    moved.counterparty ?? '',
    ...amount(moved.sent),
    ...amount(moved.received),
    formatAmount(
      feesOf(event, (a) => a === account),
      coin.decimals,
      MACHINE,
    ),
    coin.unitName,
    // A value at the event's date needs a price history, which no configured source gives.
    '',
    event.id,
  ];
}
