import { Text } from '@mantine/core';
import { boxGroups } from '../../core/abi/app-call-review-boxes';
import type { BoxEffects } from '../../core/transactions/review';
import { useTranslation } from '../../i18n/react';
import { OutsideText } from '../OutsideText';
import { SummaryRow } from '../SummaryRow';

/**
 * The boxes the simulation says the call wrote and deleted (issue 39): the called app's first,
 * an inner call's under its app. Names are outside text: one a line, cut with "Show more".
 */
export function AppCallBoxes({ boxes, appId }: { boxes: BoxEffects | undefined; appId: bigint }) {
  const { t } = useTranslation();
  if (!boxes) return null;
  if (boxes.kind === 'unreadable')
    return (
      <SummaryRow label={t('review.appCall.boxes')}>
        <Text size="xs" c="dimmed">
          {t('review.appCall.boxesUnreadable')}
        </Text>
      </SummaryRow>
    );
  return (
    <>
      {boxGroups(boxes.changes, appId).map((group) => {
        const own = group.appId === appId;
        const label = group.deleted
          ? own
            ? t('review.appCall.boxesDeleted')
            : t('review.appCall.boxesDeletedBy', { appId: group.appId.toString() })
          : own
            ? t('review.appCall.boxesWritten')
            : t('review.appCall.boxesWrittenBy', { appId: group.appId.toString() });
        return (
          <SummaryRow key={`${group.appId.toString()}-${group.deleted ? 'd' : 'w'}`} label={label}>
            <OutsideText size="xs" ff="monospace" multiline text={group.names.join('\n')} />
          </SummaryRow>
        );
      })}
      {boxes.more > 0 && (
        <SummaryRow label={t('review.appCall.boxesMore')}>{boxes.more}</SummaryRow>
      )}
    </>
  );
}
