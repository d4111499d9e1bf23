import { isValidAddress } from 'algosdk';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { canSign, usesMultisigFlow } from '../../core/accounts/capabilities';
import { effectiveEnvironment } from '../../core/config/settings';
import { multisigParamsFor } from '../../core/multisig/signers';
import { ENVIRONMENTS } from '../../core/networks/environments';
import { emptyPayForm, type PayFormValues } from '../../core/payments/pay-form';
import { sanitizePayTo } from '../../core/payments/pay-to';
import {
  parsePaymentLink,
  type PaymentLink,
  type PaymentLinkError,
} from '../../core/payments/payment-link';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { useAmountInput, useAmountTextsFollowLanguage } from '../../ui/use-amount-format';
import { keepLinkAsset, payersOf, sameNetwork, valuesFromLink } from './pay-page-rules';
import { usePaySource } from './use-pay-assets';
import { usePayPrepare } from './use-pay-prepare';
import { useInboxSend } from './use-inbox-send';

export type { Reviewing } from './use-pay-prepare';

/**
 * The pay screen's state (spec section 2): the form (filled from a payment link or a scan), the
 * transaction under review, and a co-signer's multisig link opened straight in review.
 */
export function usePayPage() {
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
  const [search] = useSearchParams();
  const undo = rekey && search.has('undo');

  // The link of /pay/{link} (a protocol handler or a scanned request), read once.
  const [routeLink] = useState(() => (linkInput ? parsePaymentLink(linkInput) : undefined));
  const [link, setLink] = useState<PaymentLink | null>(routeLink?.ok ? routeLink.link : null);
  const [linkError, setLinkError] = useState<PaymentLinkError | null>(
    routeLink && !routeLink.ok ? routeLink.error : null,
  );
  const [pendingAmount, setPendingAmount] = useState<bigint | undefined>(link?.amount);
  const amountInput = useAmountInput();
  const { separators } = amountInput;
  const [values, setValues] = useState<PayFormValues>(() => {
    const initial = emptyPayForm(routeFrom ?? '', separators);
    if (link) return valuesFromLink(initial, link, separators);
    // A contact's Send (?to=): that address chosen as the receiver, named under the field.
    const to = search.get('to');
    if (!rekey && to && isValidAddress(to)) return { ...initial, payToOther: to };
    // A rekey sends nothing by default: a zero payment to oneself carries it.
    if (!rekey) return initial;
    const base = { ...initial, payToMode: 'own' as const, payToOwn: routeFrom ?? '', amount: '0' };
    // "Undo rekey" (?undo): the rekey-to is the account itself, its own key signs again.
    return undo ? { ...base, rekeyMode: 'own' as const, rekeyToOwn: routeFrom ?? '' } : base;
  });
  // The amount and fee are typed in the language's separators: a language change re-writes them.
  useAmountTextsFollowLanguage((convert) =>
    setValues((v) => ({ ...v, amount: convert(v.amount), fee: convert(v.fee) })),
  );
  const [multisigMode, setMultisigMode] = useState<'create' | 'sign'>('create');
  const source = usePaySource(network, values.payFrom, symbol);
  const from = accounts.find((a) => a.addr === values.payFrom);
  const multisig = from ? usesMultisigFlow(from, accounts, source.authAddress) : false;
  const multisigParams = () => multisigParamsFor(from!, accounts, source.authAddress);

  const linkAsset = source.assets.find((a) => a.id === values.assetId);

  // A link's amount is in base units: it becomes text once the asset's decimals are known
  // (set while rendering, React's pattern for state derived from data that arrives later), in
  // the field's own format (the language's decimal mark, ungrouped), which the form parses back.
  if (pendingAmount !== undefined && linkAsset?.loaded) {
    setPendingAmount(undefined);
    setValues((v) => ({
      ...v,
      amount: amountInput.text(pendingAmount, linkAsset.decimals),
    }));
  }

  const prepared = usePayPrepare({
    network,
    accounts,
    from,
    source,
    assetId: values.assetId,
    multisig,
    multisigParams,
    routeFrom,
    multisigInput,
  });
  // A receiver not opted in: the asset can go to its ARC-59 inbox (not for multisig proposals).
  const inbox = useInboxSend(
    network,
    prepared.prepare.error,
    prepared.prepare.variables,
    Boolean(from && !multisig && canSign(from, accounts, source.authAddress)),
  );

  return {
    ...prepared,
    type,
    rekey,
    routeFrom,
    multisigInput,
    accounts,
    network,
    from,
    source,
    values,
    /** The form's changes; a link's asset stays when the payer is chosen (keepLinkAsset). */
    setValues: (next: PayFormValues) => setValues(keepLinkAsset(values, next, link)),
    link,
    linkError,
    multisig,
    multisigParams,
    multisigMode,
    setMultisigMode,
    inbox,
    symbol,
    payers: payersOf(accounts, network),
    wrongNetwork: Boolean(link?.network && !sameNetwork(link.network, network, env)),
    linkAssetMissing: Boolean(link?.asset && source.info && !linkAsset),
    cannotPay: from !== undefined && !canSign(from, accounts, source.authAddress),

    applyScanned(text: string) {
      const parsed = parsePaymentLink(text);
      if (parsed.ok && /[?:]/.test(text)) {
        setLink(parsed.link);
        setLinkError(null);
        setPendingAmount(parsed.link.amount);
        setValues((v) => valuesFromLink(v, parsed.link, separators));
        return;
      }
      setValues((v) => ({ ...v, payToMode: 'other', payToOther: sanitizePayTo(text) }));
    },
  };
}
