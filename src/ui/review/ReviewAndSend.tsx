import { Stack } from '@mantine/core';
import type { Transaction } from 'algosdk';
import { useEffect, type ReactNode } from 'react';
import { resolveSigner } from '../../core/accounts/capabilities';
import { signingPrompt } from '../../core/accounts/signer-source';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { mayBuildAnother, type SendState } from '../../core/transactions/send-state';
import { signAll } from '../../infra/transactions/send-group';
import { SendPanel, type SendPanelProps } from './SendPanel';
import { TransactionReview } from './TransactionReview';
import { useReviewReady } from './use-group-review';
import { useSendController } from './use-send-controller';

export interface ReviewAndSendProps {
  /** The exact transactions to show, sign and send. Mount with a new `key` for others. */
  txns: readonly Transaction[];
  accounts: readonly PublicAccount[];
  /** Indexes the wallet signs, when others come signed already (shown as "not to sign"). */
  toSign?: readonly number[];
  /** Auth addresses the page already read from the chain; the rest are looked up. */
  authAddresses?: ReadonlyMap<string, string>;
  /** Signs the group; by default each transaction's signer from the wallet. */
  sign?: (signal: AbortSignal) => Promise<Uint8Array[]>;
  onConfirmed?: (txid: string, round: bigint) => void;
  onRekeyStored?: (address: string) => void;
  onBack?: () => void;
  /** Shown beside the buttons once confirmed. */
  done?: ReactNode;
  /** Shown between the review and the send buttons (who signs, a feature's own notes). */
  children?: ReactNode;
  subject?: SendPanelProps['subject'];
  sendDisabled?: boolean;
  /** Told whether the review may be left now (not while signing or the fate is open). */
  onMayLeaveChange?: (mayLeave: boolean) => void;
}

const mayLeave = (state: SendState) =>
  mayBuildAnother(state) || state.kind === 'confirmed' || state.kind === 'unauthorized';

/** Who will be asked: a Ledger or a phone gets its own prompt while signing. */
function signerKindOf(
  txns: readonly Transaction[],
  toSign: readonly number[] | undefined,
  accounts: readonly PublicAccount[],
  authAddresses: ReadonlyMap<string, string> | undefined,
): SendPanelProps['signerKind'] {
  const prompts = txns.map((txn, i) => {
    if (toSign && !toSign.includes(i)) return undefined;
    const sender = txn.sender.toString();
    const account = accounts.find((a) => a.addr === sender);
    return (
      account && signingPrompt(resolveSigner(account, accounts, authAddresses?.get(sender)).kind)
    );
  });
  if (prompts.includes('ledger')) return 'ledger';
  if (prompts.includes('phone')) return 'phone';
  return 'key';
}

/** The shared review of a group followed by its send panel: what every feature shows. */
export function ReviewAndSend({
  txns,
  accounts,
  toSign,
  authAddresses,
  sign,
  onConfirmed,
  onRekeyStored,
  onBack,
  done,
  children,
  subject,
  sendDisabled,
  onMayLeaveChange,
}: ReviewAndSendProps) {
  const { controller, state } = useSendController({
    txns,
    sign: sign ?? ((signal) => signAll(txns, accounts, { authAddresses, signal })),
    onConfirmed,
    onRekeyStored,
  });
  // Nothing is offered for signing before the review shows every amount in units.
  const reviewed = useReviewReady(
    txns,
    accounts.map((a) => a.addr),
    authAddresses,
  );
  const leave = mayLeave(state);
  useEffect(() => onMayLeaveChange?.(leave), [leave, onMayLeaveChange]);
  return (
    <Stack>
      <TransactionReview
        txns={txns}
        accounts={accounts}
        toSign={toSign}
        authAddresses={authAddresses}
      />
      {children}
      <SendPanel
        state={state}
        controller={controller}
        signerKind={signerKindOf(txns, toSign, accounts, authAddresses)}
        subject={subject}
        sendDisabled={sendDisabled || !reviewed}
        onBack={onBack}
        done={done}
        txns={txns}
        accounts={accounts}
      />
    </Stack>
  );
}
