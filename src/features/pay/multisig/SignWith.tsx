import { Alert, Button, Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import type { Proposal } from '../../../core/multisig/proposal';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { multisigErrorText } from './multisig-error-text';
import { signProposal } from './multisig-actions';

const shortAddress = (a: string) => `${a.slice(0, 6)}…${a.slice(-6)}`;

/**
 * "Sign with": own accounts of the multisig with a key or a Ledger that have not signed yet.
 * Each chosen account signs in turn and its signature is kept at once, so a Ledger refusing
 * halfway loses nothing already signed.
 */
export function SignWith({
  proposal,
  signers,
  onSigned,
}: {
  proposal: Proposal;
  signers: readonly PublicAccount[];
  onSigned: (next: Proposal) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [onDevice, setOnDevice] = useState<string | null>(null);
  // With a single candidate there is nothing to choose.
  const selected = signers.length === 1 ? [signers[0]!.addr] : chosen;
  const pending = selected.filter((addr) => signers.some((s) => s.addr === addr));

  async function sign() {
    setBusy(true);
    let current = proposal;
    try {
      for (const signer of signers.filter((s) => pending.includes(s.addr))) {
        setOnDevice(signer.type === 'ledger' ? signer.name : null);
        current = await signProposal(current, signer);
        onSigned(current);
        notifySuccess(t('multisig.signedBy', { name: signer.name }));
      }
      setChosen([]);
    } catch (error) {
      notifyError(multisigErrorText(error, t));
    } finally {
      setOnDevice(null);
      setBusy(false);
    }
  }

  if (signers.length === 0) return null;
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label={t('multisig.signWith')}
        description={t('multisig.signWithHint')}
        value={selected}
        onChange={setChosen}
      >
        <Stack gap={6} mt="xs">
          {signers.map((s) => (
            <Checkbox
              key={s.addr}
              value={s.addr}
              label={`${s.name} (${shortAddress(s.addr)})`}
              disabled={busy || signers.length === 1}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <div>
        <Button onClick={() => void sign()} loading={busy} disabled={pending.length === 0}>
          {t('multisig.sign')}
        </Button>
      </div>
      {onDevice && (
        <Alert color="blue" title={onDevice}>
          {t('multisig.confirmOnLedger')}
        </Alert>
      )}
    </Stack>
  );
}
