import { Button, Group, MaskInput, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { FormSection, NameInput } from '../../ui/StepPage';
import { TwoFactorSecret } from './TwoFactorSecret';
import type { TwoFactorPage } from './use-two-factor-page';

/** Step two: the secret to scan (until confirmed), the account name and the app's code. */
export function ConfirmSection({ page }: { page: TwoFactorPage }) {
  const { t } = useTranslation();
  const confirmed = page.twoFactorAccount !== null;
  return (
    <FormSection id="two-factor-confirm" title={t('twoFactor.scanSection')} onSubmit={page.confirm}>
      {!confirmed && (
        <>
          <Text size="sm">{t('twoFactor.scanIntro')}</Text>
          <TwoFactorSecret secretRef={page.secretRef} revision={page.secretRevision} />
        </>
      )}
      <NameInput label={t('twoFactor.name')} value={page.name} onChange={page.setName} />
      <MaskInput
        label={t('twoFactor.code')}
        description={t('twoFactor.codeHint')}
        mask="999-999"
        maw={240}
        onChangeRaw={(raw) => page.setCode(raw)}
        resetRef={page.resetCodeRef}
        inputMode="numeric"
        autoComplete="one-time-code"
        disabled={confirmed}
        required
      />
      <Group>
        <Button type="submit" loading={page.confirming} disabled={!page.completeCode && !confirmed}>
          {t('twoFactor.confirm')}
        </Button>
      </Group>
    </FormSection>
  );
}
