import '@mantine/core/styles/SegmentedControl.layer.css';
import { Alert, Container, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Transaction } from 'algosdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useStore } from 'zustand';
import { canSign, usesMultisigFlow } from '../../core/accounts/capabilities';
import {
  createProposal,
  decodeProposal,
  MULTISIG_PROPOSAL_FEE,
  proposalToText,
} from '../../core/multisig/proposal';
import { multisigParamsFor } from '../../core/multisig/signers';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { effectiveEnvironment } from '../../core/config/settings';
import { ENVIRONMENTS } from '../../core/networks/environments';
import { formatUnitsShort } from '../../core/amounts/format';
import { bytesToBase64 } from '../../core/encoding/base64';
import { emptyPayForm, type PayFormValues } from '../../core/payments/pay-form';
import { sanitizePayTo } from '../../core/payments/pay-to';
import {
  parsePaymentLink,
  type PaymentLink,
  type PaymentLinkError,
} from '../../core/payments/payment-link';
import { buildPaymentTransaction, type PaymentDraft } from '../../core/payments/payment-draft';
import { getSuggestedParams } from '../../infra/chain/algod-client';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore, touch } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { describeError } from '../../ui/errors';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { multisigErrorText } from './multisig/multisig-error-text';
import { OpenProposal } from './OpenProposal';
import { PayForm } from './PayForm';
import { PayReview } from './PayReview';
import { usePaySource } from './use-pay-assets';

// The pay screen (spec section 2): /accounts/pay/{account}, /accounts/rekey/{account} and
// /pay without a sender. Design (form) first, then review; the review signs and sends.

interface Reviewing {
  txn: Transaction;
  /** Set for multisig senders: the base64url proposal being signed. */
  proposal?: string;
}

/** The form as a payment link fills it; the amount waits for the asset's decimals. */
function valuesFromLink(base: PayFormValues, link: PaymentLink): PayFormValues {
  return {
    ...base,
    payToMode: 'other',
    payToOther: link.payTo,
    assetId: link.asset ? link.asset.toString() : '',
    amount: '',
    fee: link.fee ? formatUnitsShort(link.fee) : base.fee,
    note: link.noteBytes ? bytesToBase64(link.noteBytes) : (link.note ?? ''),
    noteIsBase64: Boolean(link.noteBytes),
  };
}

function parseRouteLink(input: string | undefined) {
  if (!input) return undefined;
  return parsePaymentLink(input);
}

/** A link names its network by genesis id ("testnet-v1.0") or by its short name ("testnet"). */
function sameNetwork(linkNetwork: string, network: string, env: string): boolean {
  const name = linkNetwork.toLowerCase();
  const genesisId = network.toLowerCase();
  return name === env || name === genesisId || genesisId.startsWith(`${name}-`);
}

/** Accounts that may appear as the sender: signable, visible, on this network. */
function payersOf(accounts: PublicAccount[], network: string): PublicAccount[] {
  return accounts.filter(
    (a) => !a.isHidden && (!a.network || a.network === network) && canSign(a, accounts),
  );
}

