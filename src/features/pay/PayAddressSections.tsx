import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { Alert, Input, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { describeError } from '../../ui/errors';
import { QrScanner } from '../../ui/QrScanner';
import { useScannerLabels } from '../../ui/use-scanner-labels';
import type { PaySource } from './use-pay-assets';
import { accountLabel, type PayFormState } from './use-pay-form';
import { AddressChoice, MONO } from './AddressChoice';
import { ReceiverField } from '../../ui/receiver/ReceiverField';
import { networkDisplayName } from '../../core/networks/display-names';

// Who pays, who is paid and (on the rekey screen) who signs from now on.

export function PayFromSection({
  form,
  payers,
  fromLocked,
  network,
  source,
}: {
  form: PayFormState;
  payers: PublicAccount[];
  fromLocked: boolean;
  network: string;
  source: PaySource;
}) {
  const { t } = useTranslation();
  const { values, set } = form;
  return (
    <>
      {fromLocked ? (
        <TextInput label={t('pay.payFrom')} value={values.payFrom} readOnly styles={MONO} />
      ) : (
        <Select
          label={t('pay.payFrom')}
          placeholder={t('pay.chooseAccount')}
          data={payers.map((a) => ({ value: a.addr, label: accountLabel(a) }))}
          value={values.payFrom || null}
          onChange={(value) => set({ payFrom: value ?? '', assetId: '' })}
          searchable
          nothingFoundMessage={t('pay.noPayers')}
          error={form.problemText('payFrom')}
          required
        />
      )}
      <TextInput
        label={t('pay.network')}
        value={networkDisplayName(network, (env) => t(`env.${env}`))}
        readOnly
      />
      {source.error != null && (
        <Alert color="red" role="alert">
          {describeError(source.error, t)}
        </Alert>
      )}
    </>
  );
}

export function PayToSection({ form }: { form: PayFormState }) {
  const { t } = useTranslation();
  const scannerLabels = useScannerLabels();
  const { values, set } = form;
  return (
    <Input.Wrapper label={t('pay.payTo')} required error={form.problemText('payTo')}>
      <AddressChoice
        kindLabel={t('pay.payToKind')}
        otherLabel={t('pay.otherAddress')}
        mode={values.payToMode}
        onMode={(payToMode) => set({ payToMode })}
        ownLabel={t('pay.payToOwn')}
        ownOptions={form.ownOptions}
        own={values.payToOwn}
        onOwn={(payToOwn) => set({ payToOwn })}
        addressLabel={t('pay.payToAddress')}
        address={values.payToOther}
        onAddress={(payToOther) => set({ payToOther })}
        otherInput={
          <ReceiverField
            label={t('pay.payToAddress')}
            value={values.payToOther}
            onChange={(payToOther) => set({ payToOther })}
            receiver={form.receiver}
          />
        }
      >
        <QrScanner labels={scannerLabels} onResult={form.scanned} />
      </AddressChoice>
    </Input.Wrapper>
  );
}

export function RekeySection({ form }: { form: PayFormState }) {
  const { t } = useTranslation();
  const { values, set } = form;
  return (
    <Input.Wrapper label={t('pay.rekeyTo')} required error={form.problemText('rekeyTo')}>
      <Stack gap="xs">
        <Alert color="orange" title={t('pay.rekeyExplainTitle')}>
          {t('pay.rekeyExplain')}
        </Alert>
        <AddressChoice
          kindLabel={t('pay.rekeyToKind')}
          otherLabel={t('pay.externalAccount')}
          mode={values.rekeyMode}
          onMode={(rekeyMode) => set({ rekeyMode })}
          ownLabel={t('pay.rekeyToOwn')}
          ownOptions={form.rekeyOptions}
          own={values.rekeyToOwn}
          onOwn={(rekeyToOwn) => set({ rekeyToOwn })}
          addressLabel={t('pay.rekeyToAddress')}
          address={values.rekeyToOther}
          onAddress={(rekeyToOther) => set({ rekeyToOther })}
        />
      </Stack>
    </Input.Wrapper>
  );
}
