import { useTranslation } from '../../../i18n/react';
import type { IndexerAccount } from '../../../core/chain/indexer-types';
import {
  approximateAgo,
  keyExpiry,
  readParticipationFields,
  roundToTime,
  type KeyExpiry,
  type RoundClock,
} from '../../../core/participation/health';
import { durationText, renewBy, shortDateText } from '../../../core/participation/key-validity';
import { rewardsBalance } from '../../../core/participation/rewards';

export interface ParticipationHealthView {
  online: boolean;
  /** The node's `incentive-eligible`. */
  eligible: boolean;
  /** Eligible and paid (`in-range`), eligible but outside the paid range, or not eligible. */
  rewards: 'in-range' | 'below' | 'above' | 'not-eligible';
  /** "about 2 hours ago", or "never" when the node names no round. */
  lastProposed: string;
  lastHeartbeat: string;
  /**
   * The key's last valid round as a date, how long from now ("16 days") and the day to renew
   * by, with the warning state and the round itself; none when offline.
   */
  expiry: (KeyExpiry & { date: string; left: string; renewBy: string; lastRound: bigint }) | null;
  /** Online, eligible and in the paid range: earning rewards. */
  earning: boolean;
}

/**
 * The account's participation health in words, from the node's account answer read at
 * `readAt` (ms): the answer's round is the chain's round at that moment.
 */
export function useParticipationHealth(
  data: IndexerAccount | undefined,
  readAt: number,
): ParticipationHealthView | null {
  const { t, i18n } = useTranslation();
  if (!data) return null;
  const fields = readParticipationFields(data);
  const clock: RoundClock = { round: data.round, at: readAt };
  const relative = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'always' });
  const dateText = (at: number) =>
    new Date(at).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  const ago = (round: bigint | undefined) => {
    if (round === undefined) return t('participation.health.never');
    const time = approximateAgo(roundToTime(round, clock), readAt);
    if (time.unit === 'now') return t('participation.health.justNow');
    const text = time.unit === 'date' ? dateText(time.at) : relative.format(-time.value, time.unit);
    return t('participation.health.about', { time: text });
  };
  const online = data.status === 'Online';
  const lastRound = online ? fields.voteLastValid : undefined;
  const expiry = lastRound !== undefined ? keyExpiry(lastRound, clock) : null;
  return {
    online,
    eligible: fields.incentiveEligible,
    rewards: fields.incentiveEligible ? rewardsBalance(data.amount) : 'not-eligible',
    lastProposed: ago(fields.lastProposed),
    lastHeartbeat: ago(fields.lastHeartbeat),
    expiry:
      expiry && lastRound !== undefined
        ? {
            ...expiry,
            date: dateText(expiry.at),
            left: durationText(expiry.at - readAt, i18n.language),
            renewBy: shortDateText(renewBy(expiry.at), readAt, i18n.language),
            lastRound,
          }
        : null,
    earning: online && fields.incentiveEligible && rewardsBalance(data.amount) === 'in-range',
  };
}
