import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { effectiveEnvironment } from '../../core/config/settings';
import { nativeUnits, type AssetUnits } from '../../core/format/asset-units';
import { isHttpsCallbackUrl, type CallbackConfig } from '../../core/gateway/gateway-link';
import { ensureGatewayNote, paymentNoteBytes } from '../../core/gateway/gateway-note';
import { GATEWAY_POLL_MS, gatewayExpectation } from '../../core/gateway/payment-match';
import { ENVIRONMENTS, type EnvironmentId } from '../../core/networks/environments';
import { payableFee } from '../../core/payments/pay-form';
import { MIN_FEE, paymentFee } from '../../core/payments/payment-draft';
import { buildPaymentLink, type PaymentLink } from '../../core/payments/payment-link';
import { assetUnitsQuery } from '../../infra/chain/asset-units';
import { searchGatewayPayment } from '../../infra/gateway/payment-search';
import { settingsStore } from '../../infra/settings/settings-store';
import { suggestedParamsQuery } from '../../infra/transactions/fee-params';
import { stableGatewayNoteId } from './use-merchant-note';
import { gatewayKeys } from './query-keys';

// The merchant payment page (spec 001 sections 2, 4 and 7): what the customer pays, the links
// that pay it, and the poll that turns the page to "paid" once the chain has the payment.

export type MerchantState =
  { kind: 'waiting' } | { kind: 'paid'; txId: string } | { kind: 'cancelled' };

export interface GatewayPageInput {
  /** The route's payment segment, the key the generated note is kept under. */
  b64: string;
  payment: PaymentLink;
  settings: CallbackConfig;
}

/** A link names its network by genesis id ("testnet-v1.0") or short name ("testnet"). */
function sameNetwork(linkNetwork: string, env: EnvironmentId): boolean {
  const name = linkNetwork.toLowerCase();
  const genesisId = ENVIRONMENTS[env].network.toLowerCase();
  return name === env || name === genesisId || genesisId.startsWith(`${name}-`);
}

/** Only https callbacks are ever followed, whatever reached this far. */
const httpsOrUndefined = (url: string | undefined) =>
  url !== undefined && isHttpsCallbackUrl(url) ? url : undefined;

export function useGatewayPage({ b64, payment, settings }: GatewayPageInput) {
  const env = useStore(settingsStore, (s) => effectiveEnvironment(s.settings, s.config));
  const { network, tokenSymbol } = ENVIRONMENTS[env];
  // Read once: a reload finds the same note in session storage.
  const [link] = useState(() => ensureGatewayNote(payment, () => stableGatewayNoteId(b64)));
  const linkText = useMemo(() => buildPaymentLink(link), [link]);
  const expectation = useMemo(() => gatewayExpectation(link), [link]);
  const noteText = useMemo(() => {
    const bytes = paymentNoteBytes(link);
    return link.note ?? (bytes ? new TextDecoder().decode(bytes) : '');
  }, [link]);
  const [cancelled, setCancelled] = useState(false);

  const search = useQuery({
    queryKey: gatewayKeys.payment(network, linkText),
    queryFn: ({ signal }) =>
      expectation ? searchGatewayPayment(expectation, signal) : Promise.resolve(null),
    enabled: !cancelled && expectation !== null,
    // Every 5 s until found, also while the customer is in the wallet's tab.
    refetchInterval: (query) => (query.state.data ? false : GATEWAY_POLL_MS),
    refetchIntervalInBackground: true,
    retry: false,
  });

  const assetId = link.asset;
  const asset = useQuery({
    ...assetUnitsQuery(network, assetId ?? 0n),
    enabled: assetId !== undefined,
  });
  const units: AssetUnits | undefined =
    assetId === undefined ? nativeUnits(tokenSymbol) : asset.data;

  // The fee the payment pays: the link's (or the spec's 0.001) unless this network's node asks more.
  const wrongNetwork = Boolean(link.network && !sameNetwork(link.network, env));
  const feeParams = useQuery({ ...suggestedParamsQuery(network), enabled: !wrongNetwork });
  const paid = link.amount ?? 0n;
  const nodeFee = feeParams.data
    ? paymentFee(
        { payFrom: link.payTo, fee: 0n, note: paymentNoteBytes(link) ?? undefined, assetId },
        { balance: paid, heldAssets: 0, assetBalance: paid },
        feeParams.data,
      )
    : undefined;

  const txId = search.data ?? null;
  const state: MerchantState = txId
    ? { kind: 'paid', txId }
    : cancelled
      ? { kind: 'cancelled' }
      : { kind: 'waiting' };
  const successUrl = httpsOrUndefined(settings.success);
  const cancelUrl = httpsOrUndefined(settings.cancel);

  function cancel() {
    if (cancelUrl) window.location.assign(cancelUrl);
    else setCancelled(true);
  }

  return {
    b64,
    env,
    wrongNetwork,
    link,
    linkText,
    /** This wallet's own pay route with the link, as its protocol handler opens it. */
    webWalletPath: `/pay/${encodeURIComponent(linkText)}`,
    noteText,
    amount: link.amount ?? 0n,
    assetId,
    units,
    assetError: asset.isError,
    coinUnits: nativeUnits(tokenSymbol),
    fee: payableFee(link.fee ?? MIN_FEE, nodeFee),
    state,
    searchFailed: search.isError && txId === null,
    successUrl,
    cancelUrl,
    cancel,
  };
}

export type GatewayPage = ReturnType<typeof useGatewayPage>;
