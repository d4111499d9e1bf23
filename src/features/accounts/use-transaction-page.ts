import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { IndexerTransaction } from '../../core/chain/indexer-types';
import { heartbeatOf } from '../../core/history/heartbeat';
import { currentChain } from '../../infra/chain/indexer-client';
import { useAddressNames, useSaveContact, type AddressName } from '../../ui/names/address-names';
import { transactionQuery } from './account-queries';
import { useKnownAddresses } from './use-known-addresses';
import { useTransactionText } from './use-transaction-text';

/** Every address a transaction names, so one batched lookup finds their names. */
function addressesOf(tx: IndexerTransaction | undefined): string[] {
  if (!tx) return [];
  const pay = tx['payment-transaction'];
  const axfer = tx['asset-transfer-transaction'];
  const params = tx['asset-config-transaction']?.params;
  return [
    tx.sender,
    pay?.receiver,
    pay?.['close-remainder-to'],
    axfer?.receiver,
    axfer?.sender,
    axfer?.['close-to'],
    tx['asset-freeze-transaction']?.address,
    tx['rekey-to'],
    tx['heartbeat-transaction']?.['hb-address'],
    params?.creator,
    params?.manager,
    params?.reserve,
    params?.freeze,
    params?.clawback,
  ].filter((a): a is string => Boolean(a));
}

/** What an address field shows beside the address: its name, and "Save as contact" for strangers. */
export interface AddressExtras {
  nameOf: (address: string) => AddressName | undefined;
  /** Whether to offer "Save as contact": not for own accounts and contacts, nor without a wallet. */
  offersSave: (address: string) => boolean;
}

/** /transaction/{id}: the transaction, its words, and names beside its addresses. */
export function useTransactionPage() {
  const { id = '' } = useParams();
  const network = currentChain().network;
  const query = useQuery(transactionQuery(network, id));
  const text = useTransactionText(network, query.data ? [query.data] : []);
  const names = useAddressNames(addressesOf(query.data));
  const isKnown = useKnownAddresses();
  const saveContact = useSaveContact();
  const heartbeat = query.data ? heartbeatOf(query.data) : null;
  // A heartbeat's sender is algod's heartbeat logic signature, shared by every node: no one to
  // save as a contact.
  const lsigSender = heartbeat ? query.data?.sender : undefined;
  const extras: AddressExtras = {
    nameOf: (address) => names.get(address),
    offersSave: (address) =>
      saveContact !== undefined && !isKnown(address) && address !== lsigSender,
  };
  return { query, text, extras, heartbeat };
}
