import { TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { AccountSignForm } from '../../ui/secret-output/AccountSignForm';
import type { Arc60 } from './use-arc60-page';

/** The account, the domain the Sign-In is for and an optional statement. */
export function SignInForm({ page }: { page: Arc60 }) {
  const { t } = useTranslation();
  return (
    <AccountSignForm
      id="arc60-sign"
      account={page.account!}
      cannotSign={page.canSign ? null : t('arc60.cannotSign')}
      onSubmit={page.review}
      submit={{
        label: t('arc60.review'),
        hidden: Boolean(page.prepare.data),
        pending: page.prepare.isPending,
        disabled: !page.canSign || !page.domain.trim(),
      }}
    >
      <TextInput
        label={t('arc60.domain')}
        description={t('arc60.domainHint')}
        value={page.domain}
        onChange={(e) => page.setDomain(e.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
        required
      />
      <TextInput
        label={t('arc60.statement')}
        value={page.statement}
        onChange={(e) => page.setStatement(e.currentTarget.value)}
        autoComplete="off"
        maxLength={200}
      />
    </AccountSignForm>
  );
}
