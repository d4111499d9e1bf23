import { describe, expect, it } from 'vitest';
import type { SignerKind } from './capabilities';
import { signerSource, signingPrompt } from './signer-source';

describe('signerSource', () => {
  it('puts stored and HD keys in the vault batch, devices and phones behind a prompt', () => {
    const kinds: SignerKind[] = ['key', 'hd', 'ledger', 'walletconnect', 'multisig', 'none'];
    expect(kinds.map(signerSource)).toEqual(['vault', 'vault', 'ledger', 'phone', null, null]);
    expect(kinds.map(signingPrompt)).toEqual(['key', 'key', 'ledger', 'phone', 'key', 'key']);
  });
});
