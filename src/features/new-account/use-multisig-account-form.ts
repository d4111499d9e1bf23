import { isValidAddress, multisigAddress } from 'algosdk';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import {
  buildMultisigParams,
  combineSigners,
  defaultThreshold,
  parseOtherAddresses,
  readThreshold,
  thresholdBounds,
} from '../../core/accounts/multisig-rules';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { effectiveEnvironment } from '../../core/config/settings';
import { numberFieldValue } from '../../core/validation/whole-number';
import { currentNfdClient } from '../../infra/names/current-nfd';
import { selectContacts, sessionStore } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { useReceiver } from '../../ui/receiver/use-receiver';
import { useAccountName } from './AccountNameField';
import { addAccount, currentNetwork } from './save-account';
import { useSaveAccount } from './use-save-account';

/** Multisig and 2FA addresses cannot sign as a member, and hidden accounts are technical. */
function canBeMember(account: PublicAccount): boolean {
  return account.type !== 'msig' && account.type !== '2fa' && !account.isHidden;
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** State and the save action of page state "multisigaccount". */
export function useMultisigAccountForm() {
  const { t } = useTranslation();
  const name = useAccountName();
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const [own, setOwn] = useState<string[]>([]);
  const [othersText, setOthersText] = useState('');
  // What the user typed or picked, as typed; null until then (the spec default 2 applies, at
  // most the signer count). A chosen value is never clamped: out of range it blocks creation.
  const [chosenThreshold, setChosenThreshold] = useState<number | string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // One member at a time by address or .algo name (issue 26): the list gets the address the
  // name resolves to, after the look-alike guard, so the multisig stores addresses only.
  const [memberText, setMemberText] = useState('');
  const env = useStore(settingsStore, (s) => effectiveEnvironment(s.settings, s.config));
  const member = useReceiver({
    text: memberText,
    active: true,
    accounts,
    contacts: useStore(sessionStore, selectContacts),
    nfd: currentNfdClient(env),
    env,
  });
  const memberReady = member.address !== null && !member.blocked && isValidAddress(member.address);

  const ownOptions = useMemo(
    () =>
      accounts
        .filter(canBeMember)
        .map((a) => ({ value: a.addr, label: `${a.name} (${short(a.addr)})` })),
    [accounts],
  );
  const others = useMemo(() => parseOtherAddresses(othersText), [othersText]);
  const signers = combineSigners(own, others.addresses);
  const { min, max } = thresholdBounds(signers.length);
  const threshold =
    chosenThreshold === null
      ? defaultThreshold(signers.length)
      : readThreshold(chosenThreshold, signers.length);
  // Judged once there are signers to count; before that "choose accounts" is the message.
  const thresholdError = signers.length > 0 && threshold === null;
  // The slider can only show a value in range: the nearest one while the typed value is not.
  const sliderValue =
    threshold ??
    Math.min(max, Math.max(min, Math.round(numberFieldValue(chosenThreshold ?? '')) || min));
  const ready = signers.length > 0 && others.invalidLines.length === 0 && threshold !== null;
  // Cheap to recompute (one hash over at most 255 keys), so no memo.
  const address = ready
    ? multisigAddress(buildMultisigParams(signers, threshold)).toString()
    : null;

  const { save, busy } = useSaveAccount(
    ({ threshold, ...account }: { addr: string; name: string; threshold: number }) =>
      addAccount({
        ...account,
        type: 'msig',
        network: currentNetwork(),
        params: buildMultisigParams(signers, threshold),
      }),
  );

  return {
    name,
    ownOptions,
    own,
    setOwn,
    othersText,
    setOthersText(text: string) {
      setOthersText(text);
      setFormError(null);
    },
    others,
    memberText,
    setMemberText,
    member,
    memberReady,
    addMember() {
      if (!memberReady) return;
      const lines = othersText.split(/\r?\n/).filter((line) => line.trim() !== '');
      setOthersText([...lines, member.address!].join('\n'));
      setMemberText('');
      setFormError(null);
    },
    signerCount: signers.length,
    min,
    max,
    threshold,
    chosenThreshold,
    setChosenThreshold,
    thresholdError,
    sliderValue,
    address,
    formError,
    busy,
    submit() {
      setFormError(null);
      const accountName = name.validate();
      if (others.invalidLines.length > 0) return setFormError(t('newAccount.multisig.fixInvalid'));
      if (signers.length === 0) return setFormError(t('newAccount.multisig.noSigners'));
      if (!accountName || !address || threshold === null) return;
      save({ addr: address, name: accountName, threshold });
    },
  };
}

export type MultisigAccountFormState = ReturnType<typeof useMultisigAccountForm>;
