import { Alert, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import { dismissRefused, walletConnectStore } from '../../infra/walletconnect/wallet-connect';
import { refusalText } from './refusal-text';
import { OUTSIDE_SLOT, OutsideSentence } from '../../ui/OutsideText';

/** Requests the wallet refused by its rules, already answered: shown until dismissed. */
export function RefusedRequests() {
  const { t } = useTranslation();
  const refused = useStore(walletConnectStore, (s) => s.refused);
  return refused.map((r) => (
    <Alert
      key={r.key}
      color="red"
      role="alert"
      title={
        <OutsideSentence
          template={t('walletconnect.refusedTitle', { name: OUTSIDE_SLOT })}
          text={r.peer.name || r.peer.url}
        />
      }
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={() => dismissRefused(r.key)}
    >
      <Text size="sm">{refusalText(r.refusal, t)}</Text>
      <Text size="sm">{t('walletconnect.refusedAnswered', { code: r.code })}</Text>
    </Alert>
  ));
}
