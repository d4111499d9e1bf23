import { Alert } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import { BasicAccountReview } from './BasicAccountReview';
import { AccountSecret } from './account-secret';
import { ModeFrame } from './ModeFrame';
import { useUnsavedWork } from './use-unsaved-work';
import { VanitySearchForm } from './VanitySearchForm';

/**
 * Vanity address: search for a key whose address matches a pattern, then back it up and save
 * it through the same review and challenge as a random new account.
 */
export function VanityAccount() {
  const { t, i18n } = useTranslation();
  const [tried, setTried] = useState<number | null>(null);
  const [secret] = useState(() => new AccountSecret());
  const address = useSyncExternalStore(secret.subscribe, secret.getAddress);
  // A shown phrase that is not saved yet is lost with the session: the timeout warning says so.
  useUnsavedWork(address !== null, 'recovery-phrase');

  useEffect(() => () => secret.wipe(), [secret]);

  return (
    <ModeFrame
      title={t('newAccount.vanity.title')}
      description={t('newAccount.vanity.description')}
    >
      {address ? (
        <>
          {tried !== null && (
            <Alert color="teal" role="status">
              {t('newAccount.vanity.found', { tried: tried.toLocaleString(i18n.language) })}
            </Alert>
          )}
          <BasicAccountReview
            secret={secret}
            address={address}
            renewLabel={t('newAccount.vanity.searchAgain')}
            onRenew={() => secret.wipe()}
          />
        </>
      ) : (
        <VanitySearchForm
          onFound={(secretKey, count) => {
            setTried(count);
            secret.replace(secretKey);
          }}
        />
      )}
    </ModeFrame>
  );
}
