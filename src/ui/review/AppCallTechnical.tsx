import { Table } from '@mantine/core';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { AppCallReview } from '../../core/abi/app-call-review';
import { bytesToBase64 } from '../../core/encoding/base64';
import type { AssetUnits } from '../../infra/transactions/review-group';
import { useTranslation } from '../../i18n/react';
import { OutsideInline, OutsideText } from '../OutsideText';
import { SummaryRow } from '../SummaryRow';
import { ArgRows, useValueWords } from './AppCallArgs';
import { AppCallBoxes } from './AppCallTechnicalBoxes';
import { noteText } from './review-rows';

/** A state key as text when it is UTF-8, else base64 (keys are bytes). */
const keyText = (key: Uint8Array) => noteText(key).text;

/** What a person checks when something looks wrong: selector, raw arguments, events, state. */
export function AppCallTechnical({
  review,
  accounts,
  assets,
}: {
  review: AppCallReview;
  accounts: readonly PublicAccount[];
  assets: ReadonlyMap<bigint, AssetUnits> | undefined;
}) {
  const { t } = useTranslation();
  const words = useValueWords(assets);
  const { call, state } = review;
  return (
    <>
      <SummaryRow label={t('review.appCall.appId')}>{review.appId.toString()}</SummaryRow>
      <SummaryRow label={t('review.appCall.onComplete')}>
        {t(`review.appCall.oc.${review.onComplete}`)}
      </SummaryRow>
      {call.kind !== 'bare' && (
        <SummaryRow label={t('review.appCall.selector')}>0x{call.selector}</SummaryRow>
      )}
      {review.rawArgs.map((arg, i) => (
        <SummaryRow key={i} label={t('review.appCall.rawArg', { index: i })}>
          <OutsideText size="xs" ff="monospace" text={bytesToBase64(arg)} />
        </SummaryRow>
      ))}
      {review.events.map((event, i) => (
        <SummaryRow key={`e${i}`} label={t('review.appCall.event')}>
          <OutsideInline fw={700} text={event.name} />
          <Table layout="fixed">
            <Table.Tbody>
              <ArgRows args={event.args} accounts={accounts} words={words} />
            </Table.Tbody>
          </Table>
        </SummaryRow>
      ))}
      {state && state.global.length > 0 && (
        <SummaryRow label={t('review.appCall.globalState')}>
          <OutsideText size="xs" text={state.global.map(keyText).join(', ')} />
        </SummaryRow>
      )}
      {state?.local.map((local, i) => (
        <SummaryRow key={`l${i}`} label={t('review.appCall.localState')}>
          <OutsideText size="xs" ff="monospace" text={local.address} />
          <OutsideText size="xs" text={local.keys.map(keyText).join(', ')} />
        </SummaryRow>
      ))}
      <AppCallBoxes boxes={review.boxes} appId={review.appId} accounts={accounts} />
    </>
  );
}
