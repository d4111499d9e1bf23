import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useStore } from 'zustand';
import type { MultisigParams, PublicAccount } from '../../../core/accounts/stored-account';
import {
  combineProposals,
  decodeProposal,
  hasSigned,
  proposalToText,
  thresholdReached,
  type Proposal,
  type ProposalContext,
} from '../../../core/multisig/proposal';
import { remainingSigners, twoFactorCoSigner } from '../../../core/multisig/signers';
import { sessionStore } from '../../../infra/session/session';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { multisigErrorText } from './multisig-error-text';

export interface MultisigReviewProps {
  /** The paying account (msig, 2fa, or rekeyed to a multisig). */
  from: PublicAccount;
  /** The multisig params that sign (from the account or its rekey target). */
  params: MultisigParams;
  /** Base64url of the current proposal. */
  proposal: string;
  onProposalChange: (next: string) => void;
}

/** The proposal read from its text, who may still sign it, and combining a co-signer's. */
export function useMultisigReview({
  from,
  params,
  proposal,
  onProposalChange,
}: MultisigReviewProps) {
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
  if ('error' in decoded) return { unreadable: multisigErrorText(decoded.error, t) } as const;

  const current = decoded.proposal;
  const update = (next: Proposal) => onProposalChange(proposalToText(next));
  const coSigner = twoFactorCoSigner(params, accounts);
  const needsProvider = coSigner !== null && !hasSigned(current, coSigner.twoFactorAccount);
  const complete = thresholdReached(current);

  const combine = (input: string): boolean => {
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
  };

  return {
    unreadable: null,
    current,
    accounts,
    context,
    update,
    signers: remainingSigners(params, accounts, current),
    needsProvider,
    /** The 2FA provider, while its co-signature is wanted. */
    provider: needsProvider && !complete ? coSigner : null,
    complete,
    combine,
  } as const;
}
