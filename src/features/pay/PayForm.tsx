import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { PayFromSection, PayToSection, RekeySection } from './PayAddressSections';
import { PayAmountSection } from './PayAmountSection';
import { PayNoteSection } from './PayNoteSection';
import { usePayForm, type PayFormProps } from './use-pay-form';

/** The pay screen's design step: who pays whom what, with which note; Review checks it all. */
export function PayForm(props: PayFormProps) {
  const { t } = useTranslation();
  const form = usePayForm(props);
  return (
    <form onSubmit={form.submit} noValidate>
      <Stack>
        <PayFromSection
          form={form}
          payers={props.payers}
          fromLocked={props.fromLocked}
          network={props.network}
          source={props.source}
        />
        <PayToSection form={form} />
        {props.rekey && <RekeySection form={form} />}
        <PayAmountSection form={form} source={props.source} />
        <PayNoteSection form={form} noteLocked={props.noteLocked} />
        <Group>
          <Button type="submit" disabled={!form.canReview} loading={props.busy}>
            {t('pay.review')}
          </Button>
          <Button variant="default" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
