import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { rekeyConfirmed } from '../../core/accounts/rekey-target';
import type { SignDataItem } from '../../core/arc60/sign-data-request';
import { disassemblyQuery } from '../../infra/chain/disassemble';
import { currentChain } from '../../infra/chain/indexer-client';

// A delegation (developer mode only): each program is read back from the node as text, and
// the person types the first characters of each account it would hand over. Until every
// program is shown and every account retyped, Sign stays off.

export function useDelegationReview(items: readonly SignDataItem[]) {
  const delegations = items.filter((i) => i.delegation);
  const network = currentChain().network;
  const texts = useQueries({
    queries: delegations.map((i) => disassemblyQuery(network, i.delegation!.program)),
  });
  const [typed, setTyped] = useState<Record<number, string>>({});
  const ready = delegations.every(
    (item, k) =>
      texts[k]?.data !== undefined && rekeyConfirmed(item.account, typed[item.index] ?? ''),
  );
  return {
    delegates: delegations.length > 0,
    ready,
    typedFor: (index: number) => typed[index] ?? '',
    setTyped: (index: number, value: string) => setTyped((t) => ({ ...t, [index]: value })),
    textOf: (index: number) => texts[delegations.findIndex((i) => i.index === index)],
  };
}

export type DelegationReview = ReturnType<typeof useDelegationReview>;
