import { canSign } from '../../core/accounts/capabilities';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { bytesToBase64 } from '../../core/encoding/base64';
import { amountInputText, type NumberSeparators } from '../../core/format/amount';
import { NATIVE_DECIMALS } from '../../core/format/asset-units';
import type { PayFormValues } from '../../core/payments/pay-form';
import type { PaymentLink } from '../../core/payments/payment-link';

// The pay screen's pure rules: how a payment link fills the form, whether it names this
// network, and who may pay.

/**
 * The form as a payment link fills it; the amount waits for the asset's decimals. The fee is
 * field text the form parses back in the language's `separators`, so it is written in them
 * (ungrouped, the language's decimal mark).
 */
export function valuesFromLink(
  base: PayFormValues,
  link: PaymentLink,
  separators: NumberSeparators,
): PayFormValues {
  return {
    ...base,
    payToMode: 'other',
    payToOther: link.payTo,
    assetId: link.asset ? link.asset.toString() : '',
    amount: '',
    fee: link.fee ? amountInputText(link.fee, NATIVE_DECIMALS, separators) : base.fee,
    note: link.noteBytes ? bytesToBase64(link.noteBytes) : (link.note ?? ''),
    noteIsBase64: Boolean(link.noteBytes),
  };
}

/**
 * The form's change, as the page keeps it. The form clears the asset when another payer is
 * chosen (each holds other assets); a link's asset stays: its amount is in that asset's base
 * units, and read as another asset's (5 base units of an ASA as 0.000005 Algo) it would pay
 * what the link never asked.
 */
export function keepLinkAsset(
  previous: PayFormValues,
  next: PayFormValues,
  link: PaymentLink | null,
): PayFormValues {
  if (link?.asset === undefined || next.payFrom === previous.payFrom) return next;
  return { ...next, assetId: link.asset.toString() };
}

/** A link names its network by genesis id ("testnet-v1.0") or by its short name ("testnet"). */
export function sameNetwork(linkNetwork: string, network: string, env: string): boolean {
  const name = linkNetwork.toLowerCase();
  const genesisId = network.toLowerCase();
  return name === env || name === genesisId || genesisId.startsWith(`${name}-`);
}

/** Accounts that may appear as the sender: signable, visible, on this network. */
export function payersOf(accounts: PublicAccount[], network: string): PublicAccount[] {
  return accounts.filter(
    (a) => !a.isHidden && (!a.network || a.network === network) && canSign(a, accounts),
  );
}
