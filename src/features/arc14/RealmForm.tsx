import { TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { AccountSignForm } from '../../ui/secret-output/AccountSignForm';
import { REALM_KEYS, type Arc14 } from './use-arc14';

/** The account and the realm to authenticate to. */
export function RealmForm({ page }: { page: Arc14 }) {
  const { t } = useTranslation();
  return (
    <AccountSignForm
      id="arc14-sign"
      account={page.account!}
      cannotSign={page.canSign ? null : t('arc14.cannotSign')}
      onSubmit={page.review}
      submit={{
        label: t('arc14.review'),
        hidden: Boolean(page.prepare.data),
        pending: page.prepare.isPending,
        disabled: !page.canSign,
      }}
    >
      <TextInput
        label={t('arc14.realm')}
        description={t('arc14.realmHint')}
        placeholder="example.com#ARC14"
        value={page.realm}
        onChange={(e) => page.setRealm(e.currentTarget.value)}
        error={page.showProblem && page.problem ? t(REALM_KEYS[page.problem]) : undefined}
        autoComplete="off"
        spellCheck={false}
        required
      />
    </AccountSignForm>
  );
}
