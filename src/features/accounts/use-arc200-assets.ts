import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useStore } from 'zustand';
import { addToken, removeToken } from '../../infra/arc200/token-list';
import { sessionStore } from '../../infra/session/session';
import { useArc200Tokens } from './use-arc200-tokens';

// The Assets tab's ARC-200 part: the tokens added in this wallet on this network with the
// account's balance of each, "Add token" by app id (anything else typed is refused here) and
// removing one.

const APP_ID = /^[1-9]\d{0,19}$/;

export function useArc200Assets(network: string, address: string) {
  const walletId = useStore(sessionStore, (s) => s.walletId);
  const tokens = useArc200Tokens(network, address);
  const [input, setInput] = useState('');
  const add = useMutation({
    mutationFn: async (text: string) => {
      const trimmed = text.trim();
      if (!walletId || !APP_ID.test(trimmed) || BigInt(trimmed) >= 1n << 64n)
        throw new Error('badId');
      if (!addToken(walletId, network, BigInt(trimmed))) throw new Error('full');
    },
    onSuccess: () => setInput(''),
  });
  return {
    tokens,
    input,
    setInput: (text: string) => {
      add.reset();
      setInput(text);
    },
    add,
    /** Takes the token off this wallet's list on this network (asked first by the row's menu). */
    remove: (appId: bigint) => {
      if (walletId) removeToken(walletId, network, appId);
    },
    problem:
      add.error?.message === 'full' ? ('full' as const) : add.error ? ('badId' as const) : null,
  };
}

export type Arc200AssetsState = ReturnType<typeof useArc200Assets>;
