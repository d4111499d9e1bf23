import { typeWords } from '../../ui/type-words';
import {
  describeActivity,
  offersSaveContact,
  shortAddress,
  timeAgo,
  type ActivityEntry,
} from '../../core/history/activity';
import type { ActivityEvent } from '../../core/history/events';
import { heartbeatOf } from '../../core/history/heartbeat';
import { OUTSIDE_SLOT } from '../../ui/OutsideText';
import { eventWords, feesOf, type WordsContext } from './event-words';
import type { ActivityRow } from './use-account-activity';

export interface RowContext extends WordsContext {
  language: string;
  /** The account whose history this is. */
  account: string;
  isKnown: (address: string) => boolean;
  /** Whether this wallet can save contacts at all. */
  offersSave: boolean;
  /** When the page was read, in milliseconds ("5 minutes ago" counts from it). */
  now: number;
}

export { typeWords };

/** One activity row: an event in its words, or a plain transaction as it always read. */
export function activityRow(
  event: ActivityEvent,
  ctx: RowContext,
): ActivityRow & { possibleSpam: boolean } {
  const { t, format } = ctx;
  const tx = event.txs.find((x) => x.id === event.id) ?? event.txs[0]!;
  const seconds = tx['round-time'];
  const ago = seconds === undefined ? null : timeAgo(seconds, ctx.now);
  const date = seconds === undefined ? null : new Date(seconds * 1000);
  const relative = new Intl.RelativeTimeFormat(ctx.language, { numeric: 'auto' });
  const common = {
    id: event.id,
    time: date && {
      text: ago
        ? relative.format(-ago.value, ago.unit)
        : date.toLocaleDateString(ctx.language, { dateStyle: 'medium' }),
      full: date.toLocaleString(ctx.language),
    },
    round: tx['confirmed-round']?.toString() ?? null,
    saveAddress: null,
    possibleSpam: false,
  };
  const words = eventWords(event, ctx);
  if (words) {
    const mine = (a: string) => a === ctx.account;
    return {
      ...common,
      direction: 'none',
      icon: words.icon,
      type: null,
      party: null,
      summary: { template: words.template, texts: words.texts },
      amounts: words.amounts,
      fee: format(feesOf(event, mine), ctx.unitsOf(null)),
    };
  }
  // A plain transaction (or a heartbeat): the other side, the amount, the chain's type.
  const entry = describeActivity(tx, ctx.account, ctx.isKnown);
  const sign = entry.direction === 'in' ? 'plus' : entry.direction === 'out' ? 'minus' : 'none';
  return {
    ...common,
    direction: entry.direction,
    icon: event.kind === 'heartbeat' ? 'online' : entry.direction,
    type: typeWords(t, tx['tx-type']),
    party: partyOf(entry, ctx),
    summary: heartbeatSummary(event, ctx),
    saveAddress:
      ctx.offersSave && offersSaveContact(entry, ctx.isKnown) ? entry.counterparty : null,
    amounts: entry.moves ? [format(entry.amount, ctx.unitsOf(entry.assetId), { sign })] : [],
    fee: format(tx.fee, ctx.unitsOf(null)),
    possibleSpam: entry.possibleSpam,
  };
}

function partyOf(entry: ActivityEntry, ctx: RowContext): ActivityRow['party'] {
  const { t } = ctx;
  if (entry.counterparty === null) {
    return entry.direction === 'self'
      ? { template: OUTSIDE_SLOT, who: t('overview.activity.self'), short: null, address: null }
      : null;
  }
  const name = ctx.nameOf(entry.counterparty);
  const short = shortAddress(entry.counterparty);
  const key = entry.direction === 'in' ? 'from' : 'to';
  return {
    template: t(`overview.activity.${key}`, { who: OUTSIDE_SLOT }),
    who: name ?? short,
    short: name === undefined ? null : short,
    address: entry.counterparty,
  };
}

function heartbeatSummary(event: ActivityEvent, ctx: RowContext): ActivityRow['summary'] {
  if (event.kind !== 'heartbeat') return null;
  const hb = heartbeatOf(event.txs[0]!);
  if (!hb) return null;
  if (hb.account === null || hb.account === ctx.account) {
    return { template: ctx.t('overview.activity.heartbeat'), texts: [] };
  }
  const who = ctx.nameOf(hb.account) ?? shortAddress(hb.account);
  return { template: ctx.t('overview.activity.heartbeatFor', { who: OUTSIDE_SLOT }), texts: [who] };
}
