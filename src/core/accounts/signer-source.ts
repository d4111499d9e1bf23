import type { SignerKind } from './capabilities';

/**
 * Where a signer kind's key lives, which decides how a batch reaches it: vault keys (stored and
 * HD) all come from one vault opening; a Ledger and a paired phone are asked one prompt at a
 * time, with no key in memory meanwhile. Multisig signs through its members; 'none' cannot.
 */
export type SignerSource = 'vault' | 'ledger' | 'phone';

export function signerSource(kind: SignerKind): SignerSource | null {
  switch (kind) {
    case 'key':
    case 'hd':
      return 'vault';
    case 'ledger':
      return 'ledger';
    case 'walletconnect':
      return 'phone';
    case 'multisig':
    case 'none':
      return null;
  }
}

/** What the person is asked while signing: nothing more (vault keys), their Ledger, or their phone. */
export function signingPrompt(kind: SignerKind): 'key' | 'ledger' | 'phone' {
  const source = signerSource(kind);
  return source === 'ledger' || source === 'phone' ? source : 'key';
}
