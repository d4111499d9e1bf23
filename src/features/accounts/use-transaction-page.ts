import { movedAssetIds } from '../../core/chain/indexer-types';
import { signedByProgram } from '../../core/logic-sig/program';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { useTranslation } from '../../i18n/react';
import { nativeUnits } from '../../core/format/asset-units';
import { activityEvents, singleEvent, type ActivityEvent } from '../../core/history/events';
import { heartbeatOf } from '../../core/history/heartbeat';
import { assetUnitsQuery } from '../../infra/chain/asset-units';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore } from '../../infra/session/session';
import { useAddressNames, useSaveContact, type AddressName } from '../../ui/names/address-names';
import { useAmountFormat } from '../../ui/use-amount-format';
import { useAssetUnits } from '../../ui/use-asset-units';
import { transactionGroupQuery, transactionQuery } from './account-queries';
import { eventWords, feesOf } from './event-words';
import { useKnownAddresses } from './use-known-addresses';
import { useTokenSymbol } from './use-token-symbol';
import { useListedTokens } from './use-listed-tokens';
import { useTransactionText } from './use-transaction-text';
import { addressesOf, plainHeadline } from './transaction-headline';

/** What an address field shows beside the address: its name, and "Save as contact" for strangers. */
export interface AddressExtras {
  nameOf: (address: string) => AddressName | undefined;
  /** Whether to offer "Save as contact": not for own accounts and contacts, nor without a wallet. */
  offersSave: (address: string) => boolean;
}

/**
 * /transaction/{id}: the transaction as the event it belongs to (a swap's leg reads as the whole
 * trade, from the group), its words, and names beside its addresses.
 */
export function useTransactionPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const network = currentChain().network;
  const query = useQuery(transactionQuery(network, id));
  const tx = query.data;
  const round = tx?.['confirmed-round'];
  const group = useQuery({
    ...transactionGroupQuery(network, tx?.group ?? '', round ?? 0n),
    enabled: Boolean(tx?.group && round),
  });
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const isOwn = useMemo(() => {
    const own = new Set(accounts.map((a) => a.addr));
    return (a: string) => own.has(a);
  }, [accounts]);
  // A call to a token the sender listed reads as its transfer, as in the activity.
  const listed = useListedTokens(network, tx && isOwn(tx.sender) ? tx.sender : '');
  const event: ActivityEvent | null = !tx
    ? null
    : (activityEvents(group.data ?? [], isOwn, listed.isToken).find((e) =>
        e.txs.some((x) => x.id === id),
      ) ?? singleEvent(tx, isOwn, listed.isToken));
  const txs = event?.txs ?? [];
  const text = useTransactionText(network, txs);
  // Signed by a logic signature: the program's address, named where the person knows it. A
  // heartbeat's is algod's own, said by the heartbeat's words already.
  const program =
    tx && !heartbeatOf(tx)
      ? signedByProgram(tx.signature?.logicsig, tx['auth-addr'] ?? tx.sender)
      : null;
  const names = useAddressNames([
    ...txs.flatMap(addressesOf),
    ...(program ? [program.address] : []),
  ]);
  const isKnown = useKnownAddresses();
  const saveContact = useSaveContact();
  const format = useAmountFormat();
  const native = nativeUnits(useTokenSymbol());
  const units = useAssetUnits(txs.flatMap(movedAssetIds), (asset) =>
    assetUnitsQuery(network, asset),
  );
  const unitsOf = (asset: bigint | null) =>
    asset === null
      ? native
      : (units.get(asset.toString()) ?? {
          decimals: 0,
          unitName: `#${asset.toString()}`,
          name: '',
        });
  const heartbeat = tx ? heartbeatOf(tx) : null;
  // A heartbeat's sender is algod's heartbeat logic signature, shared by every node: no one to
  // save as a contact.
  const lsigSender = heartbeat ? tx?.sender : undefined;
  const extras: AddressExtras = {
    nameOf: (address) => names.get(address),
    offersSave: (address) =>
      saveContact !== undefined && !isKnown(address) && address !== lsigSender,
  };
  const words = event
    ? eventWords(event, {
        t,
        format,
        unitsOf,
        nameOf: (a) => names.get(a)?.name,
        tokenOf: listed.unitsOf,
      })
    : null;
  // What the wallet paid in fees for the whole event (a swap's two); a stranger's fee as it is.
  const fee = event && event.txs.length > 1 ? text.coin(feesOf(event, isOwn)) : undefined;
  const plain = tx && !words && !heartbeat ? plainHeadline(tx, isOwn, isKnown, t, names) : null;
  return { query, text, extras, heartbeat, event, words, fee, unitsOf, format, program, plain };
}
