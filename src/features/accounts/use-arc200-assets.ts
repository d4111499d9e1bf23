import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useStore } from 'zustand';
import { suggestedTokens } from '../../core/arc200/token-config';
import { effectiveEnvironment } from '../../core/config/settings';
import { addToken, removeToken } from '../../infra/arc200/token-list';
import { sessionStore } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { useArc200Tokens } from './use-arc200-tokens';

// The Assets tab's ARC-200 part: the tokens added in this wallet on this network with the
// account's balance of each, "Add token" by app id (anything else typed is refused here) or
// from the deployment's list for this environment (config.json's arc200Tokens), and removing one.

const APP_ID = /^[1-9]\d{0,19}$/;

export function useArc200Assets(network: string, address: string) {
  const walletId = useStore(sessionStore, (s) => s.walletId);
  const tokens = useArc200Tokens(network, address);
  const env = useStore(settingsStore, (s) => effectiveEnvironment(s.settings, s.config));
  const listed = useStore(settingsStore, (s) => s.config.arc200Tokens);
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
  const added = new Set(tokens.map((token) => token.appId));
  return {
    tokens,
    /** The deployment's tokens not yet added: one tap adds one (read from its app like any). */
    suggested: suggestedTokens(listed, env).filter((token) => !added.has(token.appId)),
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
