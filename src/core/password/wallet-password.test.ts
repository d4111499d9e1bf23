import { describe, expect, it } from 'vitest';
import { MIN_WALLET_PASSWORD_LENGTH, isWalletPasswordLongEnough } from './wallet-password';

describe('wallet password length', () => {
  it('needs at least 16 characters', () => {
    expect(MIN_WALLET_PASSWORD_LENGTH).toBe(16);
    expect(isWalletPasswordLongEnough('a'.repeat(15))).toBe(false);
    expect(isWalletPasswordLongEnough('a'.repeat(16))).toBe(true);
    expect(isWalletPasswordLongEnough('')).toBe(false);
  });
});
