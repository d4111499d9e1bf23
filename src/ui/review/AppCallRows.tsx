import { Text } from '@mantine/core';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { AppCallReview, InnerEffect } from '../../core/abi/app-call-review';
import type { AssetUnits } from '../../infra/transactions/review-group';
import { useTranslation } from '../../i18n/react';
import { OutsideInline } from '../OutsideText';
import { SummaryRow } from '../SummaryRow';
import { AddressValue } from './AddressValue';
import { AbiValueView, ArgRows, useValueWords } from './AppCallArgs';
import { AppCallWarnings } from './AppCallWarnings';
import { Arc200Row } from './Arc200Row';
import { typeWords } from '../type-words';

type Display = (amount: bigint, assetId: bigint | undefined) => string;

export interface AppCallRowsProps {
  review: AppCallReview;
  txid: string;
  accounts: readonly PublicAccount[];
  assets: ReadonlyMap<bigint, AssetUnits> | undefined;
  display: Display;
}

function AppRow({ review }: { review: AppCallReview }) {
  const { t } = useTranslation();
  const appId = review.appId.toString();
  const { app } = review;
  return (
    <SummaryRow label={t('review.appCall.app')}>
      {app.kind === 'known' ? (
        <>
          <Text size="sm" fw={700}>
            <OutsideInline text={app.spec.name} />
          </Text>
          <Text size="sm" c="dimmed">
            {t(`review.appCall.source.${app.source}`, { appId })}
          </Text>
        </>
      ) : (
        <>
          <Text size="sm" fw={700}>
            {review.creating
              ? t('review.appCall.newApp')
              : t('review.appCall.unknownApp', { appId })}
          </Text>
          {app.kind === 'interface' && (
            <Text size="sm" c="dimmed">
              {t('review.appCall.byStandard', { standard: app.standard })}
            </Text>
          )}
        </>
      )}
    </SummaryRow>
  );
}

function MethodRow({ review }: { review: AppCallReview }) {
  const { t } = useTranslation();
  const { call } = review;
  return (
    <SummaryRow label={t('review.appCall.method')}>
      {call.kind === 'bare' ? (
        <Text size="sm">{t(`review.appCall.bare.${review.onComplete}`)}</Text>
      ) : call.kind === 'unknown' ? (
        <Text size="sm">
          {t('review.appCall.unknownMethod', { selector: `0x${call.selector}` })}
        </Text>
      ) : (
        <Text size="sm" fw={700} ff="monospace">
          <OutsideInline text={call.method.name} />
        </Text>
      )}
    </SummaryRow>
  );
}

function EffectRow({
  effect,
  accounts,
  display,
}: {
  effect: InnerEffect;
  accounts: readonly PublicAccount[];
  display: Display;
}) {
  const { t } = useTranslation();
  const label = t('review.appCall.effect');
  if (effect.kind === 'calls' || effect.kind === 'other')
    return (
      <SummaryRow label={label}>
        {effect.kind === 'calls'
          ? t('review.appCall.inner.calls', { appId: effect.appId.toString() })
          : t('review.appCall.inner.other', { type: typeWords(t, effect.type) })}
      </SummaryRow>
    );
  const amount = display(effect.amount, effect.assetId);
  const address = effect.kind === 'takes' ? effect.from : effect.to;
  const key = ({ 'pays-you': 'paysYou', takes: 'takes', pays: 'pays' } as const)[effect.kind];
  return (
    <SummaryRow label={label}>
      <Text size="sm" fw={700}>
        {t(`review.appCall.inner.${key}`, { amount })}
      </Text>
      <AddressValue address={address} accounts={accounts} />
    </SummaryRow>
  );
}

/** An app call in words: the app, the method, each argument, its effects and its warnings. */
export function AppCallRows({ review, txid, accounts, assets, display }: AppCallRowsProps) {
  const { t } = useTranslation();
  const words = useValueWords(assets);
  return (
    <>
      <AppRow review={review} />
      <MethodRow review={review} />
      {review.arc200 && <Arc200Row arc200={review.arc200} accounts={accounts} />}
      {review.call.kind === 'call' && (
        <ArgRows args={review.call.args} accounts={accounts} words={words} />
      )}
      {review.returned && (
        <SummaryRow label={t('review.appCall.returns')}>
          <AbiValueView value={review.returned} accounts={accounts} words={words} />
        </SummaryRow>
      )}
      {review.inner.map((effect, i) => (
        <EffectRow key={i} effect={effect} accounts={accounts} display={display} />
      ))}
      <AppCallWarnings review={review} txid={txid} accounts={accounts} display={display} />
    </>
  );
}