export function PayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    type = 'pay',
    account: routeFrom,
    '*': linkInput,
    rawSignedTxnInput: multisigInput,
  } = useParams();
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const env = useStore(settingsStore, (s) => effectiveEnvironment(s.settings, s.config));
  const symbol = ENVIRONMENTS[env].tokenSymbol;
  const network = currentChain().network;
  const rekey = type === 'rekey';

  // The link of /pay/{link} (a protocol handler or a scanned request), read once.
  const [routeLink] = useState(() => parseRouteLink(linkInput));
  const [link, setLink] = useState<PaymentLink | null>(routeLink?.ok ? routeLink.link : null);
  const [linkError, setLinkError] = useState<PaymentLinkError | null>(
    routeLink && !routeLink.ok ? routeLink.error : null,
  );
  const [pendingAmount, setPendingAmount] = useState<bigint | undefined>(link?.amount);
  const [values, setValues] = useState<PayFormValues>(() => {
    const initial = emptyPayForm(routeFrom ?? '');
    if (link) return valuesFromLink(initial, link);
    // A rekey sends nothing by default: a zero payment to oneself carries it.
    return rekey
      ? { ...initial, payToMode: 'own', payToOwn: routeFrom ?? '', amount: '0' }
      : initial;
  });
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  const [reviewedIncoming, setReviewedIncoming] = useState(false);
  const [multisigMode, setMultisigMode] = useState<'create' | 'sign'>('create');
  const [preparing, setPreparing] = useState(false);
  const [prepareError, setPrepareError] = useState<unknown>(null);
  const source = usePaySource(network, values.payFrom, symbol);
  const sender = accounts.find((a) => a.addr === values.payFrom);
  // /multisig/{account}/{proposal}: a co-signer's link opens straight in review.
  const incoming = useQuery({
    queryKey: ['multisig-input', routeFrom, multisigInput],
    enabled: Boolean(multisigInput && sender && source.info),
    retry: false,
    staleTime: Infinity,
    queryFn: async () => {
      const params = multisigParamsFor(sender!, accounts, source.authAddress);
      const { genesisHash } = await getSuggestedParams();
      const proposal = decodeProposal(multisigInput!, {
        sender: sender!.addr,
        params,
        genesisHash,
      });
      return { txn: proposal.txn, proposal: proposalToText(proposal) };
    },
  });
  if (incoming.data && !reviewing && !reviewedIncoming) {
    setReviewedIncoming(true);
    setReviewing({
      txn: incoming.data.txn,
      proposal: incoming.data.proposal,
    });
  }
  const linkAsset = source.assets.find((a) => a.id === values.assetId);
  const linkAssetMissing = Boolean(link?.asset && source.info && !linkAsset);

  // A link's amount is in base units: it becomes text once the asset's decimals are known
  // (set while rendering, React's pattern for state derived from data that arrives later).
  if (pendingAmount !== undefined && linkAsset?.loaded) {
    setPendingAmount(undefined);
    setValues((v) => ({
      ...v,
      amount: formatUnitsShort(pendingAmount, linkAsset.decimals).replace(/,/g, ''),
    }));
  }

  function applyScanned(text: string) {
    const parsed = parsePaymentLink(text);
    if (parsed.ok && /[?:]/.test(text)) {
      setLink(parsed.link);
      setLinkError(null);
      setPendingAmount(parsed.link.amount);
      setValues((v) => valuesFromLink(v, parsed.link));
      return;
    }
    setValues((v) => ({ ...v, payToMode: 'other', payToOther: sanitizePayTo(text) }));
  }

  if (type !== 'pay' && type !== 'rekey' && !multisigInput) return <NotFoundPage />;
  const from = accounts.find((a) => a.addr === values.payFrom);
  if (routeFrom && !from) return <NotFoundPage />;
  const payers = payersOf(accounts, network);
  const wrongNetwork = Boolean(link?.network && !sameNetwork(link.network, network, env));
  const cannotPay = from !== undefined && !canSign(from, accounts, source.authAddress);

  async function review(draft: PaymentDraft) {
    setPrepareError(null);
    setPreparing(true);
    touch();
    try {
      const params = await getSuggestedParams();
      if (from && usesMultisigFlow(from, accounts, source.authAddress)) {
        // Proposals carry the fixed fee co-signers expect (spec section 9).
        const txn = buildPaymentTransaction({ ...draft, fee: MULTISIG_PROPOSAL_FEE }, params);
        const msig = multisigParamsFor(from, accounts, source.authAddress);
        setReviewing({ txn, proposal: proposalToText(createProposal(txn, msig)) });
      } else {
        setReviewing({ txn: buildPaymentTransaction(draft, params) });
      }
    } catch (error) {
      setPrepareError(error);
    } finally {
      setPreparing(false);
    }
  }

  function finished(txn: Transaction) {
    const touched = [txn.sender.toString()];
    const receiver = txn.payment?.receiver ?? txn.assetTransfer?.receiver;
    if (receiver) touched.push(receiver.toString());
    for (const address of touched) {
      void queryClient.invalidateQueries({ queryKey: ['account', network, address] });
      void queryClient.invalidateQueries({ queryKey: ['account-transactions', network, address] });
    }
  }

  return (
    <Container size="sm" py="md">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={1}>
            {reviewing ? t('pay.reviewTitle') : rekey ? t('pay.rekeyTitle') : t('pay.title')}
          </Title>
          {from && <Text c="dimmed">{from.name}</Text>}
          {incoming.isError && (
            <Alert color="red" role="alert">
              {multisigErrorText(incoming.error, t)}
            </Alert>
          )}
          {linkError && (
            <Alert color="red" role="alert">
              {t(`paymentLink.${linkError.code}`, { param: linkError.param ?? '' })}
            </Alert>
          )}
          {link?.label && !reviewing && <Text>{t('pay.linkLabel', { label: link.label })}</Text>}
          {wrongNetwork && (
            <Alert color="red" role="alert">
              {t('pay.linkOtherNetwork', { network: link?.network ?? '', current: network })}
            </Alert>
          )}
          {linkAssetMissing && (
            <Alert color="red" role="alert">
              {t('pay.linkAssetNotHeld', { asset: link?.asset?.toString() ?? '' })}
            </Alert>
          )}
          {cannotPay && (
            <Alert color="red" role="alert">
              {t('pay.cannotSign')}
            </Alert>
          )}
          {prepareError != null && (
            <Alert color="red" role="alert">
              {t('common.error', {
                message:
                  prepareError instanceof Error && prepareError.name === 'NodeError'
                    ? t('pay.status.offline')
                    : describeError(prepareError, t),
              })}
            </Alert>
          )}
          {reviewing && from ? (
            <PayReview
              key={reviewing.txn.txID()}
              txn={reviewing.txn}
              multisig={
                reviewing.proposal === undefined
                  ? undefined
                  : {
                      params: multisigParamsFor(from, accounts, source.authAddress),
                      proposal: reviewing.proposal,
                      onProposalChange: (proposal) =>
                        setReviewing((r) => (r ? { ...r, proposal } : r)),
                    }
              }
              from={from}
              accounts={accounts}
              authAddress={source.authAddress}
              onBack={multisigInput ? undefined : () => setReviewing(null)}
              onFinished={() => finished(reviewing.txn)}
            />
          ) : wrongNetwork || multisigInput ? null : (
            <>
              {from && usesMultisigFlow(from, accounts, source.authAddress) && (
                <SegmentedControl
                  aria-label={t('pay.multisigMode')}
                  value={multisigMode}
                  onChange={(mode) => setMultisigMode(mode as 'create' | 'sign')}
                  data={[
                    { value: 'create', label: t('pay.createProposal') },
                    { value: 'sign', label: t('pay.signProposal') },
                  ]}
                />
              )}
              {from &&
              multisigMode === 'sign' &&
              usesMultisigFlow(from, accounts, source.authAddress) ? (
                <OpenProposal
                  sender={from.addr}
                  params={multisigParamsFor(from, accounts, source.authAddress)}
                  onOpened={(txn, proposal) => setReviewing({ txn, proposal })}
                />
              ) : (
                <PayForm
                  rekey={rekey}
                  values={values}
                  onChange={setValues}
                  payers={payers}
                  accounts={accounts}
                  fromLocked={Boolean(routeFrom)}
                  noteLocked={link !== null && !link.noteIsEditable}
                  network={network}
                  source={source}
                  onScanned={applyScanned}
                  onReview={(draft) => void review(draft)}
                  onCancel={() => void navigate('/accounts')}
                  busy={preparing}
                />
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
