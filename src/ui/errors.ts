import type { TFunction } from '../i18n/translate';
import { SigningError } from '../core/accounts/signing-error';
import { NetworkMismatchError } from '../core/networks/genesis';
import { NotConfirmedError } from '../core/transactions/send-error';
import { formatStatusWord, isLedgerError, LEDGER_ERROR_KEYS } from '../core/ledger/ledger-error';
import { VaultError } from '../core/vault/vault-error';
import { PasskeyError } from '../core/vault/passkey-error';
import { RemoteSignerError } from '../core/walletconnect/remote-signer-error';

/** Maps a typed error to the user's language; unknown errors get the spec's generic text. */
export function describeError(error: unknown, t: TFunction): string {
  if (isLedgerError(error)) {
    const code = error.statusWord === undefined ? '' : formatStatusWord(error.statusWord);
    return t(LEDGER_ERROR_KEYS[error.code], { code });
  }
  if (error instanceof SigningError) return t(`signing.${error.code}`);
  if (error instanceof NetworkMismatchError) {
    return t('network.mismatch', {
      host: error.host,
      observed: error.observed.id,
      observedHash: error.observed.hash,
      expected: error.expected.id,
      expectedHash: error.expected.hash,
    });
  }
  if (error instanceof NotConfirmedError) {
    // A refusal is shown in the node's words; anything else may still arrive.
    if (error.fate.kind === 'refused') return error.fate.message;
    if (error.fate.kind === 'unauthorized') return t('login.unauthorized');
    if (error.fate.kind === 'expired') return t('send.expired');
    return t('pay.status.offline');
  }
  if (error instanceof RemoteSignerError) {
    return error.code === 'rejected'
      ? t('signing.remote-rejected', { message: error.message })
      : t(`signing.remote-${error.code}`);
  }
  if (error instanceof PasskeyError)
    return t(`passkey.error.${error.code}`, { site: error.site ?? '' });
  if (error instanceof VaultError) {
    switch (error.code) {
      case 'empty':
        return t('vault.empty');
      case 'crypto-unavailable':
        return t('vault.cryptoUnavailable');
      case 'too-costly':
        return t('vault.tooCostly');
      default:
        return t('vault.wrongPassword');
    }
  }
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    const known: Record<string, string> = {
      'duplicate-name': t('importWallet.duplicateName'),
      'missing-name': t('importWallet.nameMissing'),
      'missing-data': t('importWallet.dataMissing'),
      'foreign-file': t('importWallet.foreignFile'),
      'not-found': t('vault.notFound'),
      conflict: t('vault.conflict'),
      'password-incorrect': t('settings.passwordIncorrect'),
      'passwords-differ': t('settings.passwordsDiffer'),
      // The same rule and words as when the wallet was created.
      'password-too-short': t('newWallet.passwordTooShort'),
      locked: t('login.unauthorized'),
    };
    const message = known[error.code];
    if (message) return message;
  }
  return t('common.genericError');
}
