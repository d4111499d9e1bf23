import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { boxGroups, type BoxName } from '../../core/abi/app-call-review-boxes';
import type { BoxEffects } from '../../core/transactions/review';
import { useTranslation } from '../../i18n/react';
import { OutsideText, ShowMoreToggle } from '../OutsideText';
import { SummaryRow } from '../SummaryRow';
import { NameLine, useReviewName } from './AddressValue';

/** Box names shown before "Show more" (each may look up a name). */
const SHOWN_BOXES = 8;

/** One box name; one holding an address of the person's or a contact's has that name above. */
function BoxNameLine({ box, accounts }: { box: BoxName; accounts: readonly PublicAccount[] }) {
  const name = useReviewName(box.address, accounts);
  return (
    <li>
      {name && <NameLine name={name} />}
      <OutsideText size="xs" ff="monospace" text={box.text} />
    </li>
  );
}

function BoxNames({ names, accounts }: { names: BoxName[]; accounts: readonly PublicAccount[] }) {
  const [open, setOpen] = useState(false);
  const shown = open ? names : names.slice(0, SHOWN_BOXES);
  return (
    <Stack gap={4}>
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {shown.map((box, i) => (
          <BoxNameLine key={i} box={box} accounts={accounts} />
        ))}
      </Stack>
      {names.length > SHOWN_BOXES && <ShowMoreToggle open={open} onToggle={() => setOpen(!open)} />}
    </Stack>
  );
}

/**
 * The boxes the simulation says the call wrote and deleted (issue 39): the called app's first,
 * an inner call's under its app. Names are outside text: one a line, cut with "Show more"; a
 * name holding an address (an ARC-200 balance box) has the review's name for it above.
 */
export function AppCallBoxes({
  boxes,
  appId,
  accounts,
}: {
  boxes: BoxEffects | undefined;
  appId: bigint;
  accounts: readonly PublicAccount[];
}) {
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
            <BoxNames names={group.names} accounts={accounts} />
          </SummaryRow>
        );
      })}
      {boxes.more > 0 && (
        <SummaryRow label={t('review.appCall.boxesMore')}>{boxes.more}</SummaryRow>
      )}
    </>
  );
}
