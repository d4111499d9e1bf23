import { generateAccount } from 'algosdk';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import { BasicAccountReview } from './BasicAccountReview';
import { AccountSecret } from './account-secret';
import { ModeFrame } from './ModeFrame';
import { useUnsavedWork } from './use-unsaved-work';

/** Page state "newaccount": a random account from algosdk, backed up through the challenge. */
export function NewBasicAccount() {
  const { t } = useTranslation();
  const [secret] = useState(() => new AccountSecret());
  const address = useSyncExternalStore(secret.subscribe, secret.getAddress);
  // A shown phrase that is not saved yet is lost with the session: the timeout warning says so.
  useUnsavedWork(address !== null, 'recovery-phrase');

  // Generated on mount and wiped on unmount (also under StrictMode's mount-unmount-mount).
  useEffect(() => {
    secret.replace(generateAccount().sk);
    return () => secret.wipe();
  }, [secret]);

  return (
    <ModeFrame title={t('newAccount.basic.title')} description={t('newAccount.basic.description')}>
      {address && (
        <BasicAccountReview
          secret={secret}
          address={address}
          renewLabel={t('newAccount.basic.createNew')}
          onRenew={() => secret.replace(generateAccount().sk)}
        />
      )}
    </ModeFrame>
  );
}
