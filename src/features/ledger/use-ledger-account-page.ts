import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { effectiveEnvironment } from '../../core/config/settings';
import { ledgerTransportUrl } from '../../core/ledger/ledger-config';
import { LedgerError } from '../../core/ledger/ledger-error';
import { readLedgerSlot } from '../../core/ledger/ledger-slot';
import { ENVIRONMENTS } from '../../core/networks/environments';
import { getLedgerAccount, getLedgerAddress } from '../../infra/ledger/ledger-client';
import { settingsStore } from '../../infra/settings/settings-store';
import { notifySuccess } from '../../ui/notify';
import { ledgerErrorText } from './ledger-error-text';
import { saveLedgerAccount } from './save-ledger-account';

interface LoadedAccount {
  slot: number;
  addr: string;
  addr0: string;
}

/**
 * State and actions of /new-account/ledger: read a slot's address from the device, show it on
 * the device to compare, save it. Nothing secret passes through here: the key never leaves the
 * device.
 */
export function useLedgerAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useStore(
    settingsStore,
    (s) => ENVIRONMENTS[effectiveEnvironment(s.settings, s.config)].network,
  );
  const emulatorUrl = useStore(settingsStore, (s) => ledgerTransportUrl(s.config));
  const [slot, setSlot] = useState<number | string>(0);
  const [loaded, setLoaded] = useState<LoadedAccount | null>(null);
  const [verified, setVerified] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // As typed: a slot out of range stays in the field with its message and Connect waits.
  const validSlot = readLedgerSlot(slot);

  // Shown inline where the action was; a toast as well would say it twice (notify.ts).
  const handlers = {
    onMutate: () => setError(null),
    onError: (e: unknown) => setError(ledgerErrorText(e, t)),
  };
  const connect = useMutation({
    mutationFn: async (at: number) => {
      const account = await getLedgerAccount(at);
      setLoaded({ slot: at, ...account });
      setName((current) => current || t('ledger.defaultName', { slot: at }));
    },
    ...handlers,
  });
  const verify = useMutation({
    mutationFn: async (account: LoadedAccount) => {
      const shown = await getLedgerAddress(account.slot, { display: true });
      if (shown !== account.addr) throw new LedgerError('wrong-device');
      setVerified(true);
    },
    ...handlers,
  });
  const save = useMutation({
    mutationFn: async (account: LoadedAccount) => {
      await saveLedgerAccount({ ...account, name, network });
      notifySuccess(t('ledger.saved', { name: name.trim() }));
      void navigate('/accounts');
    },
    ...handlers,
  });

  // One device action at a time: every button waits while any of them runs.
  const busy = connect.isPending
    ? 'connect'
    : verify.isPending
      ? 'verify'
      : save.isPending
        ? 'save'
        : null;

  return {
    emulatorUrl,
    slot,
    validSlot,
    loaded,
    verified,
    name,
    setName,
    error,
    busy,
    changeSlot(value: number | string) {
      setSlot(value);
      // The address shown must always be the one of the slot in the field.
      setLoaded(null);
      setVerified(false);
    },
    connect() {
      if (validSlot === null) return setError(t('ledger.slotInvalid'));
      // Only what this read returns is shown: a failed read leaves no older address behind.
      setLoaded(null);
      setVerified(false);
      connect.mutate(validSlot);
    },
    verify() {
      if (loaded) verify.mutate(loaded);
    },
    save() {
      if (!loaded) return;
      if (!name.trim()) return setError(t('ledger.nameRequired'));
      save.mutate(loaded);
    },
  };
}

export type LedgerAccountPageState = ReturnType<typeof useLedgerAccountPage>;
