import { Alert, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { ReceiverNotOptedInError } from '../../core/assets/opt-in';
import { describeError } from '../../ui/errors';
import { showHidden } from '../../core/format/outside-text';
import { HiddenCharsFlag, OUTSIDE_SLOT, OutsideSentence } from '../../ui/OutsideText';
import { multisigErrorText } from './multisig/multisig-error-text';
import type { usePayPage } from './use-pay-page';

type Pay = ReturnType<typeof usePayPage>;

/**
 * Why the form cannot be used as it stands: a bad link, another network, no signer ... The link's
 * label, parameters and network are whoever made the link's text: hidden characters as markers.
 */
export function PayNotices({ pay }: { pay: Pay }) {
  const { t } = useTranslation();
  const { link, linkError, prepare } = pay;
  const problems = [
    pay.incoming.isError && multisigErrorText(pay.incoming.error, t),
    linkError && t(`paymentLink.${linkError.code}`, { param: showHidden(linkError.param ?? '') }),
    pay.wrongNetwork &&
      t('pay.linkOtherNetwork', { network: showHidden(link?.network ?? ''), current: pay.network }),
    pay.linkAssetMissing && t('pay.linkAssetNotHeld', { asset: link?.asset?.toString() ?? '' }),
    pay.cannotPay && t('pay.cannotSign'),
    prepare.error instanceof ReceiverNotOptedInError &&
      !pay.inbox.offered &&
      t('pay.receiverNotOptedIn', {
        receiver: prepare.error.receiver,
        asset: linkAssetName(pay, prepare.error.assetId),
      }),
    prepare.isError &&
      !(prepare.error instanceof ReceiverNotOptedInError) &&
      t('common.error', {
        message:
          prepare.error instanceof Error && prepare.error.name === 'NodeError'
            ? t('pay.status.offline')
            : describeError(prepare.error, t),
      }),
  ].filter((text): text is string => typeof text === 'string');
  return (
    <>
      {link?.label && !pay.reviewing && (
        <>
          <Text style={{ overflowWrap: 'anywhere' }}>
            <OutsideSentence
              template={t('pay.linkLabel', { label: OUTSIDE_SLOT })}
              text={link.label}
            />
          </Text>
          <HiddenCharsFlag texts={[link.label]} />
        </>
      )}
      {problems.map((text) => (
        <Alert key={text} color="red" role="alert">
          {text}
        </Alert>
      ))}
    </>
  );
}

export function linkAssetName(pay: Pay, assetId: bigint): string {
  const asset = pay.source.assets.find((a) => a.id === assetId.toString());
  return asset?.name ? `${showHidden(asset.name)} (${assetId.toString()})` : assetId.toString();
}
