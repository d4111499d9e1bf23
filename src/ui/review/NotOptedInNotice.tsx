import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { GroupReview, NotOptedInTransfer } from '../../infra/transactions/review-group';
import { OUTSIDE_SLOTS, OutsideSentence } from '../OutsideText';
import { useReviewName } from './AddressValue';
import { shortAddress } from './review-rows';

/** One transfer: "Transaction 2: Bob (ABCD…WXYZ) has not opted in to OTR (#1004), …". */
function NotOptedInLine({
  transfer,
  review,
  accounts,
}: {
  transfer: NotOptedInTransfer;
  review: GroupReview;
  accounts: readonly PublicAccount[];
}) {
  const { t } = useTranslation();
  const name = useReviewName(transfer.receiver, accounts);
  const units = review.assets.get(transfer.assetId);
  const id = `#${transfer.assetId.toString()}`;
  const unit = units?.unitName || units?.name;
  // The name (contact, NFD) and the asset's unit are outside text: slots, never markup.
  const receiver = name ? `${name.name} (${shortAddress(transfer.receiver)})` : transfer.receiver;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <OutsideSentence
        template={t('review.notOptedIn', {
          index: transfer.index + 1,
          receiver: OUTSIDE_SLOTS[0],
          asset: unit ? `${OUTSIDE_SLOTS[1]} (${id})` : id,
        })}
        text={[receiver, unit ?? '']}
      />
    </Text>
  );
}

/**
 * An asset transfer to a receiver not opted in would be refused by the node. A wallet cannot
 * rebuild an app's group, so it says so before Sign (which stays off) and names the way that
 * works: the app sending through the receiver's ARC-59 inbox.
 */
export function NotOptedInNotice({
  review,
  accounts,
}: {
  review: GroupReview;
  accounts: readonly PublicAccount[];
}) {
  const { t } = useTranslation();
  if (review.notOptedIn.length === 0) return null;
  return (
    <Alert color="red" role="alert" title={t('review.notOptedInTitle')}>
      <Stack gap="xs">
        {review.notOptedIn.map((transfer) => (
          <NotOptedInLine
            key={transfer.index}
            transfer={transfer}
            review={review}
            accounts={accounts}
          />
        ))}
        <Text size="sm">{t('review.notOptedInInbox')}</Text>
      </Stack>
    </Alert>
  );
}
