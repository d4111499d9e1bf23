import { Alert, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { useStore } from 'zustand';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import { decodeNote } from '../../../core/chain/note';
import { effectiveEnvironment } from '../../../core/config/settings';
import { bytesToBase64 } from '../../../core/encoding/base64';
import { formatAmountWithUnit } from '../../../core/format/amount';
import { NATIVE_DECIMALS } from '../../../core/format/asset-units';
import type { Proposal } from '../../../core/multisig/proposal';
import { networkDisplayName } from '../../../core/networks/display-names';
import { ENVIRONMENTS } from '../../../core/networks/environments';
import { describeTransaction } from '../../../core/transactions/review';
import { assetUnitsQuery } from '../../../infra/chain/asset-units';
import { currentChain } from '../../../infra/chain/indexer-client';
import { settingsStore } from '../../../infra/settings/settings-store';
import { DataField } from '../../../ui/DataField';
import { useAmountFormat, useNumberSeparators } from '../../../ui/use-amount-format';
import { useAssetUnits } from '../../../ui/use-asset-units';

// What the co-signers sign (spec 000 section 3, multisig signed transaction): every one of them
// sees the transaction itself, decoded from the proposal, not what the proposer says it is.
// Rekey and close-to are flagged: they hand the account or its whole balance away.

const noteText = (note: Uint8Array) => {
  if (note.length === 0) return undefined;
  const base64 = bytesToBase64(note);
  return decodeNote(base64) ?? base64;
};

export function ProposalDetails({ from, proposal }: { from: PublicAccount; proposal: Proposal }) {
  const { t } = useTranslation();
  const symbol = useStore(
    settingsStore,
    (s) => ENVIRONMENTS[effectiveEnvironment(s.settings, s.config)].tokenSymbol,
  );
  const separators = useNumberSeparators();
  const coin = (micro: bigint) =>
    formatAmountWithUnit(micro, NATIVE_DECIMALS, symbol, separators, { fixed: true });
  const { txn, params } = proposal;
  const pay = txn.payment;
  const axfer = txn.assetTransfer;
  const receiver = (pay?.receiver ?? axfer?.receiver)?.toString();
  const closeTo = (pay?.closeRemainderTo ?? axfer?.closeRemainderTo)?.toString();
  const rekeyTo = txn.rekeyTo?.toString();
  const network = currentChain().network;
  const units = useAssetUnits(axfer ? [axfer.assetIndex] : [], (id) =>
    assetUnitsQuery(network, id),
  );
  const format = useAmountFormat();
  const assetUnits = axfer && units.get(axfer.assetIndex.toString());

  return (
    <>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
        <DataField label={t('multisig.account')}>{`${from.name} · ${from.addr}`}</DataField>
        {proposal.multisigAddress !== from.addr && (
          <DataField label={t('multisig.multisigAccount')}>{proposal.multisigAddress}</DataField>
        )}
        <DataField label={t('multisig.threshold')}>
          {t('multisig.thresholdValue', {
            threshold: params.threshold,
            count: params.addrs.length,
          })}
        </DataField>
        <DataField label={t('multisig.txId')}>{txn.txID()}</DataField>
        <DataField label={t('multisig.type')}>
          {t(`review.kind.${describeTransaction(txn, 0).kind}`)}
        </DataField>
        <DataField label={t('multisig.sender')}>{txn.sender.toString()}</DataField>
        <DataField label={t('multisig.receiver')}>{receiver}</DataField>
        {pay && <DataField label={t('multisig.amount')}>{coin(pay.amount)}</DataField>}
        {axfer && (
          <DataField label={t('multisig.assetId')}>{axfer.assetIndex.toString()}</DataField>
        )}
        {axfer &&
          (assetUnits ? (
            <DataField label={t('multisig.amount')}>{format(axfer.amount, assetUnits)}</DataField>
          ) : (
            <DataField label={t('multisig.assetAmount')}>{axfer.amount.toString()}</DataField>
          ))}
        <DataField label={t('multisig.fee')}>{coin(txn.fee)}</DataField>
        <DataField label={t('multisig.validRounds')}>
          {t('multisig.roundRange', {
            first: txn.firstValid.toString(),
            last: txn.lastValid.toString(),
          })}
        </DataField>
        <DataField label={t('multisig.network')}>
          {networkDisplayName(txn.genesisID ?? '', (env) => t(`env.${env}`))}
        </DataField>
        <DataField label={t('multisig.note')}>{noteText(txn.note)}</DataField>
        <DataField label={t('multisig.rekeyTo')}>{rekeyTo}</DataField>
        <DataField label={t('multisig.closeTo')}>{closeTo}</DataField>
      </SimpleGrid>
      {rekeyTo && (
        <Alert color="orange" mt="sm">
          <Text size="sm">{t('multisig.rekeyWarning', { address: rekeyTo })}</Text>
        </Alert>
      )}
      {closeTo && (
        <Alert color="orange" mt="sm">
          <Text size="sm">{t('multisig.closeWarning', { address: closeTo })}</Text>
        </Alert>
      )}
    </>
  );
}
