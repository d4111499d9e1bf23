import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { ChallengeModal } from './ChallengeModal';
import { LabelledAddress } from './LabelledAddress';
import { MnemonicQr } from './MnemonicQr';
import { MnemonicWords } from './MnemonicWords';
import type { AccountSecret } from './account-secret';
import { WarningAlert } from './WarningAlert';
import { NEW_ACCOUNT_PATH } from './new-account-mode';

/**
 * A generated account before it is saved: its address, the masked recovery phrase with
 * show/hide, an optional QR code of the phrase, and the actions of the spec (start challenge,
 * create new, drop phrase).
 */
export function BasicAccountReview({
  secret,
  address,
  renewLabel,
  onRenew,
}: {
  secret: AccountSecret;
  address: string;
  /** "Create new" for a random account, "Search again" for a vanity one. */
  renewLabel: string;
  onRenew: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [phraseVisible, setPhraseVisible] = useState(false);
  const [qrVisible, setQrVisible] = useState(false);
  const [challengeOpen, challenge] = useDisclosure(false);

  function drop() {
    secret.wipe();
    void navigate(NEW_ACCOUNT_PATH);
  }

  return (
    <Stack gap="md">
      <WarningAlert title={t('newAccount.basic.warningTitle')}>
        {t('newAccount.basic.warning')}
      </WarningAlert>
      <LabelledAddress
        id="new-account-address"
        label={t('newAccount.basic.address')}
        address={address}
      />
      <MnemonicWords secret={secret} address={address} visible={phraseVisible} />
      <Group gap="xs">
        <Button
          variant="default"
          aria-pressed={phraseVisible}
          onClick={() => setPhraseVisible((v) => !v)}
        >
          {phraseVisible ? t('newAccount.basic.hide') : t('newAccount.basic.show')}
        </Button>
        <Button variant="default" aria-pressed={qrVisible} onClick={() => setQrVisible((v) => !v)}>
          {qrVisible ? t('newAccount.basic.hideQr') : t('newAccount.basic.showQr')}
        </Button>
      </Group>
      {qrVisible && <MnemonicQr secret={secret} address={address} />}
      <Group gap="xs">
        <Button onClick={challenge.open}>{t('newAccount.basic.startChallenge')}</Button>
        <Button variant="default" onClick={onRenew}>
          {renewLabel}
        </Button>
        <Button variant="outline" color="red" onClick={drop}>
          {t('newAccount.basic.dropPhrase')}
        </Button>
      </Group>
      <ChallengeModal opened={challengeOpen} onClose={challenge.close} secret={secret} />
    </Stack>
  );
}
