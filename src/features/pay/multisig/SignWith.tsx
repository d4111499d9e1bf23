import { Alert, Button, Checkbox, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { ownSignerKind } from '../../../core/accounts/capabilities';
import { signingPrompt } from '../../../core/accounts/signer-source';
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
  const [onDevice, setOnDevice] = useState<string | null>(null);
  // With a single candidate there is nothing to choose.
  const selected = signers.length === 1 ? [signers[0]!.addr] : chosen;
  const pending = selected.filter((addr) => signers.some((s) => s.addr === addr));

  const signing = useMutation({
    mutationFn: async (chosenSigners: readonly PublicAccount[]) => {
      let current = proposal;
      for (const signer of chosenSigners) {
        setOnDevice(signingPrompt(ownSignerKind(signer)) === 'ledger' ? signer.name : null);
        current = await signProposal(current, signer);
        onSigned(current);
        notifySuccess(t('multisig.signedBy', { name: signer.name }));
      }
    },
    onSuccess: () => setChosen([]),
    onError: (error) => notifyError(multisigErrorText(error, t)),
    onSettled: () => setOnDevice(null),
  });
  const busy = signing.isPending;

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
        <Button
          onClick={() => signing.mutate(signers.filter((s) => pending.includes(s.addr)))}
          loading={busy}
          disabled={pending.length === 0}
        >
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
