import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Slider.layer.css';
import {
  Alert,
  Button,
  Group,
  Input,
  MultiSelect,
  Slider,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { multisigAddress } from 'algosdk';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
import { numberFieldValue } from '../../core/validation/whole-number';
import { NumberField } from '../../ui/NumberField';
import { sessionStore } from '../../infra/session/session';
import { notifyError, notifySuccess } from '../../ui/notify';
import { AccountNameField, useAccountName } from './AccountNameField';
import { ModeFrame } from './ModeFrame';
import { addAccount, currentNetwork, describeSaveError } from './save-account';

/** Multisig and 2FA addresses cannot sign as a member, and hidden accounts are technical. */
function canBeMember(account: PublicAccount): boolean {
  return account.type !== 'msig' && account.type !== '2fa' && !account.isHidden;
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** Page state "multisigaccount". */
export function MultisigAccountForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useAccountName();
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const [own, setOwn] = useState<string[]>([]);
  const [othersText, setOthersText] = useState('');
  // What the user typed or picked, as typed; null until then (the spec default 2 applies, at
  // most the signer count). A chosen value is never clamped: out of range it blocks creation.
  const [chosenThreshold, setChosenThreshold] = useState<number | string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const accountName = name.validate();
    if (others.invalidLines.length > 0) return setFormError(t('newAccount.multisig.fixInvalid'));
    if (signers.length === 0) return setFormError(t('newAccount.multisig.noSigners'));
    if (!accountName || !address || threshold === null) return;
    setBusy(true);
    try {
      await addAccount({
        addr: address,
        name: accountName,
        type: 'msig',
        network: currentNetwork(),
        params: buildMultisigParams(signers, threshold),
      });
      notifySuccess(t('newAccount.created', { name: accountName }));
      void navigate('/accounts');
    } catch (error) {
      notifyError(describeSaveError(error, t));
      setBusy(false);
    }
  }

  return (
    <ModeFrame
      title={t('newAccount.multisig.title')}
      description={t('newAccount.multisig.description')}
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('newAccount.multisig.title')}>
        <Stack gap="md">
          <MultiSelect
            label={t('newAccount.multisig.own')}
            description={t('newAccount.multisig.ownHint')}
            placeholder={own.length === 0 ? t('newAccount.multisig.ownPlaceholder') : undefined}
            data={ownOptions}
            value={own}
            onChange={setOwn}
            searchable
            nothingFoundMessage={t('newAccount.multisig.ownNothing')}
            disabled={busy}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label={t('newAccount.multisig.others')}
            description={t('newAccount.multisig.othersHint')}
            value={othersText}
            onChange={(e) => {
              setOthersText(e.currentTarget.value);
              setFormError(null);
            }}
            error={
              others.invalidLines.length > 0
                ? t('newAccount.multisig.invalidLines', { lines: others.invalidLines.join(', ') })
                : null
            }
            autosize
            minRows={3}
            maxRows={10}
            spellCheck={false}
            autoComplete="off"
            disabled={busy}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          {others.ignoredLines.length > 0 && (
            <Text size="sm" c="dimmed" role="status">
              {t('newAccount.multisig.ignoredLines', { lines: others.ignoredLines.join(', ') })}
            </Text>
          )}
          <Text size="sm" data-testid="multisig-count">
            {t('newAccount.multisig.count', { count: signers.length })}
          </Text>
          <Stack gap={4}>
            <Input.Label labelElement="div" id="multisig-threshold-label">
              {t('newAccount.multisig.threshold')}
            </Input.Label>
            <Group align="center" wrap="nowrap" gap="lg">
              <Slider
                style={{ flex: 1 }}
                min={min}
                max={max}
                step={1}
                value={sliderValue}
                onChange={setChosenThreshold}
                disabled={busy || max <= min}
                thumbLabel={t('newAccount.multisig.threshold')}
                label={null}
                marks={max > min && max <= 20 ? [{ value: min }, { value: max }] : undefined}
              />
              <NumberField
                w={96}
                aria-labelledby="multisig-threshold-label"
                aria-errormessage={thresholdError ? 'multisig-threshold-error' : undefined}
                min={min}
                max={max}
                step={1}
                value={chosenThreshold ?? threshold ?? ''}
                onChange={setChosenThreshold}
                // Left open while its value is out of range, so it can be corrected.
                disabled={busy || (max <= min && !thresholdError)}
                // The message goes below the row: the field is too narrow for it.
                error={thresholdError}
              />
            </Group>
            {thresholdError && (
              <Text size="sm" c="var(--mantine-color-error)" id="multisig-threshold-error">
                {t('newAccount.multisig.thresholdRange', { max })}
              </Text>
            )}
            {signers.length > 0 && threshold !== null && (
              <Text size="sm" data-testid="multisig-summary">
                {t('newAccount.multisig.summary', { threshold, count: signers.length })}
              </Text>
            )}
          </Stack>
          {address && (
            <div>
              <Input.Label labelElement="div" id="multisig-address-label">
                {t('newAccount.multisig.address')}
              </Input.Label>
              <Text
                ff="monospace"
                style={{ wordBreak: 'break-all' }}
                aria-labelledby="multisig-address-label"
                data-testid="multisig-address"
              >
                {address}
              </Text>
            </div>
          )}
          <AccountNameField field={name} disabled={busy} />
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={busy} disabled={thresholdError}>
              {t('newAccount.multisig.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ModeFrame>
  );
}
