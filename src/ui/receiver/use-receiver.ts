import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { Contact } from '../../core/contacts/contact';
import {
  findLookAlikes,
  knownAddresses,
  type KnownAddress,
  type LookAlikeMatch,
} from '../../core/contacts/look-alike';
import { matchReceiver, type NamedEntry } from '../../core/contacts/receiver-match';
import type { NameResolver } from '../../core/names/name-resolver';
import type { NameResolution } from '../../core/names/nfd-answers';
import { isNfdNameInput, parseNfdName } from '../../core/names/nfd-name';
import { usePaidReceivers } from '../names/address-names';
import { receiverKeys } from './query-keys';

// The typed receiver (issue 26), shared by every field that takes one (pay, asset revoke, the
// gateway builder, multisig members, contacts): suggestions from the wallet's own accounts and
// contacts (never from the activity or the paid-before list, so a planted spam sender is never
// offered), a .algo name resolved to its deposit account before any review, and the look-alike
// guard against own accounts, contacts and every address the sender has paid. The form waits
// while the receiver is a name without an address or a look-alike not retyped.

/** Characters of a look-alike receiver the person types again to go on. */
export const RETYPE_LENGTH = 6;
const MAX_SUGGESTIONS = 8;

export type NameState =
  | { kind: 'none' }
  | { kind: 'resolving'; name: string }
  | NameResolution
  /** A contact's or own account's name (issue 37): `name` as typed, `known` the entry. */
  | { kind: 'found'; name: string; address: string; known: NamedEntry }
  /** The words name several entries or begin some: the person chooses from the list. */
  | { kind: 'choose'; name: string }
  /** A word that names no contact or account and is not an address. */
  | { kind: 'unknown-name'; name: string };

export interface ReceiverOptions {
  /** The receiver field's text as typed. */
  text: string;
  /** False when the receiver is chosen from the own-account list (nothing to check). */
  active: boolean;
  accounts: readonly PublicAccount[];
  contacts: readonly Contact[];
  /** Null when the network has no NFD API: a .algo text is then just text (an invalid address). */
  nfd: NameResolver | null;
  env: string;
  /** The paying account: addresses it paid before count as known for the look-alike guard. */
  sender?: string;
  /** False where the text is not a receiver to pick (a new contact's own address). */
  byName?: boolean;
}

export type Suggestion = KnownAddress & { kind: 'contact' | 'account' };

const matches = (entry: KnownAddress, search: string) =>
  !search ||
  (entry.name ?? '').toLowerCase().includes(search.toLowerCase()) ||
  entry.address.includes(search.toUpperCase());

export function useReceiver({
  text,
  active,
  accounts,
  contacts,
  nfd,
  env,
  sender,
  byName = true,
}: ReceiverOptions) {
  const typed = text.trim();
  const paidBefore = usePaidReceivers(active ? sender : undefined);
  const known = knownAddresses({
    contacts,
    accounts: accounts.filter((a) => !a.isHidden),
    paidBefore,
  });
  const suggestable = known.filter(
    (k): k is Suggestion & NamedEntry => k.kind !== 'paid' && k.name !== undefined,
  );
  const suggestions = suggestable.filter((k) => matches(k, typed)).slice(0, MAX_SUGGESTIONS);

  const asName = active && nfd !== null && isNfdNameInput(typed);
  const name = asName ? parseNfdName(typed) : null;
  const resolution = useQuery({
    queryKey: receiverKeys.nfdName(env, name ?? ''),
    enabled: name !== null,
    retry: false,
    staleTime: 60_000,
    queryFn: ({ signal }) => nfd!.resolve(name!, signal),
  });

  // A contact's or account's name picks it when it names exactly one (pure rule, unit-tested).
  const match =
    active && byName && !asName ? matchReceiver(typed, suggestable) : { kind: 'none' as const };

  let nameState: NameState = { kind: 'none' };
  if (match.kind === 'one') {
    nameState = { kind: 'found', name: typed, address: match.entry.address, known: match.entry };
  } else if (match.kind === 'several' || (match.kind === 'unknown' && suggestions.length > 0)) {
    nameState = { kind: 'choose', name: typed };
  } else if (match.kind === 'unknown') nameState = { kind: 'unknown-name', name: typed };
  else if (asName && name === null) nameState = { kind: 'invalid-name', name: typed };
  else if (name !== null) {
    nameState =
      resolution.data ??
      (resolution.isError ? { kind: 'unreachable', name } : { kind: 'resolving', name });
  }

  /** The address the payment goes to, when the field names one (typed or resolved). */
  const address = !active
    ? null
    : nameState.kind === 'found'
      ? nameState.address
      : nameState.kind === 'none' && typed
        ? typed
        : null;

  const lookAlikes: LookAlikeMatch[] = address ? findLookAlikes(address, known) : [];
  const [retyped, setRetyped] = useState({ for: '', text: '' });
  const retype = retyped.for === address ? retyped.text : '';
  const retypeOk =
    address !== null && retype.trim().toUpperCase() === address.slice(-RETYPE_LENGTH).toUpperCase();

  return {
    suggestions,
    nameState,
    address,
    lookAlikes,
    retype,
    setRetype: (value: string) => setRetyped({ for: address ?? '', text: value }),
    retypeOk,
    /** Review waits: a name with no address (yet), or a look-alike not confirmed. */
    blocked:
      (active && nameState.kind !== 'none' && nameState.kind !== 'found') ||
      (lookAlikes.length > 0 && !retypeOk),
  };
}

export type ReceiverState = ReturnType<typeof useReceiver>;
