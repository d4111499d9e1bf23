// Styles of the Mantine parts this review adds to the pay page (lazy pages bring their own).
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { MultisigParams, PublicAccount } from '../../../core/accounts/stored-account';
import {
  combineProposals,
  decodeProposal,
  hasSigned,
  proposalLink,
  proposalToText,
  thresholdReached,
  type Proposal,
  type ProposalContext,
} from '../../../core/multisig/proposal';
import { remainingSigners, twoFactorCoSigner } from '../../../core/multisig/signers';
import { sessionStore } from '../../../infra/session/session';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { CombineForm } from './CombineForm';
import { multisigErrorText } from './multisig-error-text';
import { ProposalDetails } from './ProposalDetails';
import { ShareProposal } from './ShareProposal';
import { SignatureList } from './SignatureList';
import { SignWith } from './SignWith';
import { TwoFactorCoSign } from './TwoFactorCoSign';

export interface MultisigReviewProps {
  /** The paying account (msig, 2fa, or rekeyed to a multisig). */
  from: PublicAccount;
  /** The multisig params that sign (from the account or its rekey target). */
  params: MultisigParams;
  /** Base64url of the current proposal. */
  proposal: string;
  onProposalChange: (next: string) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The multisig part of the pay review (spec 000 sections 2-4): what is signed, who has signed,
 * signing with own keys or Ledgers, the 2FA provider's co-signature, combining a co-signer's
 * proposal and passing this one on. The page renders Send itself, enabled by
 * `thresholdReached(proposal)` from ./proposal-status.
 */
export function MultisigReview({ from, params, proposal, onProposalChange }: MultisigReviewProps) {
  const { t } = useTranslation();
  const accounts = useStore(sessionStore, (s) => s.accounts);
  // Keyed by value: the page may pass fresh objects on every render.
  const paramsKey = JSON.stringify(params);
  const context: ProposalContext = useMemo(
    () => ({ sender: from.addr, params: JSON.parse(paramsKey) as MultisigParams }),
    [from.addr, paramsKey],
  );

  // Checked like any input: the page may have it from a link.
  const decoded = useMemo((): { proposal: Proposal } | { error: unknown } => {
    try {
      return { proposal: decodeProposal(proposal, context) };
    } catch (error) {
      return { error };
    }
  }, [proposal, context]);

  if ('error' in decoded) {
    return (
      <Alert color="red" role="alert">
        {t('multisig.unreadable', { message: multisigErrorText(decoded.error, t) })}
      </Alert>
    );
  }

  const current = decoded.proposal;
  const update = (next: Proposal) => onProposalChange(proposalToText(next));
  const signers = remainingSigners(params, accounts, current);
  const coSigner = twoFactorCoSigner(params, accounts);
  const needsProvider = coSigner !== null && !hasSigned(current, coSigner.twoFactorAccount);
  const complete = thresholdReached(current);

  function combine(input: string): boolean {
    try {
      const { proposal: next, added } = combineProposals(current, input, context);
      if (added.length === 0) {
        notifyError(t('multisig.nothingNew'));
        return false;
      }
      const names = added.map((addr) => accounts.find((a) => a.addr === addr)?.name ?? addr);
      update(next);
      notifySuccess(t('multisig.combined', { names: names.join(', ') }));
      return true;
    } catch (error) {
      notifyError(multisigErrorText(error, t));
      return false;
    }
  }

  return (
    <Stack gap="md">
      <Section title={t('multisig.title')}>
        <ProposalDetails from={from} proposal={current} />
      </Section>

      <Section title={t('multisig.signatures')}>
        <SignatureList proposal={current} accounts={accounts} />
        {!complete && <SignWith proposal={current} signers={signers} onSigned={update} />}
        {!complete && signers.length === 0 && !needsProvider && (
          <Text size="sm" c="dimmed">
            {t('multisig.noOwnSigner')}
          </Text>
        )}
      </Section>

      {needsProvider && !complete && (
        <Section title={t('multisig.twoFactor.title')}>
          <TwoFactorCoSign
            proposal={current}
            coSigner={coSigner}
            primary={accounts.find((a) => a.addr === coSigner.primaryAccount)}
            context={context}
            onSigned={update}
          />
        </Section>
      )}

      <Section title={t('multisig.share')}>
        <ShareProposal
          link={proposalLink(window.location.origin, from.addr, current)}
          text={proposalToText(current)}
        />
      </Section>

      {!complete && (
        <Section title={t('multisig.combine')}>
          <CombineForm onCombine={combine} />
        </Section>
      )}
    </Stack>
  );
}
