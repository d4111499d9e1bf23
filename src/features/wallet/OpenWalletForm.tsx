import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { prepareOpen, prepareUnlock } from '../../infra/session/session';
import type { WalletSummary } from '../../infra/storage/wallet-repository';
import { Alert, anchorProps, Button, group, GROUP, stack, STACK } from '../../ui/light/controls';
import { SelectField } from '../../ui/light/fields';
import { PasswordField } from '../../ui/light/password-field';
import { followLink, usePageNav } from '../../ui/page-nav';
import { useOpenWalletForm } from './use-open-wallet-form';

export function OpenWalletForm({
  wallets,
  onCreateNew,
}: {
  wallets: WalletSummary[];
  onCreateNew: () => void;
}) {
  const { t } = useTranslation();
  const nav = usePageNav();
  const passwordRef = useRef<HTMLInputElement>(null);
  const form = useOpenWalletForm(wallets, passwordRef);
  const { logoutReason, walletId, setWalletId, busy, error, submit } = form;
  // A passkey wallet offers its passkey first; one without a password offers nothing else.
  const withPassword = form.ways?.password ?? true;

  return (
    <form onSubmit={submit} aria-label={t('login.title')}>
      <div className={STACK} style={stack()}>
        {logoutReason === 'timeout' && (
          <Alert color="yellow" role="status">
            {t('login.sessionExpired')}
          </Alert>
        )}
        {logoutReason === 'unauthorized' && (
          <Alert color="yellow" role="status">
            {t('login.unauthorized')}
          </Alert>
        )}
        <SelectField
          label={t('login.selectWallet')}
          data={wallets.map((w) => ({ value: w.id, label: w.name }))}
          value={walletId ?? ''}
          onChange={(e) => setWalletId(e.currentTarget.value)}
          required
        />
        {form.ways?.passkey && (
          <Button
            onClick={form.openWithPasskey}
            // The wallet's code and first pages load while the person reaches the prompt.
            onPointerEnter={() => prepareUnlock(false)}
            onFocus={() => prepareUnlock(false)}
            loading={busy}
          >
            {t('passkey.unlock')}
          </Button>
        )}
        {/* Uncontrolled on purpose: the password never enters React state. */}
        {withPassword && (
          <PasswordField
            ref={passwordRef}
            name="password"
            label={t('login.password')}
            autoComplete="current-password"
            required
            autoFocus={!form.ways?.passkey}
            // The vault code, the KDF worker and this wallet's record load while it is typed.
            onFocus={() => walletId && prepareOpen(walletId)}
          />
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {withPassword && (
          <Button
            type="submit"
            variant={form.ways?.passkey ? 'subtle' : 'filled'}
            loading={busy}
            disabled={!walletId}
          >
            {t('login.open')}
          </Button>
        )}
        <div className={GROUP} style={group('var(--mantine-spacing-md)', 'space-between')}>
          <a {...anchorProps} href="/import-wallet" onClick={followLink(nav, '/import-wallet')}>
            {t('login.importWallet')}
          </a>
          <button {...anchorProps} type="button" onClick={onCreateNew}>
            {t('login.createAnother')}
          </button>
        </div>
      </div>
    </form>
  );
}
